import { importLibrary, setOptions } from '@googlemaps/js-api-loader';

// The few parts of the Maps JavaScript API this page uses. The full @types/google.maps is not a
// dependency of this app; these shapes match it for what is called here.
export interface GoogleMap {
  fitBounds(bounds: GoogleLatLngBounds, padding?: number): void;
  setCenter(position: { lat: number; lng: number }): void;
  setZoom(zoom: number): void;
  panTo(position: { lat: number; lng: number }): void;
}
export interface GoogleLatLngBounds {
  extend(position: { lat: number; lng: number }): void;
}
export interface GoogleMarker {
  setMap(map: GoogleMap | null): void;
  setIcon(icon: object): void;
  setZIndex(zIndex: number): void;
  addListener(event: 'click', handler: () => void): { remove(): void };
}
export interface GoogleMapsApi {
  Map: new (element: HTMLElement, options: object) => GoogleMap;
  LatLngBounds: new () => GoogleLatLngBounds;
  Marker: new (options: object) => GoogleMarker;
  circleSymbol: unknown;
}

/** Give up on the script after this long: the built-in map stays (no network is the default here). */
export const GOOGLE_MAPS_TIMEOUT_MS = 8000;

let loading: Promise<GoogleMapsApi> | undefined;

/**
 * Loads the Maps JavaScript API with the places and geometry libraries. The script
 * loads once per page (the loader ignores later options), so the first key and outcome stand:
 * after a failure the built-in map stays until the page is reloaded.
 * Rejects when the script fails or takes longer than GOOGLE_MAPS_TIMEOUT_MS.
 */
export function loadGoogleMaps(key: string, language: string): Promise<GoogleMapsApi> {
  if (loading) return loading;
  setOptions({ key, v: 'weekly', libraries: ['places', 'geometry'], language });
  const load = (async () => {
    const [maps, marker, core] = (await Promise.all([importLibrary('maps'), importLibrary('marker'), importLibrary('core')])) as [
      { Map: GoogleMapsApi['Map'] },
      { Marker: GoogleMapsApi['Marker'] },
      { LatLngBounds: GoogleMapsApi['LatLngBounds']; SymbolPath: { CIRCLE: unknown } },
    ];
    return { Map: maps.Map, Marker: marker.Marker, LatLngBounds: core.LatLngBounds, circleSymbol: core.SymbolPath.CIRCLE };
  })();
  const timeout = new Promise<never>((_, reject) => setTimeout(() => reject(new Error('Google Maps did not load in time')), GOOGLE_MAPS_TIMEOUT_MS));
  loading = Promise.race([load, timeout]);
  return loading;
}
