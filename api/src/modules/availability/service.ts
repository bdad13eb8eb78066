import { isDuration, reservationEndDate } from '@haulstop/shared/constants';
import type { LotAvailability, Page } from '@haulstop/shared/contracts';
import type { Queryable } from '../../db/db';
import { badRequest, text } from '../../lib/errors';
import { bookingStart } from '../../lib/rules';
import { paged } from '../../lib/paging';
import { scopeFor, type ScopedOrg } from '../../lib/tenancy';
import * as repository from './repository';

export interface AvailabilityQuery {
  startAt: string;
  duration: string;
  slots?: number;
  parkingLotId?: number;
  latitude?: number;
  longitude?: number;
  radiusKm?: number;
  amenities?: string;
  onlyAvailable?: boolean;
  page?: number;
  size?: number;
}

/** Free slots and prices for a window (DESIGN §7), in the lots the organisation may see or book. */
export async function searchAvailability(db: Queryable, org: ScopedOrg, query: AvailabilityQuery, now = new Date()): Promise<Page<LotAvailability>> {
  if (!isDuration(query.duration)) throw badRequest(text('apiErrors.availability.chooseDuration'), undefined, { field: 'duration' });
  // The window a booking holds to: a search for a start outside it finds nothing bookable.
  const start = bookingStart(query.startAt, now);
  const hasLatitude = query.latitude !== undefined;
  if (hasLatitude !== (query.longitude !== undefined))
    throw badRequest(text('apiErrors.availability.latitudeAndLongitude'), undefined, { field: hasLatitude ? 'longitude' : 'latitude' });
  if (query.radiusKm !== undefined && !hasLatitude) throw badRequest(text('apiErrors.availability.radiusNeedsPosition'), undefined, { field: 'radiusKm' });
  const amenities = (query.amenities ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  return paged(query, (window) =>
    repository.searchAvailability(db, scopeFor(org), {
      start,
      end: reservationEndDate(start, query.duration as Parameters<typeof reservationEndDate>[1]),
      duration: query.duration,
      slots: query.slots ?? 1,
      parkingLotId: query.parkingLotId,
      near: hasLatitude ? { latitude: query.latitude as number, longitude: query.longitude as number, radiusKm: query.radiusKm } : undefined,
      amenities,
      onlyAvailable: query.onlyAvailable ?? false,
      ...window,
    }),
  );
}
