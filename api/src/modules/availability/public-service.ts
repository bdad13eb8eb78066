import { PUBLIC_LOTS_PAGE_SIZE } from '@haulstop/shared/constants';
import type { Page, PublicLot, PublicLotsQuery } from '@haulstop/shared/contracts';
import type { Queryable } from '../../db/db';
import { badRequest, text } from '../../lib/errors';
import { paged } from '../../lib/paging';
import * as repository from './public-lots';

export { findPublicPhoto } from './public-lots';

/**
 * GET /api/public/lots: every bookable lot when nothing is asked (what partners read), otherwise
 * one page of what a driver asks for: near a point, by words of a place, or both.
 */
export async function findPublicLots(db: Queryable, publicUrl: string, query: PublicLotsQuery): Promise<{ content: PublicLot[] } | Page<PublicLot>> {
  const { latitude, longitude, radiusKm, search, page, size } = query;
  if ([latitude, longitude, radiusKm, search, page, size].every((value) => value === undefined))
    return { content: await repository.listPublicLots(db, publicUrl) };
  if ((latitude === undefined) !== (longitude === undefined))
    throw badRequest(text('apiErrors.availability.latitudeAndLongitude'), undefined, { field: latitude === undefined ? 'latitude' : 'longitude' });
  if (radiusKm !== undefined && latitude === undefined) throw badRequest(text('apiErrors.availability.radiusNeedsPosition'), undefined, { field: 'radiusKm' });
  const near = latitude !== undefined && longitude !== undefined ? { latitude, longitude, radiusKm } : undefined;
  const words = repository.foldWords(search ?? '');
  return paged({ page, size: size ?? PUBLIC_LOTS_PAGE_SIZE }, (window) => repository.searchPublicLots(db, publicUrl, { near, words, ...window }));
}
