/** Body of POST /api/auth/signup (DESIGN §7 field names). */
export type SignupRequest = {
  orgName: string;
  orgType: 'CARRIER' | 'BROKER' | 'PARKING_LOT_OWNER';
  dotNumber?: string;
  firstName: string;
  lastName: string;
  loginId: string;
  password: string;
  phone?: string;
  referralCode?: string;
  language?: string;
};

/** Answer of POST /api/auth/signup and POST /api/auth/verifyEmail: where the organisation stands. */
export type SignupAnswer = { saasOrgId: number; orgName: string; isOrgApproved: string };

/** Body of PUT /api/organization/{saasOrgId}/approval (platform). */
export type ApprovalDecision = { decision: 'APPROVED' | 'REJECTED' };
export type ApprovalAnswer = { saasOrgId: number; orgName: string; status: string; isOrgApproved: string };

/** An invitation to join an organisation (GET/POST /api/organization/{saasOrgId}/invitations). */
export type Invitation = {
  invitationId: number;
  loginId: string;
  role: string;
  /** Invited, Joined, Revoked, or Expired (an Invited one past its expiry). */
  status: string;
  expiresAt: string;
  createdAt: string;
};

/** A member of an organisation as GET /api/organization/{saasOrgId}/members lists it. */
export type Member = { userId: number; loginId: string; firstName: string; lastName: string; role: string; status: string };

/** Answer of POST /api/invitations/preview: what the accept page shows before joining. */
export type InvitationPreview = { orgName: string; loginId: string; role: string; existingUser: boolean };

/** Body of POST /api/invitations/accept; name and password only for a new user. */
export type AcceptInvitationRequest = { token: string; firstName?: string; lastName?: string; password?: string };
export type AcceptInvitationAnswer = { saasOrgId: number; orgName: string; loginId: string; existingUser: boolean };

/** Answer of GET /api/organization/{saasOrgId}/referrals. */
export type ReferralsAnswer = { referralCode: string; referrals: { orgName: string; saasOrgId: number; status: string; createdAt: string }[] };
