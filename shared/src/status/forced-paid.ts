import { PAID_STATUS } from '@haulstop/shared/constants';

/*
 * SPEC §4: "a fixed set of about 39 consolidated statement ids is forced to display as Paid".
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
  /** the viewer's date, `YYYY-MM-DD` (default: the local date now) */
  today?: string;
};

export const OVERDUE_STATUS = 'Overdue';

/** Invoice statuses that still owe money; a payment in flight (pending, initiated) is not counted late yet. */
const OWING = new Set(['unpaid', 'partially paid', 'to be paid', 'payment failed', 'recurring failed']);

/** The local calendar date as `YYYY-MM-DD`. */
export function localDate(now: Date = new Date()): string {
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

/**
 * True when an invoice is past its due date and not paid: `isOverdue('Unpaid', '2026-10-31', '2026-11-01') === true`;
 * due today is not yet overdue.
 */
export function isOverdue(status: string | null | undefined, dueDate: string | null | undefined, today: string = localDate()): boolean {
  if (!dueDate) return false;
  const normalized = (status ?? '')
    .trim()
    .replace(/[\s_]+/g, ' ')
    .toLowerCase();
  return OWING.has(normalized) && dueDate.slice(0, 10) < today;
}

/**
 * The status text to show: 'Paid' for a forced consolidated statement (SPEC §4), 'Overdue' for an
 * invoice past its due date that still owes money, else the status trimmed.
 * @example setForcedPaidStatementIds([7]); displayStatus('Unpaid', { statementId: 7 }) === 'Paid'
 */
export function displayStatus(status: string | null | undefined, options: DisplayStatusOptions = {}): string {
  if (isForcedPaidStatement(options.statementId, options.forcedPaidStatementIds)) return PAID_STATUS;
  if (isOverdue(status, options.dueDate, options.today)) return OVERDUE_STATUS;
  return (status ?? '').trim();
}
