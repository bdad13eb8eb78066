import { Type, type Static, type TSchema } from 'typebox';
import { PAGE_SIZE } from '@haulstop/shared/constants';
import type { Page } from '@haulstop/shared/contracts';

/** Paging of every list (DESIGN §3): `page` from 0, `size` default 10 (SPEC §9), at most 100. */
export const MAX_PAGE_SIZE = 100;

export const PageQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 0, maximum: 100000, default: 0, description: 'Page number, from 0' })),
  size: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE, default: PAGE_SIZE, description: 'Rows per page' })),
});
export type PageQuery = Static<typeof PageQuery>;

export const Paged = <T extends TSchema>(item: T) =>
  Type.Object({
    content: Type.Array(item),
    totalElements: Type.Integer(),
    page: Type.Integer(),
    size: Type.Integer(),
  });

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
