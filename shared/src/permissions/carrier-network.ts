import { PLATFORM_ORG_ID } from '@haulstop/shared/constants';

/*
 * SPEC §6 carrier network setting. The observed rules disagree, and the spec says both apply:
 * - validation reading: the Manager role or the platform organisation may edit;
 * - display reading: Save shows only for a non-Manager in organisation 1, and the checkbox is
 *   disabled for a non-Manager outside organisation 1. A Manager's checkbox is therefore not
 *   disabled, yet no Save is offered: in effect the "disabled toggle" §6 reports.
 * Each reading is its own function so a screen (and the API) can apply exactly the one it needs.
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
