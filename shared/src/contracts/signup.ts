// The sign-up and invitations domain, one definition per endpoint: the API registers these routes from
// them and the client's fetchers and hooks are derived from them (@haulstop/shared/api). Types are
// Static<> of the schemas. Sign-up, e-mail verification and an invitation's link are public: the one
// who follows them has no session yet.
import * as Type from 'typebox';
import { ROLES } from '@haulstop/shared/constants';
import { SIGNUP_ORG_TYPES } from '@haulstop/shared/rules';
import { INVITATIONS_CACHE, ORGANIZATIONS_CACHE, REFERRALS_CACHE } from './cache-keys';
import { endpointsOf } from './endpoint';
import { DateTime, Id, literalOf, oneOf, Paged, PageQuery, responses } from './schema';

/** Link tokens are 43 base64url characters; the bounds only stop junk early. */
const LinkToken = Type.String({ minLength: 16, maxLength: 128, pattern: '^[A-Za-z0-9_-]+$' });

/** Body of POST /api/auth/signup (DESIGN §7 field names). */
const SignupRequest = Type.Object({
  orgName: Type.String({ maxLength: 200 }),
  orgType: literalOf(SIGNUP_ORG_TYPES),
  dotNumber: Type.Optional(Type.String({ maxLength: 32, description: 'Carriers: 8 to 12 digits' })),
  firstName: Type.String({ maxLength: 200 }),
  lastName: Type.String({ maxLength: 200 }),
  loginId: Type.String({ maxLength: 200, description: 'E-mail address; the login' }),
  password: Type.String({ maxLength: 1024 }),
  phone: Type.Optional(Type.String({ maxLength: 32 })),
  referralCode: Type.Optional(Type.String({ maxLength: 32, description: "The referring organisation's code" })),
  language: Type.Optional(oneOf(['en', 'fr', 'es'], { description: 'Language of the verification mail' })),
});
export type SignupRequest = Type.Static<typeof SignupRequest>;

/** Answer of POST /api/auth/signup and POST /api/auth/verifyEmail: where the organisation stands. */
const SignupAnswer = Type.Object({ saasOrgId: Type.Integer(), orgName: Type.String(), isOrgApproved: Type.String() });
export type SignupAnswer = Type.Static<typeof SignupAnswer>;

/** Body of PUT /api/organization/{saasOrgId}/approval (platform). */
const ApprovalDecision = Type.Object({ decision: literalOf(['APPROVED', 'REJECTED'] as const) });
export type ApprovalDecision = Type.Static<typeof ApprovalDecision>;
const ApprovalAnswer = Type.Object({ saasOrgId: Type.Integer(), orgName: Type.String(), status: Type.String(), isOrgApproved: Type.String() });
export type ApprovalAnswer = Type.Static<typeof ApprovalAnswer>;

/** An invitation to join an organisation (GET/POST /api/organization/{saasOrgId}/invitations). */
const Invitation = Type.Object({
  invitationId: Type.Integer(),
  loginId: Type.String(),
  role: Type.String(),
  /** Invited, Joined, Revoked, or Expired (an Invited one past its expiry). */
  status: Type.String({ description: 'Invited, Joined, Revoked, or Expired' }),
  expiresAt: DateTime(),
  createdAt: DateTime(),
});
export type Invitation = Type.Static<typeof Invitation>;

/** A member of an organisation as GET /api/organization/{saasOrgId}/members lists it. */
const Member = Type.Object({
  userId: Type.Integer(),
  loginId: Type.String(),
  firstName: Type.String(),
  lastName: Type.String(),
  role: Type.String({ description: 'admin, Manager or user' }),
  status: Type.String(),
});
export type Member = Type.Static<typeof Member>;

/** Answer of POST /api/invitations/preview: what the accept page shows before joining. */
const InvitationPreview = Type.Object({ orgName: Type.String(), loginId: Type.String(), role: Type.String(), existingUser: Type.Boolean() });
export type InvitationPreview = Type.Static<typeof InvitationPreview>;

/** Body of POST /api/invitations/accept; name and password only for a new user. */
const AcceptInvitationRequest = Type.Object({
  token: LinkToken,
  firstName: Type.Optional(Type.String({ maxLength: 200 })),
  lastName: Type.Optional(Type.String({ maxLength: 200 })),
  password: Type.Optional(Type.String({ maxLength: 1024 })),
});
export type AcceptInvitationRequest = Type.Static<typeof AcceptInvitationRequest>;
const AcceptInvitationAnswer = Type.Object({ saasOrgId: Type.Integer(), orgName: Type.String(), loginId: Type.String(), existingUser: Type.Boolean() });
export type AcceptInvitationAnswer = Type.Static<typeof AcceptInvitationAnswer>;

/** Answer of GET /api/organization/{saasOrgId}/referrals. */
const ReferralsAnswer = Type.Object({
  referralCode: Type.String(),
  referrals: Type.Array(Type.Object({ orgName: Type.String(), saasOrgId: Type.Integer(), status: Type.String(), createdAt: DateTime() })),
});
export type ReferralsAnswer = Type.Static<typeof ReferralsAnswer>;

const OrgParams = Type.Object({ saasOrgId: Id('saasOrgId of the organisation') });
const LinkBody = Type.Object({ token: LinkToken });
const defineSignupEndpoint = endpointsOf({ tags: ['sign-up'] });
const defineInvitationEndpoint = endpointsOf({ tags: ['invitations'] });
const PUBLIC = { access: 'public' } as const;
/** An organisation's own invitations: its admin or Manager, or the platform; the path names the current organisation. */
const invitationsOf = (action: 'view' | 'create' | 'delete') => ({ access: 'org', orgParam: 'saasOrgId', resource: 'invitations', action }) as const;

export const signup = defineSignupEndpoint({
  method: 'POST',
  path: '/api/auth/signup',
  summary: 'Register a company: organisation + first admin (Not Verified until the e-mailed link is followed)',
  body: SignupRequest,
  response: responses({ 201: SignupAnswer }),
  access: PUBLIC,
});

export const verifyEmail = defineSignupEndpoint({
  method: 'POST',
  path: '/api/auth/verifyEmail',
  summary: 'Follow the e-mailed link: Not Verified → Pending Approval (single use, expires)',
  body: LinkBody,
  response: responses({ 200: SignupAnswer }),
  access: PUBLIC,
});

export const decideApproval = defineSignupEndpoint({
  method: 'PUT',
  path: '/api/organization/:saasOrgId/approval',
  summary: 'Approve or reject an organisation pending approval (platform organisation only)',
  params: OrgParams,
  body: ApprovalDecision,
  response: responses({ 200: ApprovalAnswer }),
  access: { access: 'platform', resource: 'organizationApproval', action: 'edit' },
  // Approving also turns the referrer's Referred row into Joined.
  invalidates: [ORGANIZATIONS_CACHE, REFERRALS_CACHE],
});

export const getReferrals = defineSignupEndpoint({
  method: 'GET',
  path: '/api/organization/:saasOrgId/referrals',
  summary: "An organisation's referral code and the organisations it referred (Referred → Joined)",
  params: OrgParams,
  response: responses({ 200: ReferralsAnswer }),
  access: { access: 'org', orgParam: 'saasOrgId', resource: 'referrals', action: 'view' },
  cache: REFERRALS_CACHE,
});

export const createInvitation = defineInvitationEndpoint({
  method: 'POST',
  path: '/api/organization/:saasOrgId/invitations',
  summary: 'Invite someone by e-mail with a role (admin or Manager of the organisation, or the platform) → Invited + mail',
  params: OrgParams,
  body: Type.Object({
    loginId: Type.String({ maxLength: 200, description: 'E-mail address' }),
    role: oneOf(ROLES),
    language: Type.Optional(oneOf(['en', 'fr', 'es'])),
  }),
  response: responses({ 201: Invitation }),
  access: invitationsOf('create'),
  invalidates: [INVITATIONS_CACHE],
});

export const listInvitations = defineInvitationEndpoint({
  method: 'GET',
  path: '/api/organization/:saasOrgId/invitations',
  summary: "The organisation's invitations, newest first",
  params: OrgParams,
  query: PageQuery,
  response: responses({ 200: Paged(Invitation) }),
  access: invitationsOf('view'),
  cache: INVITATIONS_CACHE,
});

export const listMembers = defineInvitationEndpoint({
  method: 'GET',
  path: '/api/organization/:saasOrgId/members',
  summary: "The organisation's members and their roles, by name",
  params: OrgParams,
  query: PageQuery,
  response: responses({ 200: Paged(Member) }),
  access: invitationsOf('view'),
  cache: INVITATIONS_CACHE,
});

export const revokeInvitation = defineInvitationEndpoint({
  method: 'DELETE',
  path: '/api/organization/:saasOrgId/invitations/:invitationId',
  summary: 'Revoke an open invitation (its link stops working)',
  params: Type.Object({ saasOrgId: Id('saasOrgId of the organisation'), invitationId: Id('Invitation id') }),
  response: responses({ 204: Type.Null() }),
  access: invitationsOf('delete'),
  invalidates: [INVITATIONS_CACHE],
});

export const previewInvitation = defineInvitationEndpoint({
  method: 'POST',
  path: '/api/invitations/preview',
  summary: 'What an invitation link is for (organisation, address, whether the account exists)',
  body: LinkBody,
  response: responses({ 200: InvitationPreview }),
  access: PUBLIC,
});

export const acceptInvitation = defineInvitationEndpoint({
  method: 'POST',
  path: '/api/invitations/accept',
  summary: 'Accept an invitation → Joined (a new account gives its name and password; an existing one just joins)',
  body: AcceptInvitationRequest,
  response: responses({ 200: AcceptInvitationAnswer }),
  access: PUBLIC,
});
