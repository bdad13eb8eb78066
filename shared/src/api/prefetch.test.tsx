import { renderHook, waitFor } from '@testing-library/react';
import { apiClient } from '@haulstop/shared/auth';
import { sessionStore } from '@haulstop/shared/session';
import { createQueryClient, type QueryClient } from '@haulstop/shared/query';
import { fakeAdapter, providersWith } from '@haulstop/shared/testing';
import { prefetchInvoices, useInvoices } from './invoices';
import { prefetchReservations, useReservations } from './reservations';

const originalAdapter = apiClient.defaults.adapter;
afterEach(() => {
  apiClient.defaults.adapter = originalAdapter;
});

describe("a page's prefetch fills the entry its list reads (the data starts with the chunk)", () => {
  const lists: [string, string, (client: QueryClient) => Promise<void>, () => { totalElements: number }][] = [
    ['invoices', '/api/invoices', prefetchInvoices, () => useInvoices({ status: '' })],
    ['reservations', '/api/reservations', prefetchReservations, () => useReservations({ orgId: null })],
  ];
  it.each(lists)('%s: the first page prefetched is shown without a second request', async (_name, url, prefetch, useList) => {
    const fake = fakeAdapter(() => ({ data: { content: [{ id: 1 }], totalElements: 1, page: 0, size: 10 } }));
    apiClient.defaults.adapter = fake.adapter;
    sessionStore.setState({ token: 'T', saasOrgId: 2 });
    const client = createQueryClient();
    await prefetch(client);
    const { result } = renderHook(useList, { wrapper: providersWith(client) });
    await waitFor(() => expect(result.current.totalElements).toBe(1));
    expect(fake.calls.map((c) => [c.url, c.params])).toEqual([[url, { page: 0, size: 10 }]]);
  });
});
