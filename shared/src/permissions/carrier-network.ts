import { PLATFORM_ORG_ID } from '@haulstop/shared/constants';

/*
 * SPEC §6 carrier network setting. The observed rules disagree, and the spec says both apply:
 * - validation reading: the Manager role or the platform organisation may edit;
 * - display reading: Save shows only for a non-Manager in organisation 1, and the checkbox is
 *   disabled for a non-Manager outside organisation 1. A Manager's checkbox is therefore not
 *   disabled, yet no Save is offered: in effect the "disabled toggle" §6 reports.
 * Each reading is its own function so the API can apply exactly the one it needs; the card uses
 * carrierNetworkControls, which combines them.
 */
type Who = { role: string | null | undefined; saasOrgId: number | null | undefined };

/** Validation reading: editable only by the Manager role or by the platform organisation (SPEC §5). */
export function canEditCarrierNetwork({ role, saasOrgId }: Who): boolean {
  return role === 'Manager' || saasOrgId === PLATFORM_ORG_ID;
}

/** Display reading: the Save button shows only when the role is not Manager and the saas organisation is 1. */
export function showCarrierNetworkSave({ role, saasOrgId }: Who): boolean {
  return role !== 'Manager' && saasOrgId === PLATFORM_ORG_ID;
}

/** Display reading: the checkbox is disabled when the role is not Manager and the organisation is not 1. */
export function isCarrierNetworkCheckboxDisabled({ role, saasOrgId }: Who): boolean {
  return role !== 'Manager' && saasOrgId !== PLATFORM_ORG_ID;
}

/** What the carrier network card offers a role in an organisation: both SPEC §6 readings combined. */
export type CarrierNetworkControls = {
  /** display reading: Save shows only for a non-Manager in organisation 1 */
  showSave: boolean;
  /** display reading, plus "the Manager gets a disabled toggle" */
  checkboxDisabled: boolean;
  /** validation reading: the Manager role or organisation 1; checked again before saving */
  mayEdit: boolean;
};

/**
 * How the carrier network card behaves (SPEC §5, §6): both readings apply. The display reading
 * leaves a Manager's checkbox enabled but offers no Save, and SPEC §6 says the Manager gets a
 * disabled toggle, so a toggle that cannot be saved is shown disabled.
 * @example carrierNetworkControls({ role: 'Manager', saasOrgId: 2 }) // { showSave: false, checkboxDisabled: true, mayEdit: true }
 */
export function carrierNetworkControls(who: Who): CarrierNetworkControls {
  const showSave = showCarrierNetworkSave(who);
  return {
    showSave,
    checkboxDisabled: isCarrierNetworkCheckboxDisabled(who) || !showSave,
    mayEdit: canEditCarrierNetwork(who),
  };
}
