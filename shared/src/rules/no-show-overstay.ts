import { bestPrice, PLATFORM_FEE_RATE, type PricePart, type ReservationStatus } from '@haulstop/shared/constants';
import { applyRateMinor, divideRoundHalfAwayFromZero, sumLinesMinor } from './money-rounding';
import { slotsRefundMinor } from './reserve-rules';
import { taxLinesFor, type TaxLine } from './tax-lines';

/*
 * What follows from the gate for one booked slot (an entry): a slot nobody checked into long after
 * its start is a no-show, and a truck still on the lot well past its end is overstaying and pays
 * for the extra time at the lot's prices. The status job applies these; the screens explain them.
 */

const HOUR_MS = 3_600_000;

/** The bookings a truck is expected for (paid or settling, running or ended): only their slots can be no-shows. */
export const NO_SHOW_STATUSES: readonly ReservationStatus[] = ['Upcoming', 'Booked', 'Partial Cancel', 'Payment Pending', 'Completed'];
const MINUTE_MS = 60_000;

type EntryAtGate = { gateStatus: string };

/**
 * An entry nobody checked in for is a no-show once the lot's `noShowAfterHours` have passed since
 * its start (the driver may still come late inside that time).
 * @example isNoShow({ gateStatus: 'NOT_ARRIVED' }, new Date('2026-01-01T08:00Z'), { noShowAfterHours: 12 }, new Date('2026-01-01T20:00Z')) // true
 */
export function isNoShow(entry: EntryAtGate, startAt: Date, policy: { noShowAfterHours: number }, now: Date): boolean {
  return entry.gateStatus === 'NOT_ARRIVED' && now.getTime() >= startAt.getTime() + policy.noShowAfterHours * HOUR_MS;
}

/**
 * A truck checked in and not checked out is overstaying once its booking's end plus the lot's
 * `overstayGraceMinutes` has passed (the grace lets a truck leave a little late for free).
 * @example isOverstay({ gateStatus: 'ON_LOT' }, new Date('2026-01-01T08:00Z'), { overstayGraceMinutes: 30 }, new Date('2026-01-01T08:30Z')) // true
 */
export function isOverstay(entry: EntryAtGate, endAt: Date, policy: { overstayGraceMinutes: number }, now: Date): boolean {
  return entry.gateStatus === 'ON_LOT' && now.getTime() >= endAt.getTime() + policy.overstayGraceMinutes * MINUTE_MS;
}

export type OverstayPrice = {
  /** the hours overstayed so far (from the booking's end), as priced */
  overstayHours: number;
  /** the cheapest combination of the lot's durations that covers them */
  parts: PricePart[];
  /** the end of the time that combination pays for: the booking's end plus the hours it covers */
  coveredUntil: Date;
  /** the price of the whole overstay so far, before taxes */
  totalTaxableMinor: number;
  /** what is still to charge now: the whole price less what was charged already, with its taxes */
  taxableMinor: number;
  taxLines: TaxLine[];
  amountMinor: number;
};

/**
 * The price of an overstay, priced as booking prices a stay: the lot's prices, the cheapest
 * combination of durations covering the time from the booking's end until `until` (shared
 * bestPrice, the one best-price reckoning), with the lot's taxes on it (taxLinesFor, as booking
 * applies them). Once the grace is past, the whole time since the end is overstayed: the grace only
 * decides whether a late truck pays. Charged in steps (periodically, then at check-out), each step
 * is the whole overstay's price less what was charged before (`chargedTaxableMinor`), so the sum of
 * the steps is always the price of the whole overstay. Null when the lot has no price or nothing
 * is overstayed.
 * @example overstayPrice([{ duration: '6 hrs', amountMinor: 1500 }], { country: 'CA', region: 'AB' }, new Date('2026-01-01T08:00Z'), new Date('2026-01-01T09:10Z'), 0)
 *   // 1 × 6 hrs: taxableMinor 1500, GST 75, amountMinor 1575, coveredUntil 14:00Z
 */
export function overstayPrice(
  prices: readonly { duration: string; amountMinor: number }[],
  lot: { country: string; region: string },
  endAt: Date,
  until: Date,
  chargedTaxableMinor: number,
): OverstayPrice | null {
  const overstayHours = (until.getTime() - endAt.getTime()) / HOUR_MS;
  const best = bestPrice(prices, overstayHours);
  if (!best) return null;
  const taxableMinor = Math.max(0, best.totalMinor - chargedTaxableMinor);
  const taxLines = taxLinesFor(lot, taxableMinor);
  return {
    overstayHours,
    parts: best.parts,
    coveredUntil: new Date(endAt.getTime() + best.coveredHours * HOUR_MS),
    totalTaxableMinor: best.totalMinor,
    taxableMinor,
    taxLines,
    amountMinor: taxableMinor + sumLinesMinor(taxLines),
  };
}

export type NoShowMoney = {
  /** the no-show slots' share of what the booking paid and kept (taxes included) */
  slotMinor: number;
  /** the lot's fee kept of it: noShowFeePercent of the slot's money, rounded once */
  feeMinor: number;
  /** the rest, refunded the way the booking was paid */
  refundMinor: number;
};

/**
 * The money of `noShows` of a booking's `slots` slots found no-shows together: their share of what
 * was paid (shared slotsRefundMinor, as cancelled slots' share is reckoned), of which the lot keeps
 * `noShowFeePercent` and refunds the rest.
 * @example noShowMoney(6300, 1, 2, 40) // slotMinor 3150, feeMinor 1260, refundMinor 1890
 */
export function noShowMoney(netPaidMinor: number, noShows: number, slots: number, noShowFeePercent: number): NoShowMoney {
  const slotMinor = slotsRefundMinor(netPaidMinor, noShows, slots);
  const feeMinor = divideRoundHalfAwayFromZero(slotMinor * noShowFeePercent, 100);
  return { slotMinor, feeMinor, refundMinor: slotMinor - feeMinor };
}

/**
 * The platform's fee on one overstay charge: PLATFORM_FEE_RATE of what it charged before taxes, as
 * on a booking's money (taxes are never the owner's to share), rounded half away from zero once
 * per charge. Owed with the charge, paid or not yet: the overstay is the owner's income either way.
 * @example overstayPlatformFeeMinor(1500) === 150; overstayPlatformFeeMinor(1505) === 151
 */
export const overstayPlatformFeeMinor = (taxableMinor: number): number => applyRateMinor(taxableMinor, PLATFORM_FEE_RATE);
