import { useEffect, useMemo, useRef, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ALASKA_BORDER,
  CANADA_US_BORDER,
  DEFAULT_AREA,
  fitProjection,
  graticulePath,
  NORTH_AMERICA_OUTLINE,
  polylinePath,
  US_MEXICO_BORDER,
  type LatLng,
} from '@haulstop/shared/geo';
import { Box, Button, HStack, Text } from '@haulstop/shared/ui/display';
import { geocodeAddress } from './geocode';

const VIEWPORT = { width: 1000, height: 500, padding: 0 };
/** The widths of the view, in degrees, from the whole continent to a town (about 500 m a pixel → 5 m). */
const SPANS = [60, 15, 4, 1, 0.25, 0.06] as const;
/** Five decimals of a degree are about a metre: finer than a click can place. */
const DECIMALS = 5;

type Props = {
  latitude: string;
  longitude: string;
  onPick: (position: { latitude: string; longitude: string }) => void;
  /** the configured map key (server.json gMapKey); with one, the address can be found by Google's geocoder */
  mapKey?: string;
  /** the address typed in the form, for the geocoder */
  address?: string;
};

const parsed = (latitude: string, longitude: string): LatLng | null => {
  const position = { latitude: Number(latitude), longitude: Number(longitude) };
  const valid = latitude.trim() !== '' && longitude.trim() !== '' && Math.abs(position.latitude) <= 90 && Math.abs(position.longitude) <= 180;
  return valid && Number.isFinite(position.latitude) && Number.isFinite(position.longitude) ? position : null;
};

/**
 * The lot's location picked on the built-in map ("picked on the map, or typed"): a click
 * sets the coordinate fields; zooming re-centres the view on the chosen point. It needs no map
 * service, so it works offline; typing the coordinates stays the keyboard's way to set them.
 */
export function LocationPicker({ latitude, longitude, onPick, mapKey = '', address = '' }: Props) {
  const { t, i18n } = useTranslation();
  const [finding, setFinding] = useState<'idle' | 'busy' | 'notFound' | 'unavailable'>('idle');
  const chosen = parsed(latitude, longitude);
  const [zoom, setZoom] = useState(chosen ? 2 : 0);
  const [centre, setCentre] = useState<LatLng | null>(chosen);
  const picked = useRef(false);
  // Coordinates that arrive after the first render (an edited lot loading, or typed in) open the
  // view on them, until the person picks on the map.
  useEffect(() => {
    if (!picked.current && chosen && !centre) {
      setCentre(chosen);
      setZoom(2);
    }
  }, [chosen, centre]);
  const drawing = useMemo(() => {
    const projection = fitProjection(centre ? [centre] : DEFAULT_AREA, VIEWPORT, SPANS[zoom]);
    return {
      projection,
      grid: graticulePath(projection, SPANS[zoom] >= 15 ? 5 : SPANS[zoom] / 4),
      land: polylinePath(projection, NORTH_AMERICA_OUTLINE, true),
      borders: [CANADA_US_BORDER, ALASKA_BORDER, US_MEXICO_BORDER].map((line) => polylinePath(projection, line)).join(''),
    };
  }, [centre, zoom]);
  const marker = chosen ? drawing.projection.project(chosen) : null;

  const pick = (event: MouseEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    const point = { x: ((event.clientX - box.left) / box.width) * VIEWPORT.width, y: ((event.clientY - box.top) / box.height) * VIEWPORT.height };
    const position = drawing.projection.unproject(point);
    picked.current = true;
    onPick({ latitude: position.latitude.toFixed(DECIMALS), longitude: position.longitude.toFixed(DECIMALS) });
  };
  const findAddress = async () => {
    setFinding('busy');
    try {
      const found = await geocodeAddress(mapKey, i18n.language, address);
      if (!found) return setFinding('notFound');
      picked.current = true;
      setCentre(found);
      setZoom(SPANS.length - 2);
      onPick({ latitude: found.latitude.toFixed(DECIMALS), longitude: found.longitude.toFixed(DECIMALS) });
      setFinding('idle');
    } catch {
      setFinding('unavailable');
    }
  };
  const zoomTo = (next: number) => {
    setCentre(chosen ?? centre);
    setZoom(Math.max(0, Math.min(SPANS.length - 1, next)));
  };

  return (
    <Box mb={3}>
      <HStack justify="space-between" mb={1}>
        <Text fontWeight="medium" id="location-picker-label">
          {t('admin.parkingLots.picker.title')}
        </Text>
        <HStack gap={1}>
          {mapKey ? (
            <Button size="xs" variant="outline" loading={finding === 'busy'} disabled={address.trim() === ''} onClick={() => void findAddress()}>
              {t('admin.parkingLots.picker.findAddress')}
            </Button>
          ) : null}
          <Button size="xs" variant="outline" onClick={() => zoomTo(zoom - 1)} disabled={zoom === 0}>
            {t('admin.parkingLots.picker.zoomOut')}
          </Button>
          <Button size="xs" variant="outline" onClick={() => zoomTo(zoom + 1)} disabled={zoom === SPANS.length - 1}>
            {t('admin.parkingLots.picker.zoomIn')}
          </Button>
        </HStack>
      </HStack>
      <Box
        role="group"
        aria-labelledby="location-picker-label"
        data-testid="location-picker"
        position="relative"
        width="100%"
        aspectRatio={`${VIEWPORT.width} / ${VIEWPORT.height}`}
        overflow="hidden"
        borderWidth="1px"
        borderRadius="md"
        bg="blue.50"
        cursor="crosshair"
        onClick={pick}
      >
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
          {marker ? <circle cx={marker.x} cy={marker.y} r={9} fill="#2C7EF4" stroke="white" strokeWidth={3} /> : null}
        </svg>
      </Box>
      <Text fontSize="sm" color="fg.muted" mt={1}>
        {t('admin.parkingLots.picker.help')}
      </Text>
      {finding === 'notFound' || finding === 'unavailable' ? (
        <Text fontSize="sm" color="fg.error" role="alert" mt={1}>
          {t(`admin.parkingLots.picker.${finding}`)}
        </Text>
      ) : null}
    </Box>
  );
}
