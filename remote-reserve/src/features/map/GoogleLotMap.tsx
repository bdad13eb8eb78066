import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadGoogleMaps, type GoogleMap, type GoogleMapsApi, type GoogleMarker } from './google-maps';
import { AVAILABILITY_HEX, availabilityOf, type MapLot } from './availability';

export interface GoogleLotMapProps {
  apiKey: string;
  lots: readonly MapLot[];
  selectedLotId?: number;
  onSelect: (lotId: number) => void;
  /** Called once the map is drawn; until then the built-in map stays on screen. */
  onReady: () => void;
  /** Called when the script cannot load: the caller keeps the built-in map. */
  onError: (error: unknown) => void;
}

/**
 * Google Maps with one marker per lot, coloured by availability. This file is loaded on demand
 * (React.lazy) only when a map key is configured, so the loader is not in the initial bundle.
 */
export function GoogleLotMap({ apiKey, lots, selectedLotId, onSelect, onReady, onError }: GoogleLotMapProps) {
  const { t, i18n } = useTranslation();
  const element = useRef<HTMLDivElement>(null);
  const [api, setApi] = useState<{ google: GoogleMapsApi; map: GoogleMap }>();
  const markers = useRef(new Map<number, GoogleMarker>());
  // Latest callbacks without re-running the load effect.
  const callbacks = useRef({ onSelect, onReady, onError });
  callbacks.current = { onSelect, onReady, onError };

  useEffect(() => {
    let cancelled = false;
    loadGoogleMaps(apiKey, i18n.language).then(
      (google) => {
        if (cancelled || !element.current) return;
        const map = new google.Map(element.current, { center: { lat: 45, lng: -95 }, zoom: 4, mapTypeControl: false, streetViewControl: false });
        setApi({ google, map });
        callbacks.current.onReady();
      },
      (error: unknown) => {
        if (!cancelled) callbacks.current.onError(error);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [apiKey, i18n.language]);

  // Markers follow the lots; the view is fitted to them.
  useEffect(() => {
    if (!api) return;
    const { google, map } = api;
    const current = markers.current;
    const bounds = new google.LatLngBounds();
    const listeners = lots.map((lot) => {
      const position = { lat: lot.latitude, lng: lot.longitude };
      bounds.extend(position);
      const marker = new google.Marker({ map, position, title: lot.name });
      current.set(lot.parkingLotId, marker);
      return marker.addListener('click', () => callbacks.current.onSelect(lot.parkingLotId));
    });
    if (lots.length > 1) map.fitBounds(bounds, 48);
    else if (lots.length === 1) {
      map.setCenter({ lat: lots[0].latitude, lng: lots[0].longitude });
      map.setZoom(10);
    }
    return () => {
      listeners.forEach((listener) => listener.remove());
      current.forEach((marker) => marker.setMap(null));
      current.clear();
    };
  }, [api, lots]);

  // Colour and size show availability and the selection.
  useEffect(() => {
    if (!api) return;
    for (const lot of lots) {
      const marker = markers.current.get(lot.parkingLotId);
      if (!marker) continue;
      const selected = lot.parkingLotId === selectedLotId;
      marker.setIcon({
        path: api.google.circleSymbol,
        scale: selected ? 11 : 8,
        fillColor: AVAILABILITY_HEX[availabilityOf(lot)],
        fillOpacity: 1,
        strokeColor: selected ? '#2C7EF4' : '#ffffff',
        strokeWeight: selected ? 4 : 2,
      });
      marker.setZIndex(selected ? 2 : 1);
      if (selected) api.map.panTo({ lat: lot.latitude, lng: lot.longitude });
    }
  }, [api, lots, selectedLotId]);

  return (
    // A plain element (the public /globaldashboard loads no design system); radius md, 0.375rem.
    <div
      ref={element}
      role="region"
      aria-label={t('reserve.map.googleLabel')}
      style={{ width: '100%', aspectRatio: '1000 / 600', borderRadius: '0.375rem', overflow: 'hidden' }}
    />
  );
}
