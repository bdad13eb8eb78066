import { periodOf, previousPeriod } from '@haulstop/shared/rules';
import type { MonthEndInvoice, MonthEndResult } from '@haulstop/shared/contracts';
import type { Queryable } from '../../db/db';
import type { Job } from '../../jobs/scheduler';
import { OWED_BEFORE_TAX } from '../ledger/queries';
import { settleBookingEntries } from '../ledger/service';
import { giveBackInvoiceSequence, invoiceNumber as numberOf, nextInvoiceSequence } from './invoice-numbers';
import { issueOwnerDocuments } from './owner-documents';
import { periodBounds, periodHasEnded } from './period';

/** Reservation statuses a network is billed for: the parking was (or will be) used. */
const BILLABLE_STATUSES = ['Booked', 'Upcoming', 'Completed', 'Currently Recurring', 'Partial Cancel'];

/** Days after the period's end an invoice is due. */
const DUE_DAYS = 15;

export { periodBounds };

/**
 * The bookings month-end bills: those of a carrier network (the parent's own, and its
 * sub-carriers' whoever booked them) starting in the period, in a billable status, with nothing
 * paid at booking (pay later / to be paid), on no invoice yet. `$1` start, `$2` next month start.
 * Yields the reservation, its currency and its network parent.
 */
const NETWORK_BOOKINGS = `
    FROM reservations r
    JOIN organizations payer ON payer.id = COALESCE(r.booked_by_org_id, r.org_id)
    JOIN organizations parent ON parent.id = COALESCE(payer.parent_org_id, payer.id)
   WHERE r.start_at >= $1::timestamptz AND r.start_at < $2::timestamptz
     AND (payer.parent_org_id IS NOT NULL OR parent.is_org_network_config_enabled)
     AND r.status IN (${BILLABLE_STATUSES.map((status) => `'${status}'`).join(', ')})
     AND r.payment_status IS NULL`;

const CANDIDATES = `
  SELECT r.id, r.currency, parent.id AS parent_id ${NETWORK_BOOKINGS}
     AND NOT EXISTS (SELECT 1 FROM consolidated_billing b WHERE b.reservation_id = r.id)
     AND NOT EXISTS (SELECT 1 FROM invoice_lines il WHERE il.reservation_id = r.id)`;

/**
 * Month-end (SPEC §2.7, §9; DESIGN §3): one consolidated invoice per carrier network parent and
 * currency (USD and CAD are never summed), a line per booking, Canadian taxes as separate lines
 * per province, the total the sum of the lines. Runs inside the caller's transaction (which holds
 * the job's advisory lock); idempotent, since a billed booking is in `consolidated_billing`.
 * Set-based SQL per invoice, so a month of 100,000 bookings is a handful of statements.
 */
export async function runMonthEnd(tx: Queryable, period: string, now = new Date()): Promise<MonthEndResult> {
  const { start, end, from, to } = periodBounds(period);
  await settleBookingEntries(tx);
  // The candidates once, in a temporary table: claiming straight from a query that tests
  // consolidated_billing while inserting into it rescans the rows it adds (quadratic: 15 s of a
  // 100,000-booking month on the bench).
  await tx.query('DROP TABLE IF EXISTS month_end_candidates');
  await tx.query('CREATE TEMPORARY TABLE month_end_candidates (id integer PRIMARY KEY, currency char(3) NOT NULL, parent_id integer NOT NULL) ON COMMIT DROP');
  await tx.query(`INSERT INTO month_end_candidates (id, currency, parent_id) ${CANDIDATES}`, [from.toISOString(), to.toISOString()]);
  await tx.query('ANALYZE month_end_candidates');
  const groups = await tx.query<{ parent_id: number; currency: string; name: string }>(
    `SELECT c.parent_id, c.currency, o.name FROM month_end_candidates c JOIN organizations o ON o.id = c.parent_id
      GROUP BY c.parent_id, c.currency, o.name ORDER BY c.parent_id, c.currency`,
  );
  const invoices: MonthEndInvoice[] = [];
  let billedReservations = 0;
  for (const group of groups.rows) {
    const sequence = await nextInvoiceSequence(tx, group.parent_id);
    const invoiceNumber = numberOf('CI', group.parent_id, sequence);
    const { rows: created } = await tx.query<{ id: number }>(
      `INSERT INTO invoices (invoice_number, org_id, kind, period_start, period_end, status, total_minor, currency, due_date, org_sequence)
       VALUES ($1, $2, 'consolidated', $3::date, $4::date, 'Unpaid', 0, $5, $4::date + $6::int, $7) RETURNING id`,
      [invoiceNumber, group.parent_id, start, end, group.currency, DUE_DAYS, sequence],
    );
    const invoiceId = created[0].id;
    // Claim the bookings first: the primary key of consolidated_billing is what bills each once.
    const claimed = await tx.query(
      `INSERT INTO consolidated_billing (reservation_id, invoice_id)
       SELECT c.id, $1 FROM month_end_candidates c WHERE c.parent_id = $2 AND c.currency = $3
       ON CONFLICT (reservation_id) DO NOTHING`,
      [invoiceId, group.parent_id, group.currency],
    );
    const bookingCount = claimed.rowCount ?? 0;
    if (bookingCount === 0) {
      // Nothing left to bill (a booking changed meanwhile): give the number back, no gap.
      await tx.query('DELETE FROM invoices WHERE id = $1', [invoiceId]);
      await giveBackInvoiceSequence(tx, group.parent_id);
      continue;
    }
    // A booking's line is what the ledger says its customer owes before taxes; the taxes are the
    // ledger's tax entries of the invoice's bookings, a line per tax and province.
    await tx.query(
      `INSERT INTO invoice_lines (invoice_id, description, amount_minor, reservation_id, line_kind)
       SELECT $1, left(o.name || ': reservation #' || r.id || ' at ' || l.name || ' (' || r.duration || ' × ' || r.slots || ')', 255),
              ${OWED_BEFORE_TAX('r.id')}, r.id, 'charge'
         FROM consolidated_billing b
         JOIN reservations r ON r.id = b.reservation_id
         JOIN organizations o ON o.id = r.org_id
         JOIN parking_lots l ON l.id = r.lot_id
        WHERE b.invoice_id = $1
        ORDER BY r.start_at, r.id`,
      [invoiceId],
    );
    await tx.query(
      `INSERT INTO invoice_lines (invoice_id, description, amount_minor, line_kind)
       SELECT $1, e.tax_name || ' (' || upper(l.region) || ')', sum(e.amount_minor)::int, 'tax'
         FROM consolidated_billing b JOIN ledger_entries e ON e.reservation_id = b.reservation_id AND e.kind = 'tax'
         JOIN parking_lots l ON l.id = e.lot_id
        WHERE b.invoice_id = $1
        GROUP BY l.region, e.tax_name HAVING sum(e.amount_minor) <> 0
        ORDER BY l.region, e.tax_name`,
      [invoiceId],
    );
    const { rows: totals } = await tx.query<{ total: number }>(
      `UPDATE invoices SET total_minor = (SELECT COALESCE(sum(amount_minor), 0) FROM invoice_lines WHERE invoice_id = $1)
        WHERE id = $1 RETURNING total_minor AS total`,
      [invoiceId],
    );
    billedReservations += bookingCount;
    invoices.push({
      invoiceId,
      invoiceNumber,
      orgId: group.parent_id,
      orgName: group.name,
      currency: group.currency,
      totalMinor: totals[0].total,
      bookingCount,
    });
  }
  const ownerDocuments = periodHasEnded(period, now) ? await issueOwnerDocuments(tx, period) : [];
  return { period, invoices, billedReservations, ownerDocuments, nothingBilled: invoices.length > 0 ? null : await whyNothing(tx, from, to) };
}

/** Why a run billed nothing: the period's carrier-network bookings paid later are all billed, or there are none. */
async function whyNothing(tx: Queryable, from: Date, to: Date): Promise<MonthEndResult['nothingBilled']> {
  const { rows } = await tx.query<{ billed: number }>(`SELECT count(*)::int AS billed ${NETWORK_BOOKINGS}`, [from.toISOString(), to.toISOString()]);
  const billed = rows[0].billed;
  return { reason: billed > 0 ? 'ALREADY_BILLED' : 'NO_NETWORK_BOOKINGS', alreadyBilledReservations: billed };
}

/** `YYYY-MM` of a moment, in UTC (the shared rule; re-exported for the job's callers). */
export { periodOf };

/** Is `moment` on the last day of its month (UTC)? SPEC §9: networks are invoiced that day. */
export const isLastDayOfMonth = (moment: Date) => new Date(moment.getTime() + 24 * 3600 * 1000).getUTCDate() === 1;

/** The job name; its advisory lock is shared by the scheduled run and POST /api/billing/monthEnd. */
export const MONTH_END_JOB = 'month-end';

/**
 * Hourly; bills the networks' month only on its last day (each later round that day bills only
 * bookings added since, so none is missed and none billed twice); issues the owners' documents of
 * the month before once it has ended.
 */
export const monthEndJob: Job = {
  name: MONTH_END_JOB,
  everyMs: 60 * 60 * 1000,
  async run(tx, now) {
    // Last month's owner documents once it has ended (a no-op once issued).
    await issueOwnerDocuments(tx, previousPeriod(now));
    if (!isLastDayOfMonth(now)) return null;
    return runMonthEnd(tx, periodOf(now), now);
  },
};
