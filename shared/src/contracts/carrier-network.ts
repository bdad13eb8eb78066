/** A sub-carrier's place in its parent's network: Invited → Joined → Active. */
export const NETWORK_CARRIER_STATUSES = ['Invited', 'Joined', 'Active'] as const;
export type NetworkCarrierStatus = (typeof NETWORK_CARRIER_STATUSES)[number];

/** A sub-carrier of the current organisation's carrier network (DESIGN §7 carrier network). */
export interface NetworkCarrier {
  saasOrgId: number;
  orgName: string;
  dotNumber: string | null;
  /** The contact invited when the sub-carrier was added (null when none was). */
  email: string | null;
  networkStatus: NetworkCarrierStatus;
  parentSaasOrgId: number;
  assetCount: number;
  createdAt: string;
}

/** Adding a sub-carrier: its DOT number (8–12 digits), its name and its contact's e-mail. */
export interface NetworkCarrierInput {
  dotNumber: string;
  orgName: string;
  email: string;
}

/** Editing a sub-carrier: its name and DOT number. */
export interface NetworkCarrierUpdate {
  orgName: string;
  dotNumber: string;
}
