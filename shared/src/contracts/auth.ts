// The sign-in domain (login, refresh, logout), one definition per endpoint: the API registers these
// routes from them and the console's session calls their paths. Types are Static<> of the schemas.
import * as Type from 'typebox';
import { ORG_TYPES, ROLES } from '@haulstop/shared/constants';
import { endpointsOf } from './endpoint';
import { oneOf, responses } from './schema';
import { User } from './users';

/** An organisation of the login answer: one membership of the user. */
const LoginOrganization = Type.Object({
  orgId: Type.Integer(),
  orgName: Type.String(),
  saasOrgId: Type.Integer(),
  orgType: oneOf(ORG_TYPES),
  usageType: oneOf(ORG_TYPES),
  role: oneOf(ROLES),
  orgStatus: Type.String(),
  isOrgApproved: Type.String(),
  isOrgNetworkConfigEnabled: Type.Boolean(),
  logoPath: Type.Union([Type.String(), Type.Null()]),
});
export type LoginOrganization = Type.Static<typeof LoginOrganization>;

/** Answer of POST /api/auth/login. */
const LoginAnswer = Type.Object({
  token: Type.String({ description: 'Access token (JWT), short-lived' }),
  refreshToken: Type.String({ description: 'Opaque; rotated on every refresh' }),
  user: User,
  organizations: Type.Array(LoginOrganization),
});
export type LoginAnswer = Type.Static<typeof LoginAnswer>;

const RefreshBody = Type.Object({ refreshToken: Type.String({ minLength: 1, maxLength: 512 }) });
// Signing in, refreshing and signing out are what a caller does without a (valid) access token.
const defineAuthEndpoint = endpointsOf({ tags: ['auth'], access: { access: 'public' } });

export const login = defineAuthEndpoint({
  method: 'POST',
  path: '/api/auth/login',
  summary: 'Sign in with e-mail and password',
  body: Type.Object({
    loginId: Type.String({ minLength: 1, maxLength: 255, description: 'E-mail address' }),
    password: Type.String({ minLength: 1, maxLength: 1024 }),
  }),
  response: responses({ 200: LoginAnswer }),
});

export const refreshToken = defineAuthEndpoint({
  method: 'POST',
  path: '/api/auth/refreshToken',
  summary: 'New access token for a refresh token (sent without bearer); the refresh token rotates',
  body: RefreshBody,
  response: responses({ 200: Type.Object({ token: Type.String(), refreshToken: Type.String() }) }),
});

export const logout = defineAuthEndpoint({
  method: 'POST',
  path: '/api/auth/logout',
  summary: 'End the sign-in the refresh token belongs to',
  body: RefreshBody,
  response: responses({ 204: Type.Null() }),
});
