import { useQuery } from '@tanstack/react-query';
import { actingIn, apiClient } from '@haulstop/shared/auth';
import type {
  BankDetails,
  BankDetailsInput,
  OrganizationDocument,
  OrganizationDocumentInput,
  OrganizationProfile,
  OrganizationProfileInput,
} from '@haulstop/shared/contracts';
import { useOrgKey } from '@haulstop/shared/query';

/** Cache keys of an organisation's record, documents and bank details; invalidate `profileKeys.all` after a write. */
export const profileKeys = {
  all: ['organizationProfile'] as const,
  profile: (saasOrgId: number | null) => ['organizationProfile', saasOrgId, 'profile'] as const,
  documents: (saasOrgId: number | null) => ['organizationProfile', saasOrgId, 'documents'] as const,
  bank: (saasOrgId: number | null) => ['organizationProfile', saasOrgId, 'bank'] as const,
};

const base = (saasOrgId: number) => `/api/organization/${saasOrgId}`;

export function useOrganizationProfile(saasOrgId: number | null) {
  return useQuery({
    queryKey: useOrgKey(...profileKeys.profile(saasOrgId)),
    queryFn: async ({ signal }) =>
      (await apiClient.get<OrganizationProfile>(`${base(saasOrgId as number)}/profile`, { signal, ...actingIn(saasOrgId as number) })).data,
    enabled: saasOrgId !== null,
  });
}

/** PUT /api/organization/{saasOrgId} (DESIGN §7). */
export async function saveOrganizationProfile({ saasOrgId, input }: { saasOrgId: number; input: OrganizationProfileInput }): Promise<OrganizationProfile> {
  return (await apiClient.put<OrganizationProfile>(base(saasOrgId), input, actingIn(saasOrgId))).data;
}

export function useOrganizationDocuments(saasOrgId: number | null) {
  return useQuery({
    queryKey: useOrgKey(...profileKeys.documents(saasOrgId)),
    queryFn: async ({ signal }) =>
      (await apiClient.get<OrganizationDocument[]>(`${base(saasOrgId as number)}/documents`, { signal, ...actingIn(saasOrgId as number) })).data,
    enabled: saasOrgId !== null,
  });
}

export async function addOrganizationDocument({ saasOrgId, input }: { saasOrgId: number; input: OrganizationDocumentInput }): Promise<OrganizationDocument> {
  return (await apiClient.post<OrganizationDocument>(`${base(saasOrgId)}/documents`, input, actingIn(saasOrgId))).data;
}

export async function removeOrganizationDocument({ saasOrgId, documentId }: { saasOrgId: number; documentId: number }): Promise<void> {
  await apiClient.delete(`${base(saasOrgId)}/documents/${documentId}`, actingIn(saasOrgId));
}

/** The organisation's bank details, masked; null when none are saved. */
export function useBankDetails(saasOrgId: number | null) {
  return useQuery({
    queryKey: useOrgKey(...profileKeys.bank(saasOrgId)),
    queryFn: async ({ signal }) =>
      (await apiClient.get<BankDetails | null>(`${base(saasOrgId as number)}/bankDetails`, { signal, ...actingIn(saasOrgId as number) })).data,
    enabled: saasOrgId !== null,
  });
}

export async function saveBankDetails({ saasOrgId, input }: { saasOrgId: number; input: BankDetailsInput }): Promise<BankDetails | null> {
  return (await apiClient.put<BankDetails | null>(`${base(saasOrgId)}/bankDetails`, input, actingIn(saasOrgId))).data;
}
