/** A user as the login answer and GET/PUT /api/user/{userId} give it. */
export type User = { userId: number; loginId: string; firstName: string; lastName: string };

/** An organisation of the login answer: one membership of the user. */
export type LoginOrganization = {
  orgId: number;
  orgName: string;
  saasOrgId: number;
  orgType: string;
  usageType: string;
  role: string;
  orgStatus: string;
  isOrgApproved: string;
  isOrgNetworkConfigEnabled: boolean;
  logoPath: string | null;
};

/** Answer of POST /api/auth/login. */
export type LoginAnswer = {
  token: string;
  refreshToken: string;
  user: User;
  organizations: LoginOrganization[];
};

/** An organisation of GET /api/organization/getAllOrganization. */
export type OrganizationListItem = {
  orgId: number;
  orgName: string;
  saasOrgId: number;
  orgStatus: string;
  usageType: string;
  orgType: string;
  /** 'Approved', 'Pending Approval' or 'Not Verified' */
  isOrgApproved: string;
  isReferred: boolean;
};

/** GET /api/organization/{saasOrgId}. */
export type OrganizationDetail = {
  orgId: number;
  orgName: string;
  saasOrgId: number;
  usageType: string;
  orgType: string;
  isOrgNetworkConfigEnabled: boolean;
  status: string;
  isOrgApproved: string;
  /** object path for /api/session/downloadUrl */
  logoPath: string | null;
  /** set for a sub-carrier of a carrier network */
  parentOrgId: number | null;
  /** The accounting zone: the one zone whose calendar cuts the organisation's periods. */
  timeZone: string;
};

/** An organisation named by id, e.g. GET /api/organization/getOrgByUser. */
export type OrganizationRef = { orgId: number; orgName: string };

/** Body and answer of POST /api/organization/orgNetworkConfiguration. */
export type NetworkConfiguration = { saasOrgId: number; isOrgNetworkConfigEnabled: boolean };

type Loose<T> = { [K in keyof T]?: T[K] | null };

/**
 * The fields of any organisation answer (membership, list item, detail) as the session and the
 * screens read them: each may be missing (SPEC §3 fallbacks, sessions stored by older builds),
 * and isOrgApproved may be a boolean in older answers.
 */
export type OrganizationFacts = Loose<Omit<LoginOrganization & OrganizationListItem & OrganizationDetail, 'orgId' | 'orgName' | 'isOrgApproved'>> & {
  isOrgApproved?: string | boolean | null;
};

/** An organisation known by id and name, with whatever else an answer told about it. */
export type KnownOrganization = OrganizationRef & OrganizationFacts;
