// A lot's day as a gate attendant reads it (pure): who arrives, who is in the lot, who leaves.
import { dayBounds } from '@haulstop/shared/time';

export type DayPart = 'arriving' | 'inLot' | 'leaving';
export const DAY_PARTS: readonly DayPart[] = ['arriving', 'inLot', 'leaving'];

type Booking = { startAt: string; endAt: string };

/**
 * Where a booking that overlaps a day (at the lot's clock) stands on it: it arrives that day (its
 * start falls in it, even if it also leaves), it leaves that day (it started before), or it is in
 * the lot all day. A booking outside the day → null.
 */
export function dayPartOf(booking: Booking, day: string, timeZone: string): DayPart | null {
  const bounds = dayBounds(day, timeZone);
  if (!bounds) return null;
  const start = Date.parse(booking.startAt);
  const end = Date.parse(booking.endAt);
  const dayStart = bounds.start.getTime();
  const dayEnd = bounds.end.getTime();
  if (!(start < dayEnd && end > dayStart)) return null;
  if (start >= dayStart) return 'arriving';
  if (end <= dayEnd) return 'leaving';
  return 'inLot';
}

/** The day's bookings in its three parts, each in time order. */
export function splitDay<T extends Booking>(bookings: readonly T[], day: string, timeZone: string): Record<DayPart, T[]> {
  const parts: Record<DayPart, T[]> = { arriving: [], inLot: [], leaving: [] };
  for (const booking of bookings) {
    const part = dayPartOf(booking, day, timeZone);
    if (part) parts[part].push(booking);
  }
  parts.arriving.sort((a, b) => a.startAt.localeCompare(b.startAt));
  parts.inLot.sort((a, b) => a.endAt.localeCompare(b.endAt));
  parts.leaving.sort((a, b) => a.endAt.localeCompare(b.endAt));
  return parts;
}

/**
 * The lot the day view shows: the one asked for (the person's choice, or the URL's) once the
 * list has it, else the first. The first is only ever a default read here, never written back,
 * so it cannot replace a choice made while the list or the day was loading.
 * @example shownLot([{ parkingLotId: 1 }, { parkingLotId: 7 }], '7') // { parkingLotId: 7 }
 */
export function shownLot<T extends { parkingLotId: number }>(lots: readonly T[], wanted: string | null): T | null {
  return lots.find((lot) => String(lot.parkingLotId) === wanted) ?? lots[0] ?? null;
}

/** The share of the booked slot-hours trucks were actually on the lot, in whole percent; null when nothing was booked. */
export function usedPercent(day: { bookedSlotHours: number; usedSlotHours: number }): number | null {
  return day.bookedSlotHours > 0 ? Math.round((day.usedSlotHours / day.bookedSlotHours) * 100) : null;
}
