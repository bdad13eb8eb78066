import { isPlatformOrganization } from '@haulstop/shared/constants';

/*
 * SPEC §6 carrier network setting. The observed rules disagree, and the spec says both apply:
 * - validation reading: the Manager role or the platform organisation may edit; it is the rule
 *   behind canAccess({ resource: 'carrierNetwork', action: 'edit' }), which the API enforces;
 * - display reading: Save shows only for a non-Manager in organisation 1, and the checkbox is
 *   disabled for a non-Manager outside organisation 1; the card applies it on top of canAccess.
 */
type Who = { role: string | null | undefined; saasOrgId: number | null | undefined };

/** Validation reading: editable only by the Manager role or by the platform organisation. */
export function canEditCarrierNetwork({ role, saasOrgId }: Who): boolean {
  return role === 'Manager' || isPlatformOrganization(saasOrgId);
}

/** Display reading: the Save button shows only when the role is not Manager and the saas organisation is 1. */
export function showCarrierNetworkSave({ role, saasOrgId }: Who): boolean {
  return role !== 'Manager' && isPlatformOrganization(saasOrgId);
}

/** Display reading: the checkbox is disabled when the role is not Manager and the organisation is not 1. */
export function isCarrierNetworkCheckboxDisabled({ role, saasOrgId }: Who): boolean {
  return role !== 'Manager' && !isPlatformOrganization(saasOrgId);
}

/** What the carrier network card offers: the display reading, limited by the access check. */
export type CarrierNetworkControls = {
  /** display reading and canAccess edit: Save shows only for a non-Manager in organisation 1 */
  showSave: boolean;
  /** display reading, plus "the Manager gets a disabled toggle" (a toggle that cannot be saved) */
  checkboxDisabled: boolean;
};

/**
 * How the carrier network card behaves given canAccess({ resource: 'carrierNetwork',
 * action: 'edit' }) (mayEdit). The display reading leaves a Manager's checkbox enabled but offers
 * no Save, and SPEC §6 says the Manager gets a disabled toggle, so it is shown disabled.
 * @example carrierNetworkControls({ role: 'Manager', saasOrgId: 2 }, true) // { showSave: false, checkboxDisabled: true }
 */
export function carrierNetworkControls(who: Who, mayEdit: boolean): CarrierNetworkControls {
  const showSave = mayEdit && showCarrierNetworkSave(who);
  return { showSave, checkboxDisabled: isCarrierNetworkCheckboxDisabled(who) || !showSave };
}
