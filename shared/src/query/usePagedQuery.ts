import { useCallback, useMemo, useState } from 'react';
import { keepPreviousData, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '@haulstop/shared/feedback';
import { PAGE_SIZE } from '@haulstop/shared/constants';
import type { Page } from '@haulstop/shared/contracts';
import { currentOrgKey, useOrgKey, type OrgKey } from './keys';

/** Query values; null, undefined and '' are left out of the request (e.g. a filter set to All). */
export type QueryParams = Readonly<Record<string, string | number | boolean | null | undefined>>;

export type PageRequest = { page: number; size: number; signal?: AbortSignal };

export type PagedQuery<T> = Page<T> & {
  setPage: (page: number) => void;
  /** true while the first answer of this filter is awaited (a page change keeps showing the last rows) */
  loading: boolean;
  /** the server's errorMessage, else 'Error retrieving data'; null when the last load succeeded */
  error: string | null;
  reload: () => void;
  /** When the rows on screen were read (ms since the epoch); null before the first answer. */
  updatedAt: number | null;
};

/**
 * What a PagedTable shows of a paged query: its rows and page, the page change, the loading state,
 * the error and Retry. One mapping for every list, instead of eight props written out per page.
 * @example <PagedTable label={title} columns={columns} rowKey={(r) => r.id} {...pagedTableState(query)} />
 */
export function pagedTableState<T>(query: PagedQuery<T>) {
  return {
    rows: query.content,
    totalElements: query.totalElements,
    page: query.page,
    size: query.size,
    onPageChange: query.setPage,
    loading: query.loading,
    error: query.error,
    onRetry: query.reload,
  };
}

/** Drops empty values and sorts keys, so equal filters make one cache key and one request. */
export function cleanParams(params: QueryParams): Record<string, string | number | boolean> {
  const out: Record<string, string | number | boolean> = {};
  for (const key of Object.keys(params).sort()) {
    const value = params[key];
    if (value !== null && value !== undefined && value !== '') out[key] = value;
  }
  return out;
}

/** The query of one page of a list: the hook and a page's prefetch both build it here, so their keys cannot drift apart. */
export function pagedQueryOptions<T>(scopeKey: OrgKey, fetchPage: (request: PageRequest) => Promise<Page<T>>, page: number, size: number) {
  return queryOptions({ queryKey: [...scopeKey, { page, size }], queryFn: ({ signal }) => fetchPage({ page, size, signal }) });
}

/** Starts the first page of a list in the current organisation (a page module's `prefetch`), into the entry usePagedQuery reads. */
export const prefetchFirstPage = <T>(client: QueryClient, key: readonly unknown[], fetchPage: (request: PageRequest) => Promise<Page<T>>, size = PAGE_SIZE) =>
  client.prefetchQuery(pagedQueryOptions(currentOrgKey(...key), fetchPage, 0, size));

/**
 * One paged list (10 a page) through the shared query cache. The page goes back to the
 * first when the filter or the organisation changes; while the next page loads the last one stays
 * (no flicker); answers are cached per organisation, filter and page.
 * @example
 * const invoices = usePagedQuery(['invoices', { status }], (r) => fetchInvoices({ status }, r));
 * <PagedTable label={…} columns={columns} rowKey={(r) => r.invoiceId} {...pagedTableState(invoices)} />
 */
export function usePagedQuery<T>(
  key: readonly unknown[],
  fetchPage: (request: PageRequest) => Promise<Page<T>>,
  options: { size?: number; enabled?: boolean; refreshMs?: number } = {},
): PagedQuery<T> {
  const { size = PAGE_SIZE, enabled = true, refreshMs } = options;
  const { t } = useTranslation();
  const scopeKey = useOrgKey(...key);
  const scope = JSON.stringify(scopeKey);
  const [state, setState] = useState({ scope, page: 0 });
  // New filter or another organisation: start again from the first page (during render, no extra pass).
  const page = state.scope === scope ? state.page : 0;
  if (state.scope !== scope) setState({ scope, page: 0 });

  const query = useQuery({
    ...pagedQueryOptions(scopeKey, fetchPage, page, size),
    placeholderData: (previous, previousQuery) => (previousQuery && JSON.stringify(previousQuery.queryKey.slice(0, -1)) === scope ? previous : undefined),
    enabled,
    refetchInterval: refreshMs,
  });

  const setPage = useCallback((next: number) => setState({ scope, page: Math.max(0, next) }), [scope]);
  const { refetch } = query;
  const reload = useCallback(() => void refetch(), [refetch]);
  const data = query.data;
  const updatedAt = query.dataUpdatedAt > 0 ? query.dataUpdatedAt : null;
  const error = query.isError ? errorMessageOf(query.error, t('common.errorRetrievingData')) : null;

  return useMemo(
    () => ({
      content: data?.content ?? [],
      totalElements: data?.totalElements ?? 0,
      page,
      size,
      setPage,
      loading: enabled && query.isPending,
      error,
      reload,
      updatedAt,
    }),
    [data, page, size, setPage, enabled, query.isPending, error, reload, updatedAt],
  );
}

/** A page from any answer shape: a page, a whole list (paged here), or nothing. */
export function toPage<T>(value: Page<T> | T[] | null | undefined, page: number, size: number): Page<T> {
  if (Array.isArray(value)) return { content: value.slice(page * size, (page + 1) * size), totalElements: value.length, page, size };
  if (value && Array.isArray(value.content)) {
    return { content: value.content, totalElements: Number(value.totalElements ?? value.content.length), page: value.page ?? page, size: value.size ?? size };
  }
  return { content: [], totalElements: 0, page, size };
}

// keepPreviousData is re-exported for screens that page outside usePagedQuery.
export { keepPreviousData };
