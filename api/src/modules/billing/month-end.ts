import { periodOf, previousPeriod } from '@haulstop/shared/rules';
import { ACCOUNTING_TIME_ZONES } from '@haulstop/shared/time';
import type { MonthEndInvoice, MonthEndResult } from '@haulstop/shared/contracts';
import type { Queryable } from '../../db/db';
import type { Job } from '../../jobs/scheduler';
import { settleBookingEntries } from '../ledger/service';
import { giveBackInvoiceSequence, invoiceNumber as numberOf, nextInvoiceSequence } from './invoice-numbers';
import { issueCreditNotes, issueOwnerDocuments } from './owner-documents';
import { periodBounds, periodHasEnded } from './period';
import { billOwedOverstays, owedGateChargeGroups } from '../gate/no-show-overstay';
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
 * Month-end (DESIGN §3): one consolidated invoice per carrier network parent and
 * currency (USD and CAD are never summed), a line per booking, Canadian taxes as separate lines
 * per province, the total the sum of the lines. Runs inside the caller's transaction (which holds
 * the job's advisory lock); idempotent, since a billed booking is in `consolidated_billing`.
 * Set-based SQL per invoice, so a month of 100,000 bookings is a handful of statements.
 */
export async function runMonthEnd(tx: Queryable, period: string, now = new Date()): Promise<MonthEndResult> {
  const { start, end } = periodBounds(period);
  await settleBookingEntries(tx);
  const groups = invoiceGroups(await collectMonthEndCandidates(tx, period), await owedGateChargeGroups(tx));
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
      periodFrom: periodBounds(period, group.timeZone).from,
      periodTo: periodBounds(period, group.timeZone).to,
    });
    const bookingCount = await claimCandidates(tx, invoiceId, group.parentId, group.currency);
    await writeConsolidatedLines(tx, invoiceId);
    // Overstays the booking's payment method did not pay are owed here too, and pay-later no-show fees.
    const gateCharges = await billOwedOverstays(tx, invoiceId, group.parentId, group.currency);
    if (bookingCount === 0 && gateCharges === 0) {
      // Nothing left to bill (a booking changed meanwhile): give the number back, no gap.
      await deleteInvoice(tx, invoiceId);
      await giveBackInvoiceSequence(tx, group.parentId);
      continue;
    }
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
  const ownerDocuments = periodHasEnded(period, now) ? await issueOwnerDocuments(tx, period, undefined, now) : [];
  await issueCreditNotes(tx, now);
  return { period, invoices, billedReservations, ownerDocuments, nothingBilled: invoices.length > 0 ? null : await whyNothing(tx, period) };
}

type InvoiceGroup = { parentId: number; currency: string; name: string; timeZone: string };

/** One invoice per organisation and currency that has bookings to bill or gate money owed, in order. */
function invoiceGroups(bookings: InvoiceGroup[], gateCharges: InvoiceGroup[]): InvoiceGroup[] {
  const groups = new Map<string, InvoiceGroup>();
  for (const group of [...bookings, ...gateCharges])
    groups.set(`${group.parentId}:${group.currency}`, groups.get(`${group.parentId}:${group.currency}`) ?? group);
  return [...groups.values()].sort((a, b) => a.parentId - b.parentId || a.currency.localeCompare(b.currency));
}

/** Why a run billed nothing: the period's carrier-network bookings paid later are all billed, or there are none. */
async function whyNothing(tx: Queryable, period: string): Promise<MonthEndResult['nothingBilled']> {
  const billed = await countNetworkBookings(tx, period);
  return { reason: billed > 0 ? 'ALREADY_BILLED' : 'NO_NETWORK_BOOKINGS', alreadyBilledReservations: billed };
}

/** `YYYY-MM` of a moment at a zone (the shared rule; re-exported for the job's callers). */
export { periodOf };

/** Is `moment` on the last day of its month at the zone (UTC when none)? SPEC §9: networks are invoiced that day. */
export const isLastDayOfMonth = (moment: Date, zone = 'UTC') => periodOf(moment, zone) !== periodOf(new Date(moment.getTime() + 24 * 3600 * 1000), zone);

/**
 * The months whose last day it is at `moment` in some accounting zone: each network's month is cut
 * in its parent's zone, so the month is billed while it is its last day anywhere (a network at
 * Vancouver is billed until midnight there, hours after UTC's month has ended).
 */
export const monthsEndingAt = (moment: Date): string[] =>
  [...new Set(ACCOUNTING_TIME_ZONES.filter((zone) => isLastDayOfMonth(moment, zone)).map((zone) => periodOf(moment, zone)))].sort();

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
    await issueOwnerDocuments(tx, previousPeriod(now), undefined, now);
    await issueCreditNotes(tx, now);
    let result: MonthEndResult | null = null;
    for (const period of monthsEndingAt(now)) result = await runMonthEnd(tx, period, now);
    return result;
  },
};
