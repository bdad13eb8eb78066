import type { ParkingLot } from '@haulstop/shared/contracts';

/** What a map marker needs of a lot: a console lot or a public one (the global dashboard). */
export type MapLot = Pick<ParkingLot, 'parkingLotId' | 'name' | 'latitude' | 'longitude' | 'availableSlots' | 'totalSlots'>;

/** What the list shows of a lot; a public lot (no login) has no prices, time zone or currency. */
export type ListLot = MapLot & Pick<ParkingLot, 'city' | 'region' | 'country' | 'amenities'> & Partial<Pick<ParkingLot, 'timeZone' | 'currency' | 'prices'>>;

/** How full a lot is now; the map colours markers by it. */
export type Availability = 'full' | 'low' | 'open';

/** Under a quarter of the slots free counts as low. */
export function availabilityOf(lot: Pick<ParkingLot, 'availableSlots' | 'totalSlots'>): Availability {
  if (lot.availableSlots <= 0) return 'full';
  if (lot.totalSlots > 0 && lot.availableSlots / lot.totalSlots < 0.25) return 'low';
  return 'open';
}

/** Marker colours (Chakra tokens) for each availability. */
export const AVAILABILITY_COLORS: Readonly<Record<Availability, string>> = {
  open: 'green.600',
  low: 'orange.500',
  full: 'red.600',
};

/**
 * The colours as nested CSS for an element that styles its markers or dots once (the lot list,
 * the legend, the offline map): each one marked `data-availability`.
 */
export const AVAILABILITY_BG_CSS = Object.fromEntries(
  Object.entries(AVAILABILITY_COLORS).map(([availability, color]) => [`& [data-availability=${availability}]`, { bg: color }]),
) as Readonly<Record<string, { bg: string }>>;

/** The same colours as hex, for the Google map whose markers are not Chakra elements. */
export const AVAILABILITY_HEX: Readonly<Record<Availability, string>> = {
  open: '#16a34a',
  low: '#f97316',
  full: '#dc2626',
};

/**
 * The same colours as plain CSS rules, for elements styled without the design system (the
 * public /globaldashboard loads none); `selector` places the `[data-availability=…]` attribute.
 * @example availabilityCss((marked) => `.hs-map-legend ${marked}`)
 */
export function availabilityCss(selector: (marked: string) => string): string {
  return Object.entries(AVAILABILITY_HEX)
    .map(([availability, hex]) => `${selector(`[data-availability=${availability}]`)} { background: ${hex}; }`)
    .join('\n');
}
