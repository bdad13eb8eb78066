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

export type DisplayStatusOptions = { statementId?: Id | null; forcedPaidStatementIds?: Iterable<Id> };

/**
 * The status text to show: 'Paid' for a forced consolidated statement (SPEC §4), else the status trimmed.
 * @example setForcedPaidStatementIds([7]); displayStatus('Unpaid', { statementId: 7 }) === 'Paid'
 */
export function displayStatus(status: string | null | undefined, options: DisplayStatusOptions = {}): string {
  if (isForcedPaidStatement(options.statementId, options.forcedPaidStatementIds)) return PAID_STATUS;
  return (status ?? '').trim();
}
