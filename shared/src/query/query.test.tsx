import { act, renderHook, waitFor } from '@testing-library/react';
import { toast } from 'react-toastify';
import type { ReactNode } from 'react';
import { apiClient } from '@haulstop/shared/auth';
import { sessionStore } from '@haulstop/shared/session';
import { TestProviders, fakeAdapter } from '@haulstop/shared/testing';
import { callEndpoint, invoiceKeys, useInvoices } from '@haulstop/shared/api';
import { listInvoices } from '@haulstop/shared/contracts/invoices';
import { keyMatches, queryClient, shouldRetry, useApiMutation, usePagedQuery, type PageRequest } from '@haulstop/shared/query';

const wrapper = ({ children }: { children: ReactNode }) => <TestProviders>{children}</TestProviders>;
const originalAdapter = apiClient.defaults.adapter;
afterEach(() => {
  apiClient.defaults.adapter = originalAdapter;
  jest.restoreAllMocks();
});
beforeEach(() => sessionStore.setState({ token: 'T', saasOrgId: 2 }));
const fetchPage = (r: PageRequest) => callEndpoint(listInvoices, { query: { page: r.page, size: r.size }, signal: r.signal });

/** An API that answers every list with 25 rows, paged, and records the calls. */
function pagedApi() {
  return fakeAdapter((call) => {
    const { page = 0, size = 10 } = call.params as { page?: number; size?: number };
    const all = Array.from({ length: 25 }, (_, i) => ({ invoiceId: i + 1 }));
    return { data: { content: all.slice(page * size, (page + 1) * size), totalElements: 25, page, size } };
  });
}

describe('usePagedQuery: the one paged list (10 a page)', () => {
  it('asks page 0 with size 10, and the next page when setPage is called', async () => {
    const fake = pagedApi();
    apiClient.defaults.adapter = fake.adapter;
    const { result } = renderHook(() => useInvoices({ status: 'Unpaid' }), { wrapper });
    await waitFor(() => expect(result.current.content).toHaveLength(10));
    expect(fake.calls[0]).toMatchObject({ url: '/api/invoices', params: { status: 'Unpaid', page: 0, size: 10 } });
    act(() => result.current.setPage(2));
    await waitFor(() => expect(result.current.content).toHaveLength(5));
    expect(result.current.page).toBe(2);
  });

  it('a page change says the new page at once and keeps the last rows on screen, not loading, until the next page arrives', async () => {
    const fake = pagedApi();
    let release = () => {};
    const nextPage = new Promise<void>((resolve) => (release = resolve));
    apiClient.defaults.adapter = async (config) => {
      if ((config.params as { page?: number }).page === 1) await nextPage;
      return fake.adapter(config);
    };
    const { result } = renderHook(() => useInvoices({ status: 'KeptWhilePaging' }), { wrapper });
    await waitFor(() => expect(result.current.content).toHaveLength(10));
    const first = result.current.content;
    act(() => result.current.setPage(1));
    // The same array: a table given these rows has nothing to draw again while the next page loads.
    expect(result.current).toMatchObject({ page: 1, content: first, loading: false, totalElements: 25 });
    act(() => release());
    await waitFor(() => expect(result.current.content[0]).toEqual({ invoiceId: 11 }));
    expect(result.current.page).toBe(1);
  });

  it('says when its rows were read (updatedAt), and with refreshMs reads them again on that period', async () => {
    const fake = pagedApi();
    apiClient.defaults.adapter = fake.adapter;
    const before = Date.now();
    const { result } = renderHook(() => usePagedQuery(['refreshing'], fetchPage, { refreshMs: 50 }), { wrapper });
    expect(result.current.updatedAt).toBeNull();
    await waitFor(() => expect(result.current.content).toHaveLength(10));
    const first = result.current.updatedAt;
    expect(first).toBeGreaterThanOrEqual(before);
    // Read again without anyone asking: a newer updatedAt and a second call.
    await waitFor(() => expect(result.current.updatedAt).toBeGreaterThan(first!));
    expect(fake.calls.length).toBeGreaterThanOrEqual(2);
  });

  it('a new filter starts again from the first page', async () => {
    apiClient.defaults.adapter = pagedApi().adapter;
    const { result, rerender } = renderHook(({ status }) => useInvoices({ status }), { wrapper, initialProps: { status: '' } });
    await waitFor(() => expect(result.current.totalElements).toBe(25));
    act(() => result.current.setPage(1));
    await waitFor(() => expect(result.current.page).toBe(1));
    rerender({ status: 'Unpaid' });
    expect(result.current.page).toBe(0);
  });

  it("another organisation reads its own cache entry and starts from the first page: the previous organisation's rows never show", async () => {
    const fake = fakeAdapter(() => ({ data: { content: [{ invoiceId: sessionStore.getState().saasOrgId }], totalElements: 1, page: 0, size: 10 } }));
    apiClient.defaults.adapter = fake.adapter;
    const { result } = renderHook(() => useInvoices({}), { wrapper });
    await waitFor(() => expect(result.current.content).toEqual([{ invoiceId: 2 }]));
    act(() => sessionStore.setState({ saasOrgId: 3 }));
    expect(result.current.content).toEqual([]);
    await waitFor(() => expect(result.current.content).toEqual([{ invoiceId: 3 }]));
  });

  it("a failure gives the server's errorMessage, else 'Error retrieving data'; reload asks again", async () => {
    let fail = true;
    apiClient.defaults.adapter = fakeAdapter(() =>
      fail ? { status: 400, data: { errorMessage: 'status is not valid' } } : { data: { content: [], totalElements: 0, page: 0, size: 10 } },
    ).adapter;
    const { result } = renderHook(() => usePagedQuery(['things'], fetchPage), { wrapper });
    await waitFor(() => expect(result.current.error).toBe('status is not valid'));
    fail = false;
    act(() => result.current.reload());
    await waitFor(() => expect(result.current.error).toBeNull());
    apiClient.defaults.adapter = fakeAdapter(() => ({ status: 500, data: {} })).adapter;
    const other = renderHook(() => usePagedQuery(['other'], fetchPage), { wrapper });
    await waitFor(() => expect(other.result.current.error).toBe('Error retrieving data'));
  });
});

describe('useApiMutation: the one way to write', () => {
  it('success: the success toast, and the queries it names are fetched again', async () => {
    let served = 1;
    apiClient.defaults.adapter = fakeAdapter((call) =>
      call.method === 'post' ? { data: {} } : { data: { content: [{ invoiceId: served }], totalElements: 1, page: 0, size: 10 } },
    ).adapter;
    const success = jest.spyOn(toast, 'success');
    const { result } = renderHook(
      () => ({
        list: useInvoices({}),
        save: useApiMutation({
          mutationFn: (body: object) => apiClient.post('/api/x', body),
          successMessage: 'Updated Successfully',
          invalidates: [invoiceKeys.all],
        }),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.list.content).toEqual([{ invoiceId: 1 }]));
    served = 2;
    await act(async () => result.current.save.mutateAsync({}));
    expect(success).toHaveBeenCalledWith('Updated Successfully', undefined);
    // invalidation is by prefix: the org-scoped list key ends in the invoices key
    await waitFor(() => expect(result.current.list.content).toEqual([{ invoiceId: 2 }]));
  });

  it("failure: the server's errorMessage as a toast, else the fallback; a named field goes to the field instead", async () => {
    const error = jest.spyOn(toast, 'error');
    apiClient.defaults.adapter = fakeAdapter(() => ({ status: 400, data: { errorMessage: 'DOT already registered' } })).adapter;
    const first = renderHook(() => useApiMutation({ mutationFn: () => apiClient.post('/api/x', {}), errorFallback: 'Error resetting the password' }), {
      wrapper,
    });
    await act(async () => first.result.current.mutate(undefined));
    await waitFor(() => expect(error).toHaveBeenCalledWith('DOT already registered', undefined));
    apiClient.defaults.adapter = fakeAdapter(() => ({ status: 500, data: {} })).adapter;
    const second = renderHook(() => useApiMutation({ mutationFn: () => apiClient.post('/api/x', {}), errorFallback: 'Error resetting the password' }), {
      wrapper,
    });
    await act(async () => second.result.current.mutate(undefined));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Error resetting the password', undefined));
    // the API names the field in errorField; the form says whether it showed the message there
    apiClient.defaults.adapter = fakeAdapter(() => ({ status: 400, data: { errorMessage: 'DOT must be 8 to 12 digits', errorField: 'dotNumber' } })).adapter;
    const onFieldError = jest.fn(() => true);
    error.mockClear();
    const third = renderHook(() => useApiMutation({ mutationFn: () => apiClient.post('/api/x', {}), onFieldError }), { wrapper });
    await act(async () => third.result.current.mutate(undefined));
    await waitFor(() => expect(onFieldError).toHaveBeenCalledWith('dotNumber', 'DOT must be 8 to 12 digits'));
    expect(error).not.toHaveBeenCalled();
    const notShown = jest.fn(() => false);
    const fourth = renderHook(() => useApiMutation({ mutationFn: () => apiClient.post('/api/x', {}), onFieldError: notShown }), { wrapper });
    await act(async () => fourth.result.current.mutate(undefined));
    await waitFor(() => expect(error).toHaveBeenCalledWith('DOT must be 8 to 12 digits', undefined));
    expect(notShown).toHaveBeenCalledWith('dotNumber', 'DOT must be 8 to 12 digits');
  });
});

describe('the shared cache', () => {
  it('retries once only when no answer came back; a 4xx is an answer and is not retried', () => {
    expect(shouldRetry(0, new Error('Network Error'))).toBe(true);
    expect(shouldRetry(1, new Error('Network Error'))).toBe(false);
    expect(shouldRetry(0, Object.assign(new Error('x'), { isAxiosError: true, response: { status: 404, data: {} } }))).toBe(false);
  });

  it("signing out forgets every cached answer: the next user never sees the previous one's data", async () => {
    queryClient.setQueryData(['org', 2, 'invoices'], { secret: true });
    sessionStore.setState({ token: null });
    expect(queryClient.getQueryData(['org', 2, 'invoices'])).toBeUndefined();
  });

  it('invalidating a domain key reaches its queries in every organisation, and nothing else', () => {
    expect(keyMatches(['org', 2, 'invoices', 'list', {}], ['invoices'])).toBe(true);
    expect(keyMatches(['org', 3, 'invoices'], ['invoices'])).toBe(true);
    expect(keyMatches(['organizations', 'detail', 2], ['organizations'])).toBe(true);
    expect(keyMatches(['org', 2, 'lots', 'map'], ['invoices'])).toBe(false);
    expect(keyMatches(['org', 2, 'invoices'], ['invoices', 'list'])).toBe(false);
  });
});
