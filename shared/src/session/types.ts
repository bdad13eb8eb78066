import type { Language, OrgType, Role } from '@haulstop/shared/constants';
import type { KnownOrganization, LoginAnswer, OrganizationFacts, OrganizationRef, User } from '@haulstop/shared/contracts';

/** The signed-in user. */
export type SessionUser = User;

/** An organisation of the login answer, read tolerantly (a stored session may lack fields). */
export type LoginOrganization = KnownOrganization;

/** Answer of POST /api/auth/login, as the session accepts it. */
export type LoginResult = Omit<LoginAnswer, 'organizations'> & { organizations: LoginOrganization[] };

/** Answer of GET /api/organization/{id} (SPEC §3 "Organisation (detail)", §7), read tolerantly. */
export type OrganizationDetails = Partial<OrganizationRef> & OrganizationFacts;

/** An organisation picked by id and name (selected internal org, root org). */
export type OrgRef = OrganizationRef;

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
  /** Replaces the signed-in user (e.g. after My Profile saves the name); stored like the rest. */
  setUser: (user: SessionUser) => void;
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
