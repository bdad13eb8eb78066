import { Alert, Box } from '@haulstop/shared/ui/display';
import { lazy, Suspense, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { GoogleLotMapProps } from './GoogleLotMap';
import { GoogleMapUnavailable } from './GoogleMapUnavailable';
import { OfflineLotMap } from './OfflineLotMap';
import type { MapLot } from './availability';

// Loaded only when a map key is configured, so the Google loader stays out of the initial bundle.
// If that chunk cannot load, the stand-in reports the failure instead of breaking the page.
const GoogleLotMap = lazy<ComponentType<GoogleLotMapProps>>(() =>
  import('./GoogleLotMap').then(
    (module) => ({ default: module.GoogleLotMap }),
    () => ({ default: GoogleMapUnavailable }),
  ),
);

type GoogleState = 'loading' | 'ready' | 'failed';

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

  return (
    <Box>
      {tryGoogle && (
        // Hidden (not unmounted) while loading: the map needs a sized element to draw into.
        <Box display={state === 'ready' ? 'block' : 'none'}>
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
        </Box>
      )}
      {showOffline && (
        <>
          {!tryGoogle && (
            <Alert.Root status="info" size="sm" mb={2} variant="subtle">
              <Alert.Indicator />
              <Alert.Title>{t('reserve.map.unavailable')}</Alert.Title>
            </Alert.Root>
          )}
          <OfflineLotMap lots={lots} selectedLotId={selectedLotId} onSelect={onSelect} />
        </>
      )}
    </Box>
  );
}
