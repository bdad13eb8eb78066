/** Every list answer is paged (DESIGN §3): `page` from 0, `size` rows per page. */
export type Page<T> = { content: T[]; totalElements: number; page: number; size: number };
