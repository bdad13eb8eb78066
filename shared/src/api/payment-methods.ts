import { apiClient } from '@haulstop/shared/auth';
import type { NewOpenAccount, NewPaymentMethod, OpenAccount, SavedPaymentMethod } from '@haulstop/shared/contracts';
import { useApiMutation, useOrgKey, useQuery } from '@haulstop/shared/query';

/** Cache keys of saved payment methods and open accounts; a save or delete makes the list stale. */
export const paymentMethodKeys = {
  methods: ['paymentMethods'] as const,
  openAccounts: ['openAccounts'] as const,
};

/** GET /api/paymentMethods: the current organisation's saved cards (last 4 only) and bank accounts. */
export async function fetchPaymentMethods(signal?: AbortSignal): Promise<SavedPaymentMethod[]> {
  const { data } = await apiClient.get<SavedPaymentMethod[]>('/api/paymentMethods', { signal });
  return data;
}

/** POST /api/paymentMethods: a card is tokenised by the gateway; its number is never stored. */
export async function savePaymentMethod(input: NewPaymentMethod): Promise<SavedPaymentMethod> {
  const { data } = await apiClient.post<SavedPaymentMethod>('/api/paymentMethods', input);
  return data;
}

/** DELETE /api/paymentMethods/{paymentMethodId}. */
export async function deletePaymentMethod(paymentMethodId: number): Promise<void> {
  await apiClient.delete(`/api/paymentMethods/${paymentMethodId}`);
}

/** GET /api/openAccounts: granted to the current organisation (fleet), or by it (owner); all for the platform. */
export async function fetchOpenAccounts(signal?: AbortSignal): Promise<OpenAccount[]> {
  const { data } = await apiClient.get<OpenAccount[]>('/api/openAccounts', { signal });
  return data;
}

/** POST /api/openAccounts: a lot owner or the platform grants credit to a carrier or broker. */
export async function grantOpenAccount(input: NewOpenAccount): Promise<OpenAccount> {
  const { data } = await apiClient.post<OpenAccount>('/api/openAccounts', input);
  return data;
}

export function usePaymentMethods() {
  return useQuery({ queryKey: useOrgKey(...paymentMethodKeys.methods), queryFn: ({ signal }) => fetchPaymentMethods(signal) });
}

export function useOpenAccounts() {
  return useQuery({ queryKey: useOrgKey(...paymentMethodKeys.openAccounts), queryFn: ({ signal }) => fetchOpenAccounts(signal) });
}

export const useSavePaymentMethod = (
  options: { onSuccess?: (saved: SavedPaymentMethod) => void; onFieldError?: (field: string, message: string) => boolean } = {},
) => useApiMutation({ mutationFn: savePaymentMethod, invalidates: [paymentMethodKeys.methods], ...options });

export const useDeletePaymentMethod = (options: { onSuccess?: () => void } = {}) =>
  useApiMutation({ mutationFn: deletePaymentMethod, invalidates: [paymentMethodKeys.methods], onSuccess: options.onSuccess });

export const useGrantOpenAccount = (options: { onSuccess?: (granted: OpenAccount) => void; onFieldError?: (field: string, message: string) => boolean } = {}) =>
  useApiMutation({ mutationFn: grantOpenAccount, invalidates: [paymentMethodKeys.openAccounts], ...options });
