import { isDuration, reservationEndDate } from '@haulstop/shared/constants';
import type { BookingPayment } from '@haulstop/shared/contracts';
import { sumLinesMinor, taxLinesFor } from '@haulstop/shared/rules';
import type { Queryable } from '../../db/db';
import { AppError } from '../../lib/errors';
import { sandboxGateway, type PaymentGateway } from '../payments/gateway';
import { resolvePayment } from '../payment-methods/service';
import { chargeThrough, insertPayment, insertTaxLines, newGateCode, requireFreeSlots, statusAfter } from './service';

/** An unpaid hold (Pending Payment, Payment Initiated) keeps its slots this long, then is released. */
export const HOLD_GRACE_MS = 15 * 60 * 1000;
/** The next occurrence of a recurring booking is booked this long before the current one ends. */
export const RENEWAL_LEAD_MS = 24 * 3600 * 1000;

/**
 * Releases holds of bookings still unpaid after the grace period: the booking becomes Expired (its
 * slots free, no gate code) and its initiated payment failed. Reads only rows still on hold: idempotent.
 */
export async function releaseUnpaidHolds(tx: Queryable, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - HOLD_GRACE_MS).toISOString();
  const { rows } = await tx.query<{ id: number }>(
    `UPDATE reservations SET status = 'Expired', gate_code = NULL
      WHERE status IN ('Pending Payment', 'Payment Initiated') AND created_at <= $1 RETURNING id`,
    [cutoff],
  );
  if (rows.length) {
    await tx.query(
      `UPDATE payments SET status = 'Payment Failed', failure_code = 'HOLD_EXPIRED' WHERE reservation_id = ANY($1::int[]) AND status = 'Payment Initiated'`,
      [rows.map((row) => row.id)],
    );
  }
  return rows.length;
}

interface SeriesEnd {
  root_id: number;
  lot_id: number;
  owner_org_id: number;
  country: string;
  region: string;
  org_id: number;
  booked_by_org_id: number | null;
  duration: string;
  end_at: Date;
  slots: number;
  currency: string;
  method: BookingPayment['method'] | null;
  payer_org_id: number | null;
  saved_id: number | null;
}

/** The latest occurrence of every live series that ends within the lead time, with how the series pays. */
async function seriesToRenew(tx: Queryable, now: Date): Promise<SeriesEnd[]> {
  const { rows } = await tx.query<SeriesEnd>(
    `SELECT root.id AS root_id, last.lot_id, l.owner_org_id, l.country, l.region, last.org_id, last.booked_by_org_id, last.duration,
            last.end_at, last.slots, last.currency, pay.method, pay.payer_org_id, COALESCE(pay.payment_method_id, pay.open_account_id) AS saved_id
       FROM reservations root
       JOIN LATERAL (SELECT * FROM reservations r WHERE r.id = root.id OR r.recurrence_of = root.id ORDER BY r.start_at DESC LIMIT 1) last ON true
       JOIN parking_lots l ON l.id = last.lot_id
       LEFT JOIN LATERAL (SELECT * FROM payments p WHERE p.reservation_id = root.id ORDER BY p.id LIMIT 1) pay ON true
      WHERE root.recurring AND root.recurrence_of IS NULL AND root.recurrence_status = 'Currently Recurring'
        AND last.status IN ('Booked', 'Upcoming', 'Completed', 'Payment Pending') AND last.end_at <= $1
      ORDER BY root.id`,
    [new Date(now.getTime() + RENEWAL_LEAD_MS).toISOString()],
  );
  return rows;
}

/** One occurrence after `series`: booked like a new booking (lot locked, capacity, price, taxes, payment), or the series fails. */
async function renewOne(tx: Queryable, gateway: PaymentGateway, series: SeriesEnd): Promise<boolean> {
  const start = new Date(series.end_at);
  // The database allows only known durations; this narrows the type.
  if (!isDuration(series.duration)) throw new Error(`Unknown duration ${series.duration}`);
  const end = reservationEndDate(start, series.duration);
  const insertOccurrence = async (status: string, amountMinor: number, paymentStatus: string | null, gateCode: string | null) => {
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO reservations (lot_id, org_id, booked_by_org_id, duration, start_at, end_at, slots, status, amount_minor, currency, payment_status, gate_code,
                                 recurring, recurrence_of, creation_mode)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, true, $13, 'automatic') RETURNING id`,
      [
        series.lot_id,
        series.org_id,
        series.booked_by_org_id,
        series.duration,
        start.toISOString(),
        end.toISOString(),
        series.slots,
        status,
        amountMinor,
        series.currency,
        paymentStatus,
        gateCode,
        series.root_id,
      ],
    );
    return rows[0].id;
  };
  const fail = async () => {
    await insertOccurrence('Recurring Failed', 0, null, null);
    await tx.query(`UPDATE reservations SET recurrence_status = 'Recurring Failed' WHERE id = $1`, [series.root_id]);
    return false;
  };
  if (series.method === null || series.payer_org_id === null) return fail();
  const { rows: prices } = await tx.query<{ price: number | null }>(
    `SELECT (SELECT p.amount_minor FROM parking_lot_prices p WHERE p.lot_id = l.id AND p.duration = $2) AS price
       FROM parking_lots l WHERE l.id = $1 AND l.status = 'Active' FOR UPDATE`,
    [series.lot_id, series.duration],
  );
  const price = prices[0]?.price ?? null;
  if (price === null) return fail();
  const payment: BookingPayment = series.saved_id === null ? { method: series.method } : { method: series.method, paymentMethodId: series.saved_id };
  try {
    await requireFreeSlots(tx, series.lot_id, start, end, series.slots);
    const paidWith = await resolvePayment(tx, series.payer_org_id, series.owner_org_id, payment);
    const taxableMinor = price * series.slots;
    const taxLines = taxLinesFor(series, taxableMinor);
    const amountMinor = taxableMinor + sumLinesMinor(taxLines);
    const charge = await chargeThrough(tx, gateway, payment, paidWith, amountMinor, series.currency);
    if (!charge.ok) {
      const id = await insertOccurrence('Recurring Failed', amountMinor, 'Payment Failed', null);
      await insertPayment(tx, id, series.payer_org_id, payment.method, paidWith, 'Payment Failed', amountMinor, series.currency, charge.failureCode);
      await tx.query(`UPDATE reservations SET recurrence_status = 'Recurring Failed' WHERE id = $1`, [series.root_id]);
      return false;
    }
    const id = await insertOccurrence(statusAfter(charge.status, start), amountMinor, charge.status === 'To be Paid' ? null : charge.status, newGateCode());
    await insertTaxLines(tx, id, taxableMinor, taxLines);
    await insertPayment(tx, id, series.payer_org_id, payment.method, paidWith, charge.status, amountMinor, series.currency, null);
    return true;
  } catch (error) {
    // Refusals (no capacity, a method gone, over the credit limit) are decided before any write fails in SQL.
    if (error instanceof AppError) return fail();
    throw error;
  }
}

/**
 * Recurring renewals, occurrence by occurrence: the next occurrence of each live series is booked
 * once the current one ends within RENEWAL_LEAD_MS, its capacity checked under the lot's lock like
 * any booking. A series that cannot be renewed (full lot, refused payment) becomes Recurring Failed.
 * Idempotent: a series whose next occurrence exists is no longer "ending", and the unique
 * (recurrence_of, start_at) index refuses a second insert.
 */
export async function renewRecurringBookings(tx: Queryable, now: Date, gateway: PaymentGateway = sandboxGateway): Promise<{ renewed: number; failed: number }> {
  const counts = { renewed: 0, failed: 0 };
  for (const series of await seriesToRenew(tx, now)) {
    if (await renewOne(tx, gateway, series)) counts.renewed += 1;
    else counts.failed += 1;
  }
  return counts;
}
