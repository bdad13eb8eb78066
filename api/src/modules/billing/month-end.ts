import { periodOf, previousPeriod } from '@haulstop/shared/rules';
import type { MonthEndInvoice, MonthEndResult } from '@haulstop/shared/contracts';
import type { Queryable } from '../../db/db';
import type { Job } from '../../jobs/scheduler';
import { settleBookingEntries } from '../ledger/service';
import { giveBackInvoiceSequence, invoiceNumber as numberOf, nextInvoiceSequence } from './invoice-numbers';
import { issueCreditNotes, issueOwnerDocuments } from './owner-documents';
import { periodBounds, periodHasEnded } from './period';
import {
  claimCandidates,
  collectMonthEndCandidates,
  countNetworkBookings,
  deleteInvoice,
  insertInvoice,
  totalInvoiceFromLines,
  writeConsolidatedLines,
} from './repository';

/** Days after the period's end an invoice is due. */
const DUE_DAYS = 15;

export { periodBounds };

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
  const groups = await collectMonthEndCandidates(tx, from, to);
  const invoices: MonthEndInvoice[] = [];
  let billedReservations = 0;
  for (const group of groups) {
    const sequence = await nextInvoiceSequence(tx, group.parentId);
    const invoiceNumber = numberOf('CI', group.parentId, sequence);
    const invoiceId = await insertInvoice(tx, {
      invoiceNumber,
      orgId: group.parentId,
      kind: 'consolidated',
      periodStart: start,
      periodEnd: end,
      status: 'Unpaid',
      totalMinor: 0,
      currency: group.currency,
      dueDays: DUE_DAYS,
      sequence,
    });
    const bookingCount = await claimCandidates(tx, invoiceId, group.parentId, group.currency);
    if (bookingCount === 0) {
      // Nothing left to bill (a booking changed meanwhile): give the number back, no gap.
      await deleteInvoice(tx, invoiceId);
      await giveBackInvoiceSequence(tx, group.parentId);
      continue;
    }
    await writeConsolidatedLines(tx, invoiceId);
    const totalMinor = await totalInvoiceFromLines(tx, invoiceId);
    billedReservations += bookingCount;
    invoices.push({
      invoiceId,
      invoiceNumber,
      orgId: group.parentId,
      orgName: group.name,
      currency: group.currency,
      totalMinor,
      bookingCount,
    });
  }
  const ownerDocuments = periodHasEnded(period, now) ? await issueOwnerDocuments(tx, period) : [];
  await issueCreditNotes(tx, now);
  return { period, invoices, billedReservations, ownerDocuments, nothingBilled: invoices.length > 0 ? null : await whyNothing(tx, from, to) };
}

/** Why a run billed nothing: the period's carrier-network bookings paid later are all billed, or there are none. */
async function whyNothing(tx: Queryable, from: Date, to: Date): Promise<MonthEndResult['nothingBilled']> {
  const billed = await countNetworkBookings(tx, from, to);
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
 * the month before once it has ended, and credit notes for issued statements a refund has changed.
 */
export const monthEndJob: Job = {
  name: MONTH_END_JOB,
  everyMs: 60 * 60 * 1000,
  async run(tx, now) {
    // Last month's owner documents once it has ended (a no-op once issued), and a credit note for
    // any issued statement the ledger has moved away from since (a late refund).
    await issueOwnerDocuments(tx, previousPeriod(now));
    await issueCreditNotes(tx, now);
    if (!isLastDayOfMonth(now)) return null;
    return runMonthEnd(tx, periodOf(now), now);
  },
};
