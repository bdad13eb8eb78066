import { CAPACITY_HOLDING_STATUSES } from '@haulstop/shared/constants';
import type { SqlParam } from '../../db/db';
import { scopeSql, type Scope } from '../../lib/tenancy';
import { bookingHours, runningAcross } from './aggregates';

/*
 * The reports' SQL fragments. Money is read from the ledger (LEDGER_BOOKINGS), so a report's
 * gross, discounts, refunds, fee and taxes are the statement's to the cent, and its bookings are
 * the statement's count (COUNTS_AS_BOOKING: not failed, expired, or cancelled and refunded in full),
 * in the window its start falls in (its entries' accrues_at). Occupancy reads the bookings themselves. Both through
 * their hourly aggregates when the window allows (aggregates.ts): the same figures, from fewer rows.
 */

export const list = (values: readonly string[]) => `(${values.map((v) => `'${v}'`).join(', ')})`;
/** Bookings that occupy their slots: those holding capacity now, and those that did (Completed). */
export const OCCUPYING = list([...CAPACITY_HOLDING_STATUSES, 'Completed']);
/** Bookings cancelled in full or in part. */
export const CANCELLED = list(['Cancelled', 'Refunded', 'Partial Cancel']);

/** What the customer paid and kept of a booking: gross − discounts − refunds + taxes (the assistant's revenue). */
export const REVENUE = '(b.charge + b.discount + b.tax + b.refund)';
// Money sums are read as float8, not int: a platform's 90 days pass 2^31 cents; float8 is exact to 2^53.

/** Lots of the owner's scope: its own; the platform's: every owner's. */
export const lotScope = (scope: Scope, params: SqlParam[]) => scopeSql(scope, params, { owner: (p) => `l.owner_org_id = ${p}`, fleet: 'FALSE' });

/**
 * Slot-hours of occupying bookings at lots matching `lots` within [$from, $to), per lot: live, or
 * (whole hours) the aggregate of those starting in the window corrected by those running across its
 * bounds (runningAcross), the same sum in another order.
 */
export const bookedSlotHours = (from: string, to: string, lots: string, aggregate: boolean) =>
  aggregate
    ? `
  SELECT x.lot_id, sum(x.seconds) / 3600.0 AS booked
    FROM (SELECT e.lot_id, e.slot_seconds AS seconds FROM (${bookingHours({ from, to }, 'lot', OCCUPYING, `e.lot_id IN (${lots})`)}) e
          UNION ALL SELECT x.lot_id, x.seconds FROM (${runningAcross([from, to], OCCUPYING, `l.id IN (${lots})`)}) x) x
   GROUP BY x.lot_id`
    : `
  SELECT r.lot_id, sum(r.slots * extract(epoch FROM (LEAST(r.end_at, ${to}::timestamptz) - GREATEST(r.start_at, ${from}::timestamptz)))) / 3600.0 AS booked
    FROM reservations r
   WHERE r.lot_id IN (${lots}) AND r.status IN ${OCCUPYING} AND r.start_at < ${to}::timestamptz AND r.end_at > ${from}::timestamptz
   GROUP BY r.lot_id`;

/** The owner-level booking aggregate's rows in scope (an owner's; the platform's: all). */
export const ownedBookings = (scope: Scope, params: SqlParam[]) => scopeSql(scope, params, { owner: (p) => `e.owner_org_id = ${p}`, fleet: 'FALSE' });

export const percent = (booked: string, offered: string) =>
  `CASE WHEN ${offered} > 0 THEN round((100 * ${booked} / ${offered})::numeric, 1)::float8 ELSE 0 END`;
