import { canEditCarrierNetwork, isCarrierNetworkCheckboxDisabled, showCarrierNetworkSave } from '@haulstop/shared/permissions';

type Who = { role: string | null | undefined; saasOrgId: number | null | undefined };

export type CarrierNetworkControls = {
  /** display reading: Save shows only for a non-Manager in organisation 1 */
  showSave: boolean;
  /** display reading, plus "the Manager gets a disabled toggle" */
  checkboxDisabled: boolean;
  /** validation reading: the Manager role or organisation 1; checked again before saving */
  mayEdit: boolean;
};

/**
 * How the carrier network card behaves for a role in an organisation (SPEC §5, §6): both readings
 * apply. The display reading leaves a Manager's checkbox enabled but offers no Save, and SPEC §6
 * says the Manager gets a disabled toggle, so a toggle that cannot be saved is shown disabled.
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
