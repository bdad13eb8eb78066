/**
 * Cache keys of lots; invalidate `lotKeys.all` after any lot write (lists, map, detail, availability read them).
 * A module of its own: the public page's live counts update these lists without loading the lots'
 * fetchers, and with them the API client (issue 24: the driver's page loads no axios).
 */
export const lotKeys = {
  all: ['lots'] as const,
  map: () => ['lots', 'map'] as const,
  page: (search: string) => ['lots', 'page', { search }] as const,
  detail: (parkingLotId: number | null) => ['lots', 'detail', parkingLotId] as const,
};
