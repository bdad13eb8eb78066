import { importLibrary, setOptions } from '@googlemaps/js-api-loader';

// The part of the Maps JavaScript API geocoder used here (the full @types/google.maps is not a dependency).
type Geocoder = { geocode(request: { address: string }): Promise<{ results: { geometry: { location: { lat(): number; lng(): number } } }[] }> };

/** Give up on Google after this long: the typed coordinates and the built-in map stay. */
const TIMEOUT_MS = 8000;

/**
 * The position of an address by Google's geocoder, when a map key is configured
 * ("geocoding when a map key is configured"); null when Google finds nothing. Rejects when the
 * script cannot load (offline, a bad key) or answers too late.
 */
export async function geocodeAddress(key: string, language: string, address: string): Promise<{ latitude: number; longitude: number } | null> {
  setOptions({ key, v: 'weekly', language });
  const lookup = (async () => {
    const { Geocoder } = (await importLibrary('geocoding')) as unknown as { Geocoder: new () => Geocoder };
    const { results } = await new Geocoder().geocode({ address });
    const location = results[0]?.geometry.location;
    return location ? { latitude: location.lat(), longitude: location.lng() } : null;
  })();
  const timeout = new Promise<never>((_, reject) => setTimeout(() => reject(new Error('Google geocoding did not answer in time')), TIMEOUT_MS));
  return Promise.race([lookup, timeout]);
}
