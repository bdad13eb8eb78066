import type { QueryClient } from '@tanstack/react-query';
import { DASHBOARD_COUNTS_CACHE } from '@haulstop/shared/contracts/cache-keys';
import { getDashboardCounts, type DashboardCounts } from '@haulstop/shared/contracts/dashboard';
import { prefetchEndpoint, useEndpointQuery } from './endpoint';

// The reserve state's counts, derived from their definition (@haulstop/shared/contracts/dashboard).

export type { DashboardCounts };

/** The counts' cache prefix: a booking write makes it stale. */
export const dashboardKeys = { counts: () => DASHBOARD_COUNTS_CACHE };

/** The current organisation's counts. */
export const useDashboardCounts = () => useEndpointQuery(getDashboardCounts, {});

export const prefetchDashboardCounts = (client: QueryClient) => prefetchEndpoint(client, getDashboardCounts, {});
