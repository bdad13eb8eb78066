import { PAGE_SIZE } from '@haulstop/shared/constants';
import type { Page } from '@haulstop/shared/contracts';

// One paging shape for the endpoint definitions and the routes still declared in the API.
export { MAX_PAGE_SIZE, Paged, PageQuery } from '@haulstop/shared/contracts/schema';

export type { Page };

export type PageWindow = { page: number; size: number; offset: number };

export function pageWindow(query: { page?: number; size?: number }): PageWindow {
  const page = query.page ?? 0;
  const size = query.size ?? PAGE_SIZE;
  return { page, size, offset: page * size };
}

/**
 * One page of a list answer (DESIGN §3): reads the window from the query, lets the repository
 * fetch that window's rows and the total, and shapes `{ content, totalElements, page, size }`.
 * @example return paged(query, (w) => repository.listInvoices(db, scope, { ...filter, ...w }));
 */
export async function paged<T>(
  query: { page?: number; size?: number },
  fetch: (window: PageWindow) => Promise<{ rows: T[]; total: number }>,
): Promise<Page<T>> {
  const window = pageWindow(query);
  const { rows, total } = await fetch(window);
  return { content: rows, totalElements: total, page: window.page, size: window.size };
}
