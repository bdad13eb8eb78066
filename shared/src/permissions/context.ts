import type { OrgType, Role } from '@haulstop/shared/constants';
import type { MenuOrgType } from '@haulstop/shared/menu';

/** What the permission checks read about the current user and organisation. */
export type PermissionContext = {
  orgType: OrgType | null;
  /** the current organisation (after any switch) */
  saasOrgId: number | null;
  /** the role in the current organisation; null when unknown */
  role: Role | string | null;
  isOrgNetworkConfigEnabled: boolean;
  /** the logged-in login id, for the one assistant account; optional for menu-only checks */
  loginId?: string | null;
};

const MENU_ORG_TYPE: Readonly<Record<Exclude<OrgType, 'ADMIN'>, MenuOrgType>> = {
  PARKING_LOT_OWNER: 'parking lot owner',
  CARRIER: 'carrier',
  BROKER: 'broker',
};

/** The menu catalogue's spelling of an org type: `toMenuOrgType('PARKING_LOT_OWNER') === 'parking lot owner'`. */
export function toMenuOrgType(orgType: OrgType | null | undefined): MenuOrgType | null {
  if (!orgType || orgType === 'ADMIN') return null;
  return MENU_ORG_TYPE[orgType] ?? null;
}
