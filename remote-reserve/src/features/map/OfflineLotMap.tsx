import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ALASKA_BORDER, CANADA_US_BORDER, fitProjection, graticulePath, NORTH_AMERICA_OUTLINE, polylinePath, US_MEXICO_BORDER } from '@haulstop/shared/geo';
import { MapLegend } from './MapLegend';
import { availabilityCss, availabilityOf, type MapLot } from './availability';
import { cityLabels } from './near';
import { useStaticCss } from './static-css';

// The drawing's coordinate space; the container keeps this aspect ratio so markers (HTML
// buttons placed in percent) sit exactly over the SVG beneath them.
const VIEWPORT = { width: 1000, height: 600, padding: 48 };

// The map and its markers styled once, as plain rules (not one Chakra element per lot; the
// public /globaldashboard loads no design system). A marker is a plain 44 × 44 px button
// (a finger's tap target) drawn as a dot coloured by its data-availability, larger and
// ringed when pressed (selected); city names sit under the markers.
const MAP_CSS = `
.hs-offline-map { position: relative; width: 100%; aspect-ratio: ${VIEWPORT.width} / ${VIEWPORT.height}; overflow: hidden; border: 1px solid #e4e4e7; border-radius: 0.375rem; background: #eff6ff; }
.hs-offline-map > button { position: absolute; transform: translate(-50%, -50%); width: 44px; height: 44px; margin: 0; padding: 0; border: 0 solid #e4e4e7; border-radius: 9999px; background: transparent; z-index: 1; cursor: pointer; }
.hs-offline-map > button:focus-visible { outline: 2px solid #2c7ef4; outline-offset: -6px; }
.hs-offline-map > button::before { content: ''; position: absolute; inset: 14px; box-sizing: border-box; border: 2px solid #fff; border-radius: 9999px; box-shadow: 0px 2px 4px color-mix(in srgb, #18181b 10%, transparent), 0px 0px 1px color-mix(in srgb, #18181b 30%, transparent); }
.hs-offline-map > button[aria-pressed=true] { z-index: 2; }
.hs-offline-map > button[aria-pressed=true]::before { inset: 11px; border-width: 3px; border-color: #2c7ef4; box-shadow: rgba(44, 126, 244, 0.45) 0px 0px 0px 3px; }
${availabilityCss((marked) => `.hs-offline-map > button${marked}::before`)}
.hs-offline-map > [data-part=city] { position: absolute; transform: translate(-50%, 12px); font-size: 11px; line-height: 1; font-weight: 500; color: #3f3f46; white-space: nowrap; pointer-events: none; text-shadow: white 0px 0px 2px, white 0px 0px 2px; }
`;

interface OfflineLotMapProps {
  lots: readonly (MapLot & { city?: string; region?: string })[];
  selectedLotId?: number;
  onSelect: (lotId: number) => void;
}

/**
 * The built-in map (DESIGN.md §4): lots placed by their coordinates on a light outline of North
 * America, fitted to the lots' bounding box, with the names of the lots' cities. Works offline; no
 * tiles, no geo library.
 */
export function OfflineLotMap({ lots, selectedLotId, onSelect }: OfflineLotMapProps) {
  const { t } = useTranslation();
  useStaticCss('offline-map', MAP_CSS);
  const drawing = useMemo(() => {
    const projection = fitProjection(lots, VIEWPORT);
    return {
      projection,
      grid: graticulePath(projection),
      land: polylinePath(projection, NORTH_AMERICA_OUTLINE, true),
      borders: [CANADA_US_BORDER, ALASKA_BORDER, US_MEXICO_BORDER].map((line) => polylinePath(projection, line)).join(''),
      cities: cityLabels(lots).map((label) => ({ city: label.city, ...projection.project(label) })),
    };
  }, [lots]);

  return (
    <div>
      <div className="hs-offline-map" role="group" aria-label={t('reserve.map.offlineLabel')}>
        <svg
          viewBox={`0 0 ${VIEWPORT.width} ${VIEWPORT.height}`}
          width="100%"
          height="100%"
          aria-hidden="true"
          focusable="false"
          style={{ position: 'absolute', inset: 0 }}
        >
          <path d={drawing.land} fill="#f4f1e8" stroke="#b8b2a1" strokeWidth={1.5} />
          <path d={drawing.grid} fill="none" stroke="#9db4d6" strokeWidth={0.6} strokeDasharray="4 4" />
          <path d={drawing.borders} fill="none" stroke="#a39e8f" strokeWidth={1} strokeDasharray="6 3" />
        </svg>
        {drawing.cities.map(({ city, x, y }) => (
          // Hidden from screen readers: the list says each lot's city; this is for the eye, finding a place on the map.
          <span
            key={`${city}-${x}-${y}`}
            data-part="city"
            aria-hidden="true"
            style={{ left: `${(x / VIEWPORT.width) * 100}%`, top: `${(y / VIEWPORT.height) * 100}%` }}
          >
            {city}
          </span>
        ))}
        {lots.map((lot) => {
          const { x, y } = drawing.projection.project(lot);
          const selected = lot.parkingLotId === selectedLotId;
          return (
            <button
              key={lot.parkingLotId}
              type="button"
              aria-label={lot.name}
              aria-pressed={selected}
              title={`${lot.name}: ${t('reserve.lots.slotsAvailable', { available: lot.availableSlots, total: lot.totalSlots })}`}
              data-availability={availabilityOf(lot)}
              onClick={() => onSelect(lot.parkingLotId)}
              // Inline: a position per lot would otherwise generate a CSS class per marker.
              style={{ left: `${(x / VIEWPORT.width) * 100}%`, top: `${(y / VIEWPORT.height) * 100}%` }}
            />
          );
        })}
      </div>
      <MapLegend />
    </div>
  );
}
