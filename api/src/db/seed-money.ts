import { shiftPeriod, periodOf, sumLinesMinor, taxLinesFor } from '@haulstop/shared/rules';
import { issueOwnerDocuments } from '../modules/billing/owner-documents';
import type { Queryable } from './db';

const DAY = 24 * 3600 * 1000;

/**
 * The lots the month-end demo bookings use: one CAD (Manitoba: GST and RST, two tax lines) and one
 * USD lot of Prairie that no other demo booking or test counts, in the previous month only.
 */
const LOT_NAMES = ['Prairie Stop Winnipeg', 'Prairie Stop Columbus'];

/**
 * Month-end demo data: bookings of Northline's carrier network — its own and its
 * sub-carrier Ridgeway's — in the previous calendar month, paid later (no payment status) and on no
 * invoice, so month-end has something to bill on first start. Priced as a booking is (price ×
 * slots, then the province's tax lines), alternating a CAD and a USD lot, so the run writes one
 * invoice per currency. Deterministic: fixed days, lots by name.
 */
export async function seedMoney(tx: Queryable, now: Date): Promise<void> {
  const monthStart = Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1);
  const { rows: lots } = await tx.query<{ id: number; currency: string; country: string; region: string }>(
    `SELECT id, currency, country, region FROM parking_lots WHERE name = ANY($1::text[]) ORDER BY array_position($1::text[], name::text)`,
    [LOT_NAMES],
  );
  const plan: [orgId: number, bookedBy: number | null, day: number, duration: string, hours: number, slots: number][] = [
    [3, null, 2, '24 hrs', 24, 1],
    [5, 3, 5, '12 hrs', 12, 2],
    [5, null, 9, '36 hrs', 36, 1],
    [3, null, 14, 'Weekly', 168, 1],
    [5, null, 20, '6 hrs', 6, 3],
    [3, null, 24, '24 hrs', 24, 2],
  ];
  for (const [index, [orgId, bookedBy, day, duration, hours, slots]] of plan.entries()) {
    const lot = lots[index % lots.length];
    const { rows: prices } = await tx.query<{ amount_minor: number }>('SELECT amount_minor FROM parking_lot_prices WHERE lot_id = $1 AND duration = $2', [
      lot.id,
      duration,
    ]);
    const taxableMinor = prices[0].amount_minor * slots;
    const taxLines = taxLinesFor(lot, taxableMinor);
    const start = new Date(monthStart + (day - 1) * DAY + 8 * 3600 * 1000);
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO reservations (lot_id, org_id, booked_by_org_id, duration, start_at, end_at, slots, status, amount_minor, currency,
                                 payment_status, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, 'Completed', $8, $9, NULL, $10) RETURNING id`,
      [
        lot.id,
        orgId,
        bookedBy,
        duration,
        start,
        new Date(start.getTime() + hours * 3600 * 1000),
        slots,
        taxableMinor + sumLinesMinor(taxLines),
        lot.currency,
        new Date(start.getTime() - 2 * DAY),
      ],
    );
    for (const line of taxLines) {
      await tx.query('INSERT INTO reservation_tax_lines (reservation_id, name, rate, taxable_minor, amount_minor) VALUES ($1, $2, $3, $4, $5)', [
        rows[0].id,
        line.name,
        line.rate,
        taxableMinor,
        line.amountMinor,
      ]);
    }
    // One entry per slot, with the organisation's drivers and assets in id order.
    await tx.query(
      `INSERT INTO reservation_entries (reservation_id, sno, driver_id, asset_id)
       SELECT $1, n, (SELECT id FROM drivers WHERE org_id = $2 ORDER BY id OFFSET (n - 1) LIMIT 1),
                     (SELECT id FROM assets WHERE org_id = $2 ORDER BY id OFFSET ((n - 1) % 2) LIMIT 1)
         FROM generate_series(1, $3::int) AS n`,
      [rows[0].id, orgId, slots],
    );
  }
}

/**
 * The owners' statements of income and discount-code invoices of the last three months, issued
 * from the ledger as month-end issues them (so the seeded documents and the pages agree): the
 * older months paid, last month's payout pending and its discount-code invoice unpaid.
 */
export async function seedOwnerDocuments(tx: Queryable, today: Date): Promise<void> {
  for (const monthsBack of [3, 2, 1]) {
    const paid = monthsBack > 1;
    await issueOwnerDocuments(
      tx,
      shiftPeriod(periodOf(today), monthsBack),
      {
        statement: paid ? 'Payment Success' : 'Payment Pending',
        discountCodes: paid ? 'Payment Success' : 'Unpaid',
      },
      today,
    );
  }
  await seedInvoicePayments(tx);
}

/**
 * The payments behind the seeded invoices' statuses (an invoice's status follows what is paid), as
 * payments are recorded (the database writes their ledger entries, migration 220): a paid invoice
 * or discount-code invoice paid in full, a partly paid one half paid, a renewing subscription's
 * period paid by card when it began; Eastbound's second month unpaid after a declined card. A
 * payment is dated ten days after its period, never later than now (nothing is paid in the future).
 */
async function seedInvoicePayments(tx: Queryable): Promise<void> {
  await tx.query(
    `INSERT INTO invoice_payments (invoice_id, payer_org_id, method, status, amount_minor, currency, created_at)
     SELECT id, org_id, 'CARD', 'Payment Success', CASE WHEN status = 'Partially Paid' THEN total_minor / 2 ELSE total_minor END, currency,
            CASE WHEN kind = 'subscription' THEN period_start::timestamp AT TIME ZONE 'UTC' ELSE LEAST(period_end + interval '10 days', now()) END
       FROM invoices
      WHERE total_minor > 1
        AND ((kind IN ('invoice', 'consolidated', 'discount_code') AND status IN ('Payment Success', 'Partially Paid'))
             OR (kind = 'subscription' AND status = 'Currently Recurring'))
      ORDER BY id`,
  );
  await tx.query(
    `INSERT INTO invoice_payments (invoice_id, payer_org_id, method, status, amount_minor, currency, failure_code, created_at)
     SELECT id, org_id, 'CARD', 'Payment Failed', total_minor, currency, 'CARD_DECLINED', LEAST(period_end + interval '10 days', now())
       FROM invoices WHERE kind = 'invoice' AND org_id = 4 AND status = 'Unpaid' ORDER BY period_start, id LIMIT 1`,
  );
}
