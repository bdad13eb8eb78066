/** Organisation types. A legacy default list also names FLEETORG; nothing in the console uses it. */
export const ORG_TYPES = ['ADMIN', 'PARKING_LOT_OWNER', 'CARRIER', 'BROKER'] as const;
export type OrgType = (typeof ORG_TYPES)[number];

/** Roles a user holds in an organisation. Spelling is as stored: 'Manager' is capitalised. */
export const ROLES = ['Manager', 'admin', 'user'] as const;
export type Role = (typeof ROLES)[number];

/** Values the organisation list uses for approved / active. */
export const ORG_APPROVED = 'Approved';
export const ORG_ACTIVE = 'Active';

/** Type guard: `isOrgType('CARRIER') === true`. */
export function isOrgType(value: unknown): value is OrgType {
  return typeof value === 'string' && (ORG_TYPES as readonly string[]).includes(value);
}

/** Type guard: `isRole('Manager') === true`, `isRole('manager') === false` (roles are case-sensitive). */
export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}
