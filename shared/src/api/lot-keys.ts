import { LOTS_CACHE } from '@haulstop/shared/contracts/cache-keys';

/**
 * Cache keys of lots; every lot write's definition invalidates `lotKeys.all` (lists, map, detail).
 * A module of its own: the public page's live counts update these lists without loading the lots'
 * definitions and hooks, and with them the API client (the driver's page loads no axios).
 */
export const lotKeys = { all: LOTS_CACHE };
