import { useEffect } from 'react';

interface GoogleMapUnavailableProps {
  onError: (error: unknown) => void;
}

/** Stands in for the Google map when its code chunk cannot load: reports it so the built-in map stays. */
export function GoogleMapUnavailable({ onError }: GoogleMapUnavailableProps) {
  useEffect(() => onError(new Error('The map code could not be loaded')), [onError]);
  return null;
}
