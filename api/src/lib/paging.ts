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

export function pageWindow(query: { page?: number; size?: number }): { page: number; size: number; offset: number } {
  const page = query.page ?? 0;
  const size = query.size ?? PAGE_SIZE;
  return { page, size, offset: page * size };
}
