// The users domain, one definition per endpoint: the API registers these routes from them and the
// client's fetchers and hooks are derived from them (@haulstop/shared/api). Types are Static<> of the schemas.
import * as Type from 'typebox';
import { RULE_LIMITS } from '@haulstop/shared/rules';
import { USERS_CACHE } from './cache-keys';
import { endpointsOf } from './endpoint';
import { Id, responses } from './schema';

/** A user as the login answer and GET/PUT /api/user/{userId} give it. */
export const User = Type.Object({
  userId: Type.Integer(),
  loginId: Type.String({ description: 'The e-mail address' }),
  firstName: Type.String(),
  lastName: Type.String(),
});
export type User = Type.Static<typeof User>;

const UserIdParams = Type.Object({ userId: Id('User id') });
// Lengths are also checked by the shared rules with their own wording; these bounds stop absurd input early.
const Text = (maxLength: number) => Type.String({ maxLength });
const NAME_MAX = RULE_LIMITS.nameMaxExclusive - 1;
const defineUserEndpoint = endpointsOf({ tags: ['users'] });
const self = { access: 'user', resource: 'account', action: 'edit' } as const;

export const getUser = defineUserEndpoint({
  method: 'GET',
  path: '/api/user/:userId',
  summary: 'A user (yourself; anyone for the platform organisation)',
  params: UserIdParams,
  response: responses({ 200: User }),
  access: { access: 'user', resource: 'account', action: 'view' },
  cache: USERS_CACHE,
});

export const updatePassword = defineUserEndpoint({
  method: 'PUT',
  path: '/api/user/updatePassword/:userId',
  summary: 'Change your own password (other sessions are signed out)',
  params: UserIdParams,
  body: Type.Object({
    userId: Type.Optional(Type.Integer({ description: 'Must equal the path userId when sent' })),
    oldPassword: Text(1024),
    newPassword: Text(1024),
  }),
  response: responses({ 200: Type.Object({ message: Type.String() }) }),
  access: self,
});

export const updateUser = defineUserEndpoint({
  method: 'PUT',
  path: '/api/user/update/:userId',
  summary: 'Update your own profile (SPEC §5 My Profile)',
  params: UserIdParams,
  query: Type.Object({ orgId: Type.Optional(Id('The logged-in organisation (saasOrgId)')) }),
  // The client sends the loaded user record merged with the edits; unknown fields are ignored.
  // The e-mail (the login) left out keeps its value; the names are required.
  body: Type.Object({
    userId: Type.Optional(Type.Integer()),
    email: Type.Optional(Text(NAME_MAX)),
    loginId: Type.Optional(Text(NAME_MAX)),
    firstName: Text(NAME_MAX),
    lastName: Text(NAME_MAX),
  }),
  response: responses({ 200: User }),
  access: self,
  invalidates: [USERS_CACHE],
});

export const requestEmailChange = defineUserEndpoint({
  method: 'POST',
  path: '/api/user/:userId/emailChange',
  summary: 'Change your own login e-mail: the password again, then a link mailed to the new address; the login changes when it is followed',
  params: UserIdParams,
  body: Type.Object({ newEmail: Text(NAME_MAX), password: Text(1024) }),
  response: responses({ 202: Type.Object({ pendingEmail: Type.String(), expiresAt: Type.String({ format: 'date-time' }) }) }),
  access: self,
});

const EmailChangeToken = Type.Object({ token: Type.String({ minLength: 20, maxLength: 128 }) });

// Public: the link is followed from the new address's mailbox; its random token is the credential.
// Following it only asks (scanners and previews follow links); the POST, the page's button, changes the login.
export const emailChangeQuestion = defineUserEndpoint({
  method: 'GET',
  path: '/api/user/emailChange/confirm',
  summary: "The new address's link: a page asking to confirm (text/html), or the address it names; changes nothing",
  query: EmailChangeToken,
  response: responses({ 200: Type.Object({ newEmail: Type.String() }) }),
  access: { access: 'public' },
});

export const confirmEmailChange = defineUserEndpoint({
  method: 'POST',
  path: '/api/user/emailChange/confirm',
  summary: "Confirms a login e-mail change from the new address's link: the login changes and the old address is told",
  query: EmailChangeToken,
  response: responses({ 200: Type.Object({ loginId: Type.String() }) }),
  access: { access: 'public' },
  invalidates: [USERS_CACHE],
});
