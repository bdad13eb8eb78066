import { Type } from 'typebox';
import type { User as UserContract } from '@haulstop/shared/contracts';
import { agrees, type AgreesWith } from '../../lib/contract';
import { Id, responses } from '../../lib/schemas';
import { NAME_LIMIT } from '../../lib/rules';

export const User = Type.Object({
  userId: Type.Integer(),
  loginId: Type.String({ description: 'The e-mail address' }),
  firstName: Type.String(),
  lastName: Type.String(),
});
agrees<AgreesWith<typeof User, UserContract>>();

const UserIdParams = Type.Object({ userId: Id('User id') });

export const getUserSchema = {
  tags: ['users'],
  summary: 'A user (yourself; anyone for the platform organisation)',
  params: UserIdParams,
  response: responses({ 200: User }),
};

// Lengths are also checked by the SPEC §5 rules with their own wording; these bounds stop absurd input early.
const Text = (maxLength: number) => Type.String({ maxLength });

export const updatePasswordSchema = {
  tags: ['users'],
  summary: 'Change your own password (other sessions are signed out)',
  params: UserIdParams,
  body: Type.Object({
    userId: Type.Optional(Type.Integer({ description: 'Must equal the path userId when sent' })),
    oldPassword: Text(1024),
    newPassword: Text(1024),
  }),
  response: responses({ 200: Type.Object({ message: Type.String() }) }),
};

export const updateUserSchema = {
  tags: ['users'],
  summary: 'Update your own profile (SPEC §5 My Profile)',
  params: UserIdParams,
  querystring: Type.Object({ orgId: Type.Optional(Id('The logged-in organisation (saasOrgId)')) }),
  // The client sends the loaded user record merged with the edits; unknown fields are ignored.
  // The e-mail (the login) left out keeps its value; the names are required.
  body: Type.Object({
    userId: Type.Optional(Type.Integer()),
    email: Type.Optional(Text(NAME_LIMIT - 1)),
    loginId: Type.Optional(Text(NAME_LIMIT - 1)),
    firstName: Text(NAME_LIMIT - 1),
    lastName: Text(NAME_LIMIT - 1),
  }),
  response: responses({ 200: User }),
};

export const requestEmailChangeSchema = {
  tags: ['users'],
  summary: 'Change your own login e-mail: the password again, then a link mailed to the new address; the login changes when it is followed',
  params: UserIdParams,
  body: Type.Object({ newEmail: Text(NAME_LIMIT - 1), password: Text(1024) }),
  response: responses({ 202: Type.Object({ pendingEmail: Type.String(), expiresAt: Type.String({ format: 'date-time' }) }) }),
};

const EmailChangeToken = Type.Object({ token: Type.String({ minLength: 20, maxLength: 128 }) });
export const emailChangeQuestionSchema = {
  tags: ['users'],
  summary: "The new address's link: a page asking to confirm (text/html), or the address it names; changes nothing",
  querystring: EmailChangeToken,
  response: responses({ 200: Type.Object({ newEmail: Type.String() }) }),
};
export const confirmEmailChangeSchema = {
  tags: ['users'],
  summary: "Confirms a login e-mail change from the new address's link: the login changes and the old address is told",
  querystring: EmailChangeToken,
  response: responses({ 200: Type.Object({ loginId: Type.String() }) }),
};
