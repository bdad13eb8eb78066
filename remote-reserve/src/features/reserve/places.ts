import type { ParkingLot, Place as Town } from '@haulstop/shared/contracts';

/** A place to search around: a city with bookable lots, at the middle of its lots, with their time zone. */
export type Place = { label: string; latitude: number; longitude: number; timeZone?: string };

/** The places the lots are in ("Calgary, AB"), each at the mean position of its lots, sorted. */
export function placesOf(lots: readonly (Pick<ParkingLot, 'city' | 'region' | 'latitude' | 'longitude'> & Partial<Pick<ParkingLot, 'timeZone'>>)[]): Place[] {
  const byLabel = new Map<string, { lat: number; lng: number; n: number; timeZone?: string }>();
  for (const lot of lots) {
    const label = `${lot.city}, ${lot.region}`;
    const sum = byLabel.get(label) ?? { lat: 0, lng: 0, n: 0, timeZone: lot.timeZone };
    byLabel.set(label, { ...sum, lat: sum.lat + lot.latitude, lng: sum.lng + lot.longitude, n: sum.n + 1 });
  }
  return [...byLabel.entries()]
    .map(([label, s]) => ({ label, latitude: s.lat / s.n, longitude: s.lng / s.n, ...(s.timeZone ? { timeZone: s.timeZone } : {}) }))
    .sort((a, b) => a.label.localeCompare(b.label));
}

/** The place a typed text names: the exact label, or the only place whose label starts with it (case ignored). */
export function findPlace(places: readonly Place[], text: string): Place | null {
  const wanted = text.trim().toLowerCase();
  if (!wanted) return null;
  const exact = places.find((p) => p.label.toLowerCase() === wanted);
  if (exact) return exact;
  const starting = places.filter((p) => p.label.toLowerCase().startsWith(wanted));
  return starting.length === 1 ? starting[0] : null;
}

/**
 * A town of the gazetteer as a place to search around, in the zone of the lot nearest to it: the
 * start is typed as a wall-clock time at the lot, and the lots around a town are nearly always in
 * its zone. No lots known: no zone (the search then reads the start at the easternmost lots).
 */
export function placeOfTown(town: Pick<Town, 'latitude' | 'longitude'>, label: string, lotPlaces: readonly Place[]): Place {
  // Equirectangular distance: enough to tell the nearest of a few cities apart.
  const squared = (p: Place) =>
    ((p.latitude - town.latitude) * 111) ** 2 + ((p.longitude - town.longitude) * 111 * Math.cos((town.latitude * Math.PI) / 180)) ** 2;
  const nearest = lotPlaces.filter((p) => p.timeZone).reduce<Place | null>((best, p) => (best === null || squared(p) < squared(best) ? p : best), null);
  return { label, latitude: town.latitude, longitude: town.longitude, ...(nearest?.timeZone ? { timeZone: nearest.timeZone } : {}) };
}
