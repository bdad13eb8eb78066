import { renderHook, waitFor } from '@testing-library/react';
import { apiClient } from '@haulstop/shared/auth';
import { useDashboard, useDashboardCounts } from '@haulstop/shared/api';
import { createQueryClient } from '@haulstop/shared/query';
import { sessionStore } from '@haulstop/shared/session';
import { fakeAdapter, providersWith, type FakeCall } from '@haulstop/shared/testing';
import { prefetch } from './CompanyDashboard';

const COUNTS = { parkingLots: 3, activeReservations: 2, pendingPayments: 0, drivers: 4, failedPayments: 0, trucksOnLotNow: 5, slotsBookedNow: 6 };
const DASHBOARD = { days: 7, bookings: 12 };

let calls: FakeCall[] = [];
const originalAdapter = apiClient.defaults.adapter;

beforeEach(() => {
  sessionStore.setState({ saasOrgId: 2 });
  const fake = fakeAdapter((call) => ({ data: call.url === '/api/dashboard/counts' ? COUNTS : DASHBOARD }));
  calls = fake.calls;
  apiClient.defaults.adapter = fake.adapter;
});
afterEach(() => {
  apiClient.defaults.adapter = originalAdapter;
  window.history.replaceState(null, '', '/');
});

describe("/dashboard's first data, started with its chunk", () => {
  it('asks the figures of the period the address names and the on-lot counts, into the cache the page reads', async () => {
    window.history.replaceState(null, '', '/dashboard?days=7');
    const client = createQueryClient();
    await prefetch(client);
    expect(calls.map((c) => [c.url, c.params]).sort()).toEqual([
      ['/api/dashboard/counts', {}],
      ['/api/reports/dashboard', { days: 7 }],
    ]);

    // The page's own hooks find both without asking again.
    const asked = calls.length;
    const page = renderHook(() => ({ dashboard: useDashboard(7), counts: useDashboardCounts() }), { wrapper: providersWith(client) });
    expect(page.result.current.dashboard.data).toEqual(DASHBOARD);
    expect(page.result.current.counts.data).toEqual(COUNTS);
    await waitFor(() => expect(page.result.current.dashboard.isFetching).toBe(false));
    expect(calls.length).toBe(asked);
  });

  it('asks the default 30 days when the address names no period', async () => {
    window.history.replaceState(null, '', '/dashboard');
    await prefetch(createQueryClient());
    expect(calls.find((c) => c.url === '/api/reports/dashboard')?.params).toEqual({ days: 30 });
  });
});
