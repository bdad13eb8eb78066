import { lazy, Suspense, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { GoogleLotMapProps } from './GoogleLotMap';
import { GoogleMapUnavailable } from './GoogleMapUnavailable';
import { OfflineLotMap } from './OfflineLotMap';
import type { MapLot } from './availability';
import { useStaticCss } from './static-css';

// Loaded only when a map key is configured, so the Google loader stays out of the initial bundle.
// If that chunk cannot load, the stand-in reports the failure instead of breaking the page.
const GoogleLotMap = lazy<ComponentType<GoogleLotMapProps>>(() =>
  import('./GoogleLotMap').then(
    (module) => ({ default: module.GoogleLotMap }),
    () => ({ default: GoogleMapUnavailable }),
  ),
);

type GoogleState = 'loading' | 'ready' | 'failed';

// The note above the built-in map: the look of Chakra's Alert (status info, size sm, variant
// subtle), as plain elements (the public /globaldashboard loads no design system).
const NOTE_CSS = `
.hs-map-note { display: flex; align-items: flex-start; position: relative; gap: 0.5rem; width: 100%; margin-bottom: 0.5rem; padding: 0.75rem; border-radius: 0.375rem; background: #dbeafe; color: #173da6; font-size: 0.75rem; line-height: 1rem; }
.hs-map-note [data-part=indicator] { display: inline-flex; align-items: center; justify-content: center; flex-shrink: 0; width: 1em; height: 1em; font-size: 1.125rem; line-height: 1.75rem; }
.hs-map-note svg { display: block; vertical-align: middle; width: 100%; height: 100%; fill: currentColor; stroke: currentColor; stroke-width: 0; }
.hs-map-note [data-part=title] { font-weight: 500; }
`;

interface LotMapProps {
  /** The configured map key (server.json gMapKey); empty means no Google map. */
  mapKey: string;
  lots: readonly MapLot[];
  selectedLotId?: number;
  onSelect: (lotId: number) => void;
}

/**
 * The lots on a map: Google Maps when a key is configured and its script loads, otherwise the
 * built-in map with a note. The built-in map shows at once and stays until Google is drawn, so
 * the page never waits on the maps script.
 */
export function LotMap({ mapKey, lots, selectedLotId, onSelect }: LotMapProps) {
  const { t } = useTranslation();
  const [google, setGoogle] = useState<{ key: string; state: GoogleState }>({ key: mapKey, state: 'loading' });
  // A new key (server.json is fetched again on every route change) gets a fresh attempt.
  const state: GoogleState = google.key === mapKey ? google.state : 'loading';
  const tryGoogle = mapKey !== '' && state !== 'failed';
  const showOffline = !tryGoogle || state !== 'ready';

  useStaticCss('map-note', NOTE_CSS);
  return (
    <div>
      {tryGoogle && (
        // Hidden (not unmounted) while loading: the map needs a sized element to draw into.
        <div style={{ display: state === 'ready' ? 'block' : 'none' }}>
          <Suspense fallback={null}>
            <GoogleLotMap
              apiKey={mapKey}
              lots={lots}
              selectedLotId={selectedLotId}
              onSelect={onSelect}
              onReady={() => setGoogle({ key: mapKey, state: 'ready' })}
              onError={() => setGoogle({ key: mapKey, state: 'failed' })}
            />
          </Suspense>
        </div>
      )}
      {showOffline && (
        <>
          {!tryGoogle && (
            <div className="hs-map-note">
              <span data-part="indicator">
                <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                  <path d="M12 22C6.47715 22 2 17.5228 2 12C2 6.47715 6.47715 2 12 2C17.5228 2 22 6.47715 22 12C22 17.5228 17.5228 22 12 22ZM12 20C16.4183 20 20 16.4183 20 12C20 7.58172 16.4183 4 12 4C7.58172 4 4 7.58172 4 12C4 16.4183 7.58172 20 12 20ZM11 7H13V9H11V7ZM11 11H13V17H11V11Z" />
                </svg>
              </span>
              <div data-part="title">{t('reserve.map.unavailable')}</div>
            </div>
          )}
          <OfflineLotMap lots={lots} selectedLotId={selectedLotId} onSelect={onSelect} />
        </>
      )}
    </div>
  );
}
