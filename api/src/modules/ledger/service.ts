import type { Queryable } from '../../db/db';

/**
 * The ledger: one append-only table of every money effect, which every money screen
 * reads (./queries). A booking's entries are written by the database itself, at the commit of the
 * transaction that changed the booking (migration 180, ledger_sync_reservation): whoever wrote it,
 * the entries are in the same transaction and none is missed. So are a subscription invoice's and
 * an invoice payment's (migration 220, ledger_sync_invoice and ledger_sync_invoice_payment: the
 * platform's money, on no lot). Other effects (payouts) are written here by the code that makes them.
 */

export type LedgerKind =
  | 'charge'
  | 'discount'
  | 'tax'
  | 'refund'
  | 'platform_fee'
  | 'payout'
  | 'subscription'
  | 'invoice_payment'
  /** a truck's time past its booking's end: before taxes (no tax name), and each of its taxes (named) */
  | 'overstay'
  /** what the lot kept of a no-show slot released for resale, taxes included */
  | 'no_show_fee';

export interface LedgerEntry {
  kind: LedgerKind;
  /** Signed, from the lot owner's earnings: charge and tax add; discount, refund, fee and payout take away. */
  amountMinor: number;
  currency: string;
  ownerOrgId: number;
  /** The moment that puts the entry in a month (of the owner's accounting zone). */
  accruesAt: Date;
  customerOrgId?: number | null;
  reservationId?: number | null;
  invoiceId?: number | null;
  lotId?: number | null;
  reversalOf?: number | null;
}

/** Appends entries (never changed afterwards: a correction is a reversing entry). A zero amount is no entry. */
export async function recordEntries(tx: Queryable, entries: readonly LedgerEntry[]): Promise<void> {
  for (const entry of entries) {
    if (entry.amountMinor === 0) continue;
    await tx.query(
      `INSERT INTO ledger_entries (kind, reservation_id, invoice_id, owner_org_id, customer_org_id, lot_id, currency, amount_minor, accrues_at, reversal_of)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
      [
        entry.kind,
        entry.reservationId ?? null,
        entry.invoiceId ?? null,
        entry.ownerOrgId,
        entry.customerOrgId ?? null,
        entry.lotId ?? null,
        entry.currency,
        entry.amountMinor,
        entry.accruesAt.toISOString(),
        entry.reversalOf ?? null,
      ],
    );
  }
}

/**
 * Writes now (rather than at commit) what the ledger lacks of these bookings' money: for a reader
 * inside the transaction that changed them (the seed's documents, month-end).
 */
export async function settleBookingEntries(tx: Queryable): Promise<void> {
  await tx.query('SET CONSTRAINTS reservations_ledger_insert, reservations_ledger_update, reservation_tax_lines_ledger IMMEDIATE');
  await tx.query('SET CONSTRAINTS reservations_ledger_insert, reservations_ledger_update, reservation_tax_lines_ledger DEFERRED');
}
