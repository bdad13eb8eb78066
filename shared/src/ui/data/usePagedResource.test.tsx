import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { apiClient } from '@haulstop/shared/auth';
import { sessionStore } from '@haulstop/shared/session';
import { makeTestI18n } from './test-utils';
import { toPage, usePagedResource } from './usePagedResource';

type Call = { url?: string; params: Record<string, unknown>; headers: Record<string, unknown>; signal?: AbortSignal };

/** A fake transport: records each request and answers with `answer(call)` after an optional delay. */
function fakeAdapter(answer: (call: Call) => { status?: number; data: unknown; delay?: number }) {
  const calls: Call[] = [];
  const adapter: AxiosAdapter = (config: InternalAxiosRequestConfig) => {
    const call: Call = { url: config.url, params: { ...(config.params as object) }, headers: { ...config.headers }, signal: config.signal as AbortSignal };
    calls.push(call);
    const { status = 200, data, delay = 0 } = answer(call);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        const response = { data, status, statusText: String(status), headers: {}, config };
        if (status >= 400) reject(Object.assign(new Error(`Request failed with status code ${status}`), { isAxiosError: true, response, config }));
        else resolve(response);
      }, delay);
      call.signal?.addEventListener('abort', () => {
        clearTimeout(timer);
        reject(Object.assign(new Error('canceled'), { name: 'CanceledError', __CANCEL__: true }));
      });
    });
  };
  return { adapter, calls };
}

const page = (p: number, total: number, size = 10) => ({
  content: Array.from({ length: Math.max(0, Math.min(size, total - p * size)) }, (_, i) => ({ id: p * size + i + 1 })),
  totalElements: total,
  page: p,
  size,
});

const i18n = makeTestI18n('en');
const wrapper = ({ children }: { children: ReactNode }) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
const originalAdapter = apiClient.defaults.adapter;

beforeEach(() => sessionStore.setState({ token: 'T', saasOrgId: 3 }));
afterEach(() => {
  apiClient.defaults.adapter = originalAdapter;
});

describe('usePagedResource — lists are paged: page from 0, size 10 (DESIGN.md §3, SPEC §9)', () => {
  it('fetches page 0 with size 10 and exposes content and totalElements', async () => {
    const fake = fakeAdapter((c) => ({ data: page(Number(c.params.page), 23) }));
    apiClient.defaults.adapter = fake.adapter;
    const { result } = renderHook(() => usePagedResource<{ id: number }>('/api/invoices'), { wrapper });
    expect(result.current.loading).toBe(true);
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(fake.calls[0]).toMatchObject({ url: '/api/invoices', params: { page: 0, size: 10 } });
    expect(result.current.content).toHaveLength(10);
    expect(result.current.totalElements).toBe(23);
    expect(result.current.error).toBeNull();
  });

  it('setPage fetches that page', async () => {
    const fake = fakeAdapter((c) => ({ data: page(Number(c.params.page), 23) }));
    apiClient.defaults.adapter = fake.adapter;
    const { result } = renderHook(() => usePagedResource<{ id: number }>('/api/invoices'), { wrapper });
    await waitFor(() => expect(result.current.loading).toBe(false));
    act(() => result.current.setPage(2));
    await waitFor(() => expect(result.current.content).toHaveLength(3));
    expect(result.current.page).toBe(2);
    expect(fake.calls.at(-1)?.params).toMatchObject({ page: 2, size: 10 });
  });

  it('changing params goes back to page 0 and leaves out empty values (All)', async () => {
    const fake = fakeAdapter((c) => ({ data: page(Number(c.params.page), 30) }));
    apiClient.defaults.adapter = fake.adapter;
    const { result, rerender } = renderHook(({ status }) => usePagedResource<{ id: number }>('/api/invoices', { status }), {
      wrapper,
      initialProps: { status: '' as string },
    });
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(fake.calls[0].params).toEqual({ page: 0, size: 10 });
    act(() => result.current.setPage(1));
    await waitFor(() => expect(fake.calls.at(-1)?.params.page).toBe(1));
    rerender({ status: 'Unpaid' });
    await waitFor(() => expect(fake.calls.at(-1)?.params).toEqual({ status: 'Unpaid', page: 0, size: 10 }));
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.page).toBe(0);
  });

  it("refetches when the session's saasOrgId changes (organisation switching), from page 0, with the new X-Org-Id", async () => {
    const fake = fakeAdapter((c) => ({ data: page(Number(c.params.page), 30) }));
    apiClient.defaults.adapter = fake.adapter;
    const { result } = renderHook(() => usePagedResource<{ id: number }>('/api/reservations'), { wrapper });
    await waitFor(() => expect(result.current.loading).toBe(false));
    act(() => result.current.setPage(2));
    await waitFor(() => expect(fake.calls.at(-1)?.params.page).toBe(2));
    await waitFor(() => expect(result.current.loading).toBe(false));
    act(() => sessionStore.setState({ saasOrgId: 4 }));
    await waitFor(() => expect(fake.calls.at(-1)?.headers['X-Org-Id']).toBe('4'));
    expect(fake.calls.at(-1)?.params.page).toBe(0);
    await waitFor(() => expect(result.current.page).toBe(0));
  });

  it('a newer request cancels the stale one: a slow old answer never replaces the newer one', async () => {
    const fake = fakeAdapter((c) =>
      c.params.status === 'Unpaid' ? { data: { content: [{ id: 'slow' }], totalElements: 1, page: 0, size: 10 }, delay: 80 } : { data: { content: [{ id: 'fast' }], totalElements: 1, page: 0, size: 10 }, delay: 5 },
    );
    apiClient.defaults.adapter = fake.adapter;
    const { result, rerender } = renderHook(({ status }) => usePagedResource<{ id: string }>('/api/invoices', { status }), {
      wrapper,
      initialProps: { status: 'Unpaid' },
    });
    await waitFor(() => expect(fake.calls).toHaveLength(1));
    rerender({ status: 'Paid' });
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(fake.calls[0].signal?.aborted).toBe(true);
    await new Promise((r) => setTimeout(r, 120));
    expect(result.current.content).toEqual([{ id: 'fast' }]);
  });

  it("an error exposes the server's errorMessage; reload tries again", async () => {
    let fail = true;
    const fake = fakeAdapter(() => (fail ? { status: 403, data: { statusCode: 403, errorCode: 'FORBIDDEN', errorMessage: 'Only the platform organisation can do this' } } : { data: page(0, 1) }));
    apiClient.defaults.adapter = fake.adapter;
    const { result } = renderHook(() => usePagedResource<{ id: number }>('/api/organization/getAllOrganization'), { wrapper });
    await waitFor(() => expect(result.current.error).toBe('Only the platform organisation can do this'));
    expect(result.current.content).toEqual([]);
    fail = false;
    act(() => result.current.reload());
    await waitFor(() => expect(result.current.error).toBeNull());
    await waitFor(() => expect(result.current.content).toHaveLength(1));
  });

  it('select reads another answer shape (organizationApiList)', async () => {
    const fake = fakeAdapter(() => ({ data: { organizationApiList: page(0, 12) } }));
    apiClient.defaults.adapter = fake.adapter;
    const { result } = renderHook(
      () => usePagedResource<{ id: number }>('/api/organization/getAllOrganization', {}, { select: (d) => (d as { organizationApiList: ReturnType<typeof page> }).organizationApiList }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.totalElements).toBe(12));
    expect(result.current.content).toHaveLength(10);
  });

  it('url null fetches nothing', () => {
    const fake = fakeAdapter(() => ({ data: page(0, 1) }));
    apiClient.defaults.adapter = fake.adapter;
    const { result } = renderHook(() => usePagedResource(null), { wrapper });
    expect(result.current.loading).toBe(false);
    expect(fake.calls).toHaveLength(0);
  });
});

describe('toPage — a plain list is paged in the browser (SPEC §7: "either a list or organizationApiList.content")', () => {
  it('slices a whole list into pages of 10', () => {
    const list = Array.from({ length: 23 }, (_, i) => i);
    expect(toPage(list, 2, 10)).toEqual({ content: [20, 21, 22], totalElements: 23, page: 2, size: 10 });
  });
  it('nothing is an empty page', () => expect(toPage(null, 0, 10)).toEqual({ content: [], totalElements: 0, page: 0, size: 10 }));
});
