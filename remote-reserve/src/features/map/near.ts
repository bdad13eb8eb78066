import { NEAR_PLACE_RADIUS_KM, PUBLIC_LOTS_PAGE_SIZE } from '@haulstop/shared/constants';
import type { PublicLotsQuery } from '@haulstop/shared/contracts';
import type { LatLng } from '@haulstop/shared/geo';

/** Degrees kept of the driver's position: 3 decimals is ~100 m, near enough to sort lots, and no closer to the driver's spot. */
const round3 = (degrees: number) => Math.round(degrees * 1000) / 1000;

/**
 * What the driver's page asks the server (GET /api/public/lots). A town of the gazetteer the text
 * names (`near`): the lots within NEAR_PLACE_RADIUS_KM of it, nearest first, as /reserve finds them.
 * Otherwise the lots whose name or address holds the words typed (every lot when empty), nearest
 * to the driver first when located (by name otherwise). One page of them.
 */
export function driverLotsQuery(place: string, origin: LatLng | null, near: LatLng | null = null): PublicLotsQuery {
  if (near) return { latitude: near.latitude, longitude: near.longitude, radiusKm: NEAR_PLACE_RADIUS_KM, size: PUBLIC_LOTS_PAGE_SIZE };
  const search = place.trim();
  return {
    ...(origin ? { latitude: round3(origin.latitude), longitude: round3(origin.longitude) } : {}),
    ...(search ? { search } : {}),
    size: PUBLIC_LOTS_PAGE_SIZE,
  };
}

/** Directions to a lot in the driver's maps app (Google Maps' URL scheme opens the app on a phone). */
export function directionsUrl(lot: LatLng): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${lot.latitude},${lot.longitude}`;
}

/** A city's name on the built-in map, at the centre of its lots. */
export interface CityLabel extends LatLng {
  city: string;
}

/** One label per city (and region) of the lots, placed at the mean position of its lots. */
export function cityLabels(lots: readonly (LatLng & { city?: string; region?: string })[]): CityLabel[] {
  const cities = new Map<string, { city: string; latitude: number; longitude: number; count: number }>();
  for (const lot of lots) {
    if (!lot.city) continue;
    const key = `${lot.city}\n${lot.region ?? ''}`;
    const entry = cities.get(key) ?? { city: lot.city, latitude: 0, longitude: 0, count: 0 };
    entry.latitude += lot.latitude;
    entry.longitude += lot.longitude;
    entry.count += 1;
    cities.set(key, entry);
  }
  return [...cities.values()].map(({ city, latitude, longitude, count }) => ({ city, latitude: latitude / count, longitude: longitude / count }));
}
