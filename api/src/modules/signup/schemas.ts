import { Type } from 'typebox';
import type { ApprovalAnswer as ApprovalAnswerContract, SignupAnswer as SignupAnswerContract } from '@haulstop/shared/contracts';
import { ROLES } from '@haulstop/shared/constants';
import { SIGNUP_ORG_TYPES } from '@haulstop/shared/rules';
import { Paged, PageQuery } from '../../lib/paging';
import { agrees, type AgreesWith } from '../../lib/contract';
import { DateTime, Id, oneOf, responses } from '../../lib/schemas';

const SignupAnswer = Type.Object({ saasOrgId: Type.Integer(), orgName: Type.String(), isOrgApproved: Type.String() });
agrees<AgreesWith<typeof SignupAnswer, SignupAnswerContract>>();

const ApprovalAnswer = Type.Object({ saasOrgId: Type.Integer(), orgName: Type.String(), status: Type.String(), isOrgApproved: Type.String() });
agrees<AgreesWith<typeof ApprovalAnswer, ApprovalAnswerContract>>();

/** Link tokens are 43 base64url characters; the bounds only stop junk early. */
export const LinkToken = Type.String({ minLength: 16, maxLength: 128, pattern: '^[A-Za-z0-9_-]+$' });

export const signupSchema = {
  tags: ['sign-up'],
  summary: 'Register a company: organisation + first admin (Not Verified until the e-mailed link is followed)',
  security: [],
  body: Type.Object({
    orgName: Type.String({ maxLength: 200 }),
    orgType: oneOf(SIGNUP_ORG_TYPES),
    dotNumber: Type.Optional(Type.String({ maxLength: 32, description: 'Carriers: 8 to 12 digits' })),
    firstName: Type.String({ maxLength: 200 }),
    lastName: Type.String({ maxLength: 200 }),
    loginId: Type.String({ maxLength: 200, description: 'E-mail address; the login' }),
    password: Type.String({ maxLength: 1024 }),
    phone: Type.Optional(Type.String({ maxLength: 32 })),
    referralCode: Type.Optional(Type.String({ maxLength: 32, description: "The referring organisation's code" })),
    language: Type.Optional(oneOf(['en', 'fr', 'es'], { description: 'Language of the verification mail' })),
  }),
  response: responses({ 201: SignupAnswer }),
};

export const verifyEmailSchema = {
  tags: ['sign-up'],
  summary: 'Follow the e-mailed link: Not Verified → Pending Approval (single use, expires)',
  security: [],
  body: Type.Object({ token: LinkToken }),
  response: responses({ 200: SignupAnswer }),
};

export const approvalSchema = {
  tags: ['sign-up'],
  summary: 'Approve or reject an organisation pending approval (platform organisation only)',
  params: Type.Object({ saasOrgId: Id('saasOrgId of the organisation') }),
  body: Type.Object({ decision: oneOf(['APPROVED', 'REJECTED']) }),
  response: responses({ 200: ApprovalAnswer }),
};

export const referralsSchema = {
  tags: ['sign-up'],
  summary: "An organisation's referral code and the organisations it referred (Referred → Joined)",
  params: Type.Object({ saasOrgId: Id('saasOrgId of the organisation') }),
  response: responses({
    200: Type.Object({
      referralCode: Type.String(),
      referrals: Type.Array(Type.Object({ orgName: Type.String(), saasOrgId: Type.Integer(), status: Type.String(), createdAt: DateTime() })),
    }),
  }),
};

const InvitationSchema = Type.Object({
  invitationId: Type.Integer(),
  loginId: Type.String(),
  role: Type.String(),
  status: Type.String({ description: 'Invited, Joined, Revoked, or Expired' }),
  expiresAt: DateTime(),
  createdAt: DateTime(),
});
const OrgParams = Type.Object({ saasOrgId: Id('saasOrgId of the organisation') });

export const inviteSchema = {
  tags: ['invitations'],
  summary: 'Invite someone by e-mail with a role (admin or Manager of the organisation, or the platform) → Invited + mail',
  params: OrgParams,
  body: Type.Object({
    loginId: Type.String({ maxLength: 200, description: 'E-mail address' }),
    role: oneOf(ROLES),
    language: Type.Optional(oneOf(['en', 'fr', 'es'])),
  }),
  response: responses({ 201: InvitationSchema }),
};

export const listInvitationsSchema = {
  tags: ['invitations'],
  summary: "The organisation's invitations, newest first",
  params: OrgParams,
  querystring: PageQuery,
  response: responses({ 200: Paged(InvitationSchema) }),
};

const MemberSchema = Type.Object({
  userId: Type.Integer(),
  loginId: Type.String(),
  firstName: Type.String(),
  lastName: Type.String(),
  role: Type.String({ description: 'admin, Manager or user' }),
  status: Type.String(),
});

export const listMembersSchema = {
  tags: ['invitations'],
  summary: "The organisation's members and their roles, by name",
  params: OrgParams,
  querystring: PageQuery,
  response: responses({ 200: Paged(MemberSchema) }),
};

export const revokeInvitationSchema = {
  tags: ['invitations'],
  summary: 'Revoke an open invitation (its link stops working)',
  params: Type.Object({ saasOrgId: Id('saasOrgId of the organisation'), invitationId: Id('Invitation id') }),
  response: responses({ 204: Type.Null() }),
};

export const previewInvitationSchema = {
  tags: ['invitations'],
  summary: 'What an invitation link is for (organisation, address, whether the account exists)',
  security: [],
  body: Type.Object({ token: LinkToken }),
  response: responses({ 200: Type.Object({ orgName: Type.String(), loginId: Type.String(), role: Type.String(), existingUser: Type.Boolean() }) }),
};

export const acceptInvitationSchema = {
  tags: ['invitations'],
  summary: 'Accept an invitation → Joined (a new account gives its name and password; an existing one just joins)',
  security: [],
  body: Type.Object({
    token: LinkToken,
    firstName: Type.Optional(Type.String({ maxLength: 200 })),
    lastName: Type.Optional(Type.String({ maxLength: 200 })),
    password: Type.Optional(Type.String({ maxLength: 1024 })),
  }),
  response: responses({ 200: Type.Object({ saasOrgId: Type.Integer(), orgName: Type.String(), loginId: Type.String(), existingUser: Type.Boolean() }) }),
};
