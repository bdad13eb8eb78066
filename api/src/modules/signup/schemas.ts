import { Type } from 'typebox';
import type { ApprovalAnswer as ApprovalAnswerContract, SignupAnswer as SignupAnswerContract } from '@haulstop/shared/contracts';
import { SIGNUP_ORG_TYPES } from '@haulstop/shared/rules';
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
