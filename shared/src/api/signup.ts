import { actingIn, apiClient } from '@haulstop/shared/auth';
import { useQuery } from '@tanstack/react-query';
import type { ApprovalAnswer, ApprovalDecision, Invitation, Member, Page, ReferralsAnswer } from '@haulstop/shared/contracts';
import { useApiMutation, useOrgKey, usePagedQuery } from '@haulstop/shared/query';
import { organizationKeys } from './organizations';

/** Cache keys of invitations; invalidate `invitationKeys.all` after inviting or revoking. */
export const invitationKeys = {
  all: ['invitations'] as const,
  list: (saasOrgId: number) => ['invitations', saasOrgId] as const,
  members: (saasOrgId: number) => ['invitations', saasOrgId, 'members'] as const,
};

/** PUT /api/organization/{saasOrgId}/approval (platform): APPROVED or REJECTED. */
export async function decideApproval(input: { saasOrgId: number } & ApprovalDecision): Promise<ApprovalAnswer> {
  const { data } = await apiClient.put<ApprovalAnswer>(`/api/organization/${input.saasOrgId}/approval`, { decision: input.decision });
  return data;
}

/** Approve or reject an organisation; the organisation lists refresh. */
export const useDecideApproval = (options: { successMessage?: string; errorFallback?: string } = {}) =>
  useApiMutation({ mutationFn: decideApproval, invalidates: [organizationKeys.all], ...options });

/** GET /api/organization/{saasOrgId}/invitations, newest first. */
export async function fetchInvitationsPage(saasOrgId: number, request: { page: number; size: number; signal?: AbortSignal }): Promise<Page<Invitation>> {
  const { data } = await apiClient.get<Page<Invitation>>(`/api/organization/${saasOrgId}/invitations`, {
    params: { page: request.page, size: request.size },
    signal: request.signal,
    ...actingIn(saasOrgId),
  });
  return data;
}

export const useInvitationsPage = (saasOrgId: number) => usePagedQuery(invitationKeys.list(saasOrgId), (request) => fetchInvitationsPage(saasOrgId, request));

/** One page of GET /api/organization/{saasOrgId}/members: who belongs to the organisation, with their role. */
export async function fetchMembersPage(saasOrgId: number, request: { page: number; size: number; signal?: AbortSignal }): Promise<Page<Member>> {
  const { data } = await apiClient.get<Page<Member>>(`/api/organization/${saasOrgId}/members`, {
    params: { page: request.page, size: request.size },
    signal: request.signal,
  });
  return data;
}

export const useMembersPage = (saasOrgId: number) => usePagedQuery(invitationKeys.members(saasOrgId), (request) => fetchMembersPage(saasOrgId, request));

/** POST /api/organization/{saasOrgId}/invitations { loginId, role } → Invited, and the link is mailed. */
export async function createInvitation(input: { saasOrgId: number; loginId: string; role: string }): Promise<Invitation> {
  const { data } = await apiClient.post<Invitation>(
    `/api/organization/${input.saasOrgId}/invitations`,
    { loginId: input.loginId, role: input.role },
    actingIn(input.saasOrgId),
  );
  return data;
}

/** DELETE /api/organization/{saasOrgId}/invitations/{invitationId}. */
export async function revokeInvitation(input: { saasOrgId: number; invitationId: number }): Promise<void> {
  await apiClient.delete(`/api/organization/${input.saasOrgId}/invitations/${input.invitationId}`, actingIn(input.saasOrgId));
}

/** GET /api/organization/{saasOrgId}/referrals: the organisation's referral code and who signed up with it (Referred → Joined). */
export function useReferrals(saasOrgId: number) {
  return useQuery({
    queryKey: useOrgKey('referrals', saasOrgId),
    queryFn: async ({ signal }) => (await apiClient.get<ReferralsAnswer>(`/api/organization/${saasOrgId}/referrals`, { signal, ...actingIn(saasOrgId) })).data,
  });
}
