import { labelToKeyPart } from './catalogue';

/** Reservation duration choices, in display order. */
export const RESERVATION_DURATIONS = ['6 hrs', '12 hrs', '24 hrs', '36 hrs', 'Weekly', 'Monthly', 'Yearly'] as const;
export type Duration = (typeof RESERVATION_DURATIONS)[number];

/** Day multipliers for the long durations (weekly 7, monthly 30, yearly 365). */
export const DURATION_MULTIPLIERS = { Weekly: 7, Monthly: 30, Yearly: 365 } as const;

/** Length of every duration in hours; the long ones are their day multiplier × 24. */
export const DURATION_HOURS: Readonly<Record<Duration, number>> = {
  '6 hrs': 6,
  '12 hrs': 12,
  '24 hrs': 24,
  '36 hrs': 36,
  Weekly: DURATION_MULTIPLIERS.Weekly * 24,
  Monthly: DURATION_MULTIPLIERS.Monthly * 24,
  Yearly: DURATION_MULTIPLIERS.Yearly * 24,
};

const HOUR_MS = 60 * 60 * 1000;

/** Type guard for untrusted input: `isDuration('Weekly') === true`. */
export function isDuration(value: unknown): value is Duration {
  return typeof value === 'string' && (RESERVATION_DURATIONS as readonly string[]).includes(value);
}

/**
 * End of a reservation starting at `start`. Works on absolute time (elapsed hours), not
 * local calendar days, so browser and API agree whatever their time zone and across DST changes.
 * @example reservationEndDate(new Date('2026-01-01T00:00:00Z'), 'Monthly') // 2026-01-31T00:00:00Z
 */
export function reservationEndDate(start: Date, duration: Duration): Date {
  const hours = DURATION_HOURS[duration];
  if (hours === undefined) throw new RangeError(`Unknown reservation duration: ${String(duration)}`);
  return new Date(start.getTime() + hours * HOUR_MS);
}

/**
 * How far ahead a booking may start, in days. The truck-stop chains take bookings from about 30
 * days to a year ahead; ours is the year (a yearly booking is the longest duration).
 */
export const BOOKING_HORIZON_DAYS = 365;

/**
 * Asset types that are towed: a trailer parks hitched to a truck, in the truck's slot (SPEC §3's
 * entries say who and what uses the booking; a slot is one truck with its trailer and its drivers).
 * The seeded catalogue's trailers; a type the platform adds counts as a trailer when its name says
 * "trailer", otherwise as a truck (the safe side: a truck needs a slot of its own).
 */
export const TRAILER_ASSET_TYPES = ['Trailer', 'Reefer', 'Flatbed', 'Tanker'] as const;

/** `isTrailerType('reefer') === true`, `isTrailerType('Tractor') === false`, `isTrailerType('Dump trailer') === true`. */
export function isTrailerType(assetType: string): boolean {
  const name = assetType.trim().toLowerCase();
  return TRAILER_ASSET_TYPES.some((type) => type.toLowerCase() === name) || /\btrailer\b/.test(name);
}

/** Bank payments settle after 3 to 4 days. */
export const BANK_SETTLEMENT_DAYS = { min: 3, max: 4 } as const;

/** Currencies prices and payments use. */
export const CURRENCIES = ['USD', 'CAD'] as const;
export type Currency = (typeof CURRENCIES)[number];

/** Time zones offered for parking lots. */
export const TIME_ZONES = ['MST', 'CST', 'EST', 'PST'] as const;
export type TimeZone = (typeof TIME_ZONES)[number];

/** What a booking's length is made of: the duration booked, then each extension's, oldest first. */
export type BookingLength = { duration: string; startAt: string | Date; endAt: string | Date; extensionDurations: readonly string[] };

/**
 * A booking's length in words, the same on the list, the detail page and the documents: its
 * duration ("24 hrs") until it is extended, then the hours its window now covers and how they came
 * ("36 hrs (24 hrs + 12 hrs)"), so the length always agrees with the end shown beside it.
 * `t` translates a key of the shared texts (i18next's t, or the API's translate).
 */
export function bookingLengthText(t: (key: string, params?: Record<string, unknown>) => string, booking: BookingLength): string {
  const word = (duration: string) => (isDuration(duration) ? t(durationKey(duration)) : duration);
  if (booking.extensionDurations.length === 0) return word(booking.duration);
  const hours = Math.round((new Date(booking.endAt).getTime() - new Date(booking.startAt).getTime()) / 360_000) / 10;
  return t('durations.extended', { hours, parts: [booking.duration, ...booking.extensionDurations].map(word).join(' + ') });
}

/** Translation key of a duration: `durationKey('6 hrs') === 'durations.6Hrs'`, `durationKey('Weekly') === 'durations.weekly'`. */
export function durationKey(duration: Duration): string {
  return `durations.${labelToKeyPart(duration)}`;
}
