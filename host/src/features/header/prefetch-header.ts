import { prefetchOrganization, prefetchStoredImage } from '@haulstop/shared/api';
import type { QueryClient } from '@haulstop/shared/query';

/**
 * The header's data, started during the guard's 1 s wait: the current organisation
 * (GET /api/organization/{saasOrgId}, which the header applies to the session) and its logo. The
 * console is rendered hidden meanwhile and runs no effects, so without this both requests, and
 * the logo after them, only started once the page was shown. Failures are left to the
 * header's own queries, which report them.
 */
export async function prefetchHeaderData(client: QueryClient, saasOrgId: number | null): Promise<void> {
  if (saasOrgId === null) return;
  const organization = await prefetchOrganization(client, saasOrgId).catch(() => null);
  if (organization?.logoPath) await prefetchStoredImage(client, organization.logoPath).catch(() => undefined);
}
