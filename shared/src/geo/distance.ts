import type { LatLng } from './project';

/** The mean radius of the Earth in km (the API's availability search uses the same). */
const EARTH_RADIUS_KM = 6371;
const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/**
 * Great-circle distance in km between two positions (haversine): what "near" means for a driver
 * choosing a lot, straight-line, not by road.
 * @example distanceKm({ latitude: 50.45, longitude: -104.6 }, { latitude: 52.13, longitude: -106.67 }) // ≈ 236
 */
export function distanceKm(a: LatLng, b: LatLng): number {
  const dLat = toRadians(b.latitude - a.latitude);
  const dLng = toRadians(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(toRadians(a.latitude)) * Math.cos(toRadians(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}
