import { Type } from 'typebox';
import { ORG_TYPES, ROLES } from '@haulstop/shared/constants';
import type { LoginAnswer, LoginOrganization } from '@haulstop/shared/contracts';
import { agrees, type AgreesWith } from '../../lib/contract';
import { oneOf, responses } from '../../lib/schemas';

const SessionOrganization = Type.Object({
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
agrees<AgreesWith<typeof SessionOrganization, LoginOrganization>>();

const LoginAnswerSchema = Type.Object({
  token: Type.String({ description: 'Access token (JWT), short-lived' }),
  refreshToken: Type.String({ description: 'Opaque; rotated on every refresh' }),
  user: Type.Object({ userId: Type.Integer(), loginId: Type.String(), firstName: Type.String(), lastName: Type.String() }),
  organizations: Type.Array(SessionOrganization),
});
agrees<AgreesWith<typeof LoginAnswerSchema, LoginAnswer>>();

const RefreshBody = Type.Object({ refreshToken: Type.String({ minLength: 1, maxLength: 512 }) });

export const loginSchema = {
  tags: ['auth'],
  summary: 'Sign in with e-mail and password',
  security: [],
  body: Type.Object({
    loginId: Type.String({ minLength: 1, maxLength: 255, description: 'E-mail address' }),
    password: Type.String({ minLength: 1, maxLength: 1024 }),
  }),
  response: responses({ 200: LoginAnswerSchema }),
};

export const refreshSchema = {
  tags: ['auth'],
  summary: 'New access token for a refresh token (sent without bearer); the refresh token rotates',
  security: [],
  body: RefreshBody,
  response: responses({ 200: Type.Object({ token: Type.String(), refreshToken: Type.String() }) }),
};

export const logoutSchema = {
  tags: ['auth'],
  summary: 'End the sign-in the refresh token belongs to',
  security: [],
  body: RefreshBody,
  response: responses({ 204: Type.Null() }),
};
