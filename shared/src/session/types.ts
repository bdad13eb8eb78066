import type { Language, OrgType, Role } from '@haulstop/shared/constants';

/** The signed-in user (SPEC §3). */
export type SessionUser = { userId: number; loginId: string; firstName: string; lastName: string };

/** An organisation of the login answer. */
export type LoginOrganization = {
  orgId: number;
  orgName: string;
  saasOrgId?: number | null;
  orgType?: OrgType | string | null;
  usageType?: OrgType | string | null;
  role?: Role | string | null;
  orgStatus?: string | null;
  isOrgApproved?: string | boolean | null;
  isOrgNetworkConfigEnabled?: boolean | null;
  logoPath?: string | null;
};

/** Answer of POST /api/auth/login. */
export type LoginResult = {
  token: string;
  refreshToken: string;
  user: SessionUser;
  organizations: LoginOrganization[];
};

/** Answer of GET /api/organization/{id} (SPEC §3 "Organisation (detail)", §7). */
export type OrganizationDetails = {
  orgId?: number | null;
  saasOrgId?: number | null;
  orgName?: string | null;
  usageType?: OrgType | string | null;
  orgType?: OrgType | string | null;
  isOrgNetworkConfigEnabled?: boolean | null;
  status?: string | null;
  orgStatus?: string | null;
  isOrgApproved?: string | boolean | null;
  logoPath?: string | null;
};

/** An organisation picked by id and name (selected internal org, root org). */
export type OrgRef = { orgId: number; orgName: string };

/** Everything the session holds. Organisation fields describe the CURRENT organisation. */
export type SessionData = {
  token: string | null;
  refreshToken: string | null;
  user: SessionUser | null;
  organizations: LoginOrganization[];
  /** the current organisation (after any switch) */
  saasOrgId: number | null;
  /** the organisation picked at login: the first one, or 1 for a platform member */
  loggedInSaasOrgId: number | null;
  /** role in the current organisation; platform users keep 'admin' when they switch */
  role: Role | null;
  orgName: string | null;
  orgStatus: string | null;
  isApproved: boolean;
  orgType: OrgType | null;
  isOrgNetworkConfigEnabled: boolean;
  logoPath: string | null;
  /** the organisation the internal admin switched into (null at home) */
  selectedInternalOrg: OrgRef | null;
  /** the organisation picked at login, restored by Back to Admin */
  root: OrgRef | null;
  baseUrl: string | null;
  language: Language;
  lastViewedPage: string | null;
  reservationId: string | null;
  tabId: string | null;
};

export type SessionActions = {
  setLoginResult: (result: LoginResult) => void;
  setTokens: (token: string, refreshToken?: string | null) => void;
  switchOrganization: (orgId: number, orgName: string, orgDetails?: OrganizationDetails) => void;
  backToAdmin: () => void;
  applyOrganizationDetails: (details: OrganizationDetails) => void;
  setLastViewedPage: (path: string) => void;
  setLanguage: (language: Language) => void;
  setReservationId: (reservationId: string | number | null) => void;
  setBaseUrl: (baseUrl: string | null) => void;
  clearSession: () => void;
  expireSession: () => void;
};

export type SessionState = SessionData & SessionActions;
