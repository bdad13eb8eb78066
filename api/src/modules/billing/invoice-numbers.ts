import type { Queryable } from '../../db/db';

/*
 * Invoice numbers are sequential per organisation without gaps, whatever the kind:
 * month-end's consolidated invoices and subscription invoices draw from one counter.
 */

/**
 * The next invoice number of an organisation: the counter row is updated (and so locked) in the
 * caller's transaction, so numbers have no gaps — a rollback returns the number with the row.
 */
export async function nextInvoiceSequence(tx: Queryable, orgId: number): Promise<number> {
  const { rows } = await tx.query<{ last_number: number }>(
    `INSERT INTO invoice_counters (org_id, last_number) VALUES ($1, 1)
     ON CONFLICT (org_id) DO UPDATE SET last_number = invoice_counters.last_number + 1
     RETURNING last_number`,
    [orgId],
  );
  return rows[0].last_number;
}

/** Gives back the number just taken (its invoice was not written after all), so no gap is left. */
export async function giveBackInvoiceSequence(tx: Queryable, orgId: number): Promise<void> {
  await tx.query('UPDATE invoice_counters SET last_number = last_number - 1 WHERE org_id = $1', [orgId]);
}

/** `<prefix>-<org>-<sequence>`, zero-padded so numbers sort: `CI-3-000012`, `SUB-3-000013`. */
export const invoiceNumber = (prefix: 'CI' | 'SUB' | 'SOI' | 'DCI' | 'CN', orgId: number, sequence: number) =>
  `${prefix}-${orgId}-${String(sequence).padStart(6, '0')}`;
