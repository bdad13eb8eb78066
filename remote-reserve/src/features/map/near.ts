import { distanceKm, type LatLng } from '@haulstop/shared/geo';
import type { PublicLot } from '@haulstop/shared/contracts';

/** A public lot as the driver's list shows it: with its distance from the driver, when known. */
export type DriverLot = PublicLot & { distanceKm: number | null };

/** Lower case without accents, so "montreal" finds "Montréal" and "QUEBEC" finds "Québec". */
const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/**
 * Whether a lot is at the place typed: every word of it is somewhere in the lot's name, street
 * address, city, region, postal code or country (no geocoding service: the lots' own text).
 */
export function matchesPlace(lot: Pick<PublicLot, 'name' | 'address' | 'city' | 'region' | 'postalCode' | 'country'>, place: string): boolean {
  const words = folded(place)
    .split(/[\s,]+/)
    .filter(Boolean);
  if (words.length === 0) return true;
  const text = folded([lot.name, lot.address, lot.city, lot.region, lot.postalCode ?? '', lot.country].join(' '));
  return words.every((word) => text.includes(word));
}

export interface FindLotsOptions {
  /** What the driver typed: a city, region, street, postal code or lot name; empty for every lot. */
  place: string;
  /** The driver's position (the browser's geolocation), when granted. */
  origin: LatLng | null;
  /** Only lots with a slot free now. */
  onlyFree: boolean;
}

/**
 * The lots a driver is looking for: those at the place typed (every lot when empty), with free
 * slots when asked, nearest first from the driver when located (the name's order otherwise).
 */
export function findLots(lots: readonly PublicLot[], { place, origin, onlyFree }: FindLotsOptions): DriverLot[] {
  const found = lots
    .filter((lot) => (!onlyFree || lot.availableSlots > 0) && matchesPlace(lot, place))
    .map((lot) => ({ ...lot, distanceKm: origin ? distanceKm(origin, lot) : null }));
  if (origin) found.sort((a, b) => (a.distanceKm ?? 0) - (b.distanceKm ?? 0) || a.name.localeCompare(b.name));
  return found;
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
