import { getReferrals, listInvitations, listMembers } from '@haulstop/shared/contracts/signup';
import { useEndpointPage, useEndpointQuery } from './endpoint';

// The sign-up and invitations reads, derived from their definitions (@haulstop/shared/contracts/signup).
// Writes need nothing here: a page calls useEndpointMutation(createInvitation) (or callEndpoint for the
// public sign-up and link calls), which makes stale what the definition names.

/** One page of GET /api/organization/{saasOrgId}/invitations, newest first. */
export const useInvitationsPage = (saasOrgId: number) => useEndpointPage(listInvitations, { params: { saasOrgId } });

/** One page of GET /api/organization/{saasOrgId}/members: who belongs to the organisation, with their role. */
export const useMembersPage = (saasOrgId: number) => useEndpointPage(listMembers, { params: { saasOrgId } });

/** GET /api/organization/{saasOrgId}/referrals: the organisation's referral code and who signed up with it (Referred → Joined). */
export const useReferrals = (saasOrgId: number) => useEndpointQuery(getReferrals, { params: { saasOrgId } });
