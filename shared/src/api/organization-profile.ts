import { PROFILE_CACHE } from '@haulstop/shared/contracts/cache-keys';
import { getBankDetails, getOrganizationProfile, listOrganizationDocuments } from '@haulstop/shared/contracts/organization-profile';
import { useEndpointQuery } from './endpoint';

// An organisation's record, documents and bank details, derived from their definitions
// (@haulstop/shared/contracts/organization-profile); each acts in the organisation its path names.
// Writes need nothing here: a page calls useEndpointMutation(updateOrganizationProfile | saveBankDetails | …).

/** Cache keys of an organisation's record, documents and bank details; each profile write makes `profileKeys.all` stale. */
export const profileKeys = { all: PROFILE_CACHE };

const ofOrg = (saasOrgId: number | null) => [{ params: { saasOrgId: saasOrgId ?? 0 } }, { enabled: saasOrgId !== null }] as const;

/** The company record; nothing is fetched while the id is null. */
export const useOrganizationProfile = (saasOrgId: number | null) => useEndpointQuery(getOrganizationProfile, ...ofOrg(saasOrgId));

/** The organisation's insurance and agreement documents. */
export const useOrganizationDocuments = (saasOrgId: number | null) => useEndpointQuery(listOrganizationDocuments, ...ofOrg(saasOrgId));

/** The organisation's bank details, masked; null when none are saved. */
export const useBankDetails = (saasOrgId: number | null) => useEndpointQuery(getBankDetails, ...ofOrg(saasOrgId));
