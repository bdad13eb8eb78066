import { useCallback, useEffect, useState } from 'react';
import type { LatLng } from '@haulstop/shared/geo';

export type PositionState = { status: 'idle' | 'locating' | 'denied' } | { status: 'located'; position: LatLng };

/**
 * The driver's position from the browser ("near me"). `locate` asks for it (the browser
 * asks the driver the first time); when the driver has already allowed it, it is asked at once.
 */
export function useDriverPosition(): { state: PositionState; locate: () => void } {
  const [state, setState] = useState<PositionState>({ status: 'idle' });
  const locate = useCallback(() => {
    if (typeof navigator === 'undefined' || !navigator.geolocation) {
      setState({ status: 'denied' });
      return;
    }
    setState({ status: 'locating' });
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => setState({ status: 'located', position: { latitude: coords.latitude, longitude: coords.longitude } }),
      () => setState({ status: 'denied' }),
      // A position a few minutes old is near enough for a truck stop, and answers at once.
      { maximumAge: 300_000, timeout: 15_000 },
    );
  }, []);
  useEffect(() => {
    let cancelled = false;
    navigator.permissions
      ?.query({ name: 'geolocation' })
      .then((permission) => {
        if (!cancelled && permission.state === 'granted') locate();
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [locate]);
  return { state, locate };
}
