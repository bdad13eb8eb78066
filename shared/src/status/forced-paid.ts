import { PAID_STATUS } from '@haulstop/shared/constants';
import { dayAt } from '@haulstop/shared/time';

/*
 * "a fixed set of about 39 consolidated statement ids is forced to display as Paid".
 * The ids themselves are not in the spec and belong to one deployment's data (statements settled
 * outside the product), so they are data, not code: empty by default, set at start from
 * configuration with setForcedPaidStatementIds, or passed per call. Inventing 39 ids here would
 * mark real statements of a fresh database as Paid.
 */
let forcedPaidStatementIds: ReadonlySet<string> = new Set();

type Id = string | number;

/** Replaces the forced-Paid statement ids: `setForcedPaidStatementIds([1021, 1022])`. */
export function setForcedPaidStatementIds(ids: Iterable<Id>): void {
  forcedPaidStatementIds = new Set(Array.from(ids, String));
}

/** The forced-Paid statement ids currently configured, as strings. */
export function getForcedPaidStatementIds(): readonly string[] {
  return [...forcedPaidStatementIds];
}

/** True when a consolidated statement id is forced to Paid (by the given list, else the configured one). */
export function isForcedPaidStatement(statementId: Id | null | undefined, ids?: Iterable<Id>): boolean {
  if (statementId === null || statementId === undefined) return false;
  const set = ids ? new Set(Array.from(ids, String)) : forcedPaidStatementIds;
  return set.has(String(statementId));
}

export type DisplayStatusOptions = {
  statementId?: Id | null;
  forcedPaidStatementIds?: Iterable<Id>;
  /** an invoice's due date, `YYYY-MM-DD`: past it, a status still owing money shows as Overdue */
  dueDate?: string | null;
  /** the date it is compared with, `YYYY-MM-DD` (default: today in the accounting zone, the calendar due dates are set in) */
  today?: string;
  /** the invoice's kind: on a statement of income or its credit note, 'Payment Pending' is a payout still owed */
  kind?: string | null;
};

export const OVERDUE_STATUS = 'Overdue';

/** Invoice statuses that still owe money; a payment in flight (pending, initiated) is not counted late yet. */
const OWING = new Set(['unpaid', 'partially paid', 'to be paid', 'payment failed', 'recurring failed']);

/**
 * Documents the platform pays (a statement of income's payout and its credit notes): their
 * 'Payment Pending' is the payout not made yet, so it owes as 'Unpaid' does.
 */
const PAYOUT_KINDS = new Set(['statement_of_income', 'credit_note']);

/**
 * Today in an organisation's accounting zone, `YYYY-MM-DD`: the calendar its invoices' due dates
 * are set in (UTC when no zone is given).
 */
export const accountingDate = (now: Date = new Date(), zone = 'UTC'): string => dayAt(now, zone);

/** The local calendar date as `YYYY-MM-DD`. */
export function localDate(now: Date = new Date()): string {
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

/**
 * True when an invoice is past its due date and not paid: `isOverdue('Unpaid', '2026-10-31', '2026-11-01') === true`;
 * due today is not yet overdue. With the invoice's `kind`, a statement of income still 'Payment Pending' is owing too.
 */
export function isOverdue(
  status: string | null | undefined,
  dueDate: string | null | undefined,
  today: string = accountingDate(),
  kind?: string | null,
): boolean {
  if (!dueDate) return false;
  const normalized = (status ?? '')
    .trim()
    .replace(/[\s_]+/g, ' ')
    .toLowerCase();
  const owing = OWING.has(normalized) || (normalized === 'payment pending' && PAYOUT_KINDS.has(kind ?? ''));
  return owing && dueDate.slice(0, 10) < today;
}

/**
 * The status text to show: 'Paid' for a forced consolidated statement, 'Overdue' for an
 * invoice past its due date that still owes money, else the status trimmed.
 * @example setForcedPaidStatementIds([7]); displayStatus('Unpaid', { statementId: 7 }) === 'Paid'
 */
export function displayStatus(status: string | null | undefined, options: DisplayStatusOptions = {}): string {
  if (isForcedPaidStatement(options.statementId, options.forcedPaidStatementIds)) return PAID_STATUS;
  if (isOverdue(status, options.dueDate, options.today, options.kind)) return OVERDUE_STATUS;
  return (status ?? '').trim();
}

/** The fields of an invoice its shown status depends on. */
export type InvoiceStatusFields = { invoiceId: Id; kind: string; status: string; dueDate: string | null };

/**
 * An invoice's status as every screen, CSV and PDF shows it — one rule: a forced consolidated
 * statement is Paid, an invoice past its due date that still owes is Overdue, else its status.
 * @example invoiceStatus({ invoiceId: 4, kind: 'statement_of_income', status: 'Payment Pending', dueDate: '2026-10-15' }, '2026-11-01') === 'Overdue'
 */
export function invoiceStatus(invoice: InvoiceStatusFields, today?: string): string {
  return displayStatus(invoice.status, {
    statementId: invoice.kind === 'consolidated' ? invoice.invoiceId : null,
    dueDate: invoice.dueDate,
    kind: invoice.kind,
    today,
  });
}
