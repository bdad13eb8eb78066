import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import axios, { type AxiosInstance } from 'axios';
import { useTranslation } from 'react-i18next';
import { apiClient, errorMessageOf } from '@haulstop/shared/auth';
import { PAGE_SIZE } from '@haulstop/shared/constants';
import type { Page } from '@haulstop/shared/contracts';
import { useSession } from '@haulstop/shared/session';

export type { Page };

/** Query values; null, undefined and '' are left out of the request (e.g. a filter set to All). */
export type QueryParams = Readonly<Record<string, string | number | boolean | null | undefined>>;

export type PagedResourceOptions<T> = {
  size?: number;
  /**
   * Reads the answer when it is not a plain page, e.g. `(d) => d.organizationApiList`. May return
   * a page or a whole list (a list is paged here, in the browser).
   */
  select?: (data: unknown) => Page<T> | T[] | null | undefined;
  /** the HTTP client; tests pass one with a fake adapter */
  client?: AxiosInstance;
};

export type PagedResource<T> = Page<T> & {
  setPage: (page: number) => void;
  loading: boolean;
  /** the server's errorMessage, else the error's message; null when the last load succeeded */
  error: string | null;
  reload: () => void;
};

function cleanParams(params: QueryParams): Record<string, string | number | boolean> {
  const out: Record<string, string | number | boolean> = {};
  for (const key of Object.keys(params).sort()) {
    const value = params[key];
    if (value !== null && value !== undefined && value !== '') out[key] = value;
  }
  return out;
}

function isPage<T>(value: unknown): value is Page<T> {
  return !!value && typeof value === 'object' && Array.isArray((value as Page<T>).content);
}

/** A page from any answer shape: a page, a whole list (paged here), or nothing. */
export function toPage<T>(value: Page<T> | T[] | null | undefined, page: number, size: number): Page<T> {
  if (Array.isArray(value)) return { content: value.slice(page * size, (page + 1) * size), totalElements: value.length, page, size };
  if (isPage<T>(value)) {
    return { content: value.content, totalElements: Number(value.totalElements ?? value.content.length), page: value.page ?? page, size: value.size ?? size };
  }
  return { content: [], totalElements: 0, page, size };
}

/**
 * One paged list from the API with `page` (from 0) and `size` (10). Goes back to the first page
 * and refetches when the params or the current organisation (saasOrgId) change; a newer request
 * cancels the one in flight, so a slow old answer never replaces a newer one.
 * @example
 * const invoices = usePagedResource<Invoice>('/api/invoices', { status });
 * <PagedTable rows={invoices.content} page={invoices.page} onPageChange={invoices.setPage} … />
 */
export function usePagedResource<T>(url: string | null, params: QueryParams = {}, options: PagedResourceOptions<T> = {}): PagedResource<T> {
  const { size = PAGE_SIZE, client = apiClient } = options;
  const { t } = useTranslation();
  const saasOrgId = useSession((s) => s.saasOrgId);
  const paramsKey = JSON.stringify(cleanParams(params));
  const [page, setPageState] = useState(0);
  const [data, setData] = useState<Page<T>>({ content: [], totalElements: 0, page: 0, size });
  const [loading, setLoading] = useState(url !== null);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  // The latest select without refetching when a caller passes a new arrow function each render.
  const selectRef = useRef(options.select);
  selectRef.current = options.select;

  // New filters or another organisation: start again from the first page.
  const scopeKey = `${url}|${paramsKey}|${saasOrgId}`;
  const [scope, setScope] = useState(scopeKey);
  if (scope !== scopeKey) {
    setScope(scopeKey);
    setPageState(0);
  }
  const effectivePage = scope === scopeKey ? page : 0;

  useEffect(() => {
    if (url === null) {
      setLoading(false);
      return;
    }
    const controller = new AbortController();
    setLoading(true);
    setError(null);
    client
      .get(url, { params: { ...JSON.parse(paramsKey), page: effectivePage, size }, signal: controller.signal })
      .then((response) => {
        const selected = selectRef.current ? selectRef.current(response.data) : (response.data as Page<T> | T[]);
        setData(toPage<T>(selected, effectivePage, size));
        setLoading(false);
      })
      .catch((e: unknown) => {
        if (axios.isCancel(e) || controller.signal.aborted) return;
        setError(errorMessageOf(e, t('common.errorRetrievingData')));
        setData({ content: [], totalElements: 0, page: effectivePage, size });
        setLoading(false);
      });
    return () => controller.abort();
    // saasOrgId is a dependency on purpose: the client sends it as X-Org-Id, so the answer changes with it.
  }, [client, url, paramsKey, effectivePage, size, saasOrgId, attempt, t]);

  const setPage = useCallback((next: number) => setPageState(Math.max(0, next)), []);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);

  return useMemo(
    () => ({ ...data, page: effectivePage, size, setPage, loading, error, reload }),
    [data, effectivePage, size, setPage, loading, error, reload],
  );
}
