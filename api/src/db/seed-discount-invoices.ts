import type { Queryable } from './db';

/**
 * Discount-code uses for /discountcodeinvoice (issue 10): every other one of Prairie's seeded
 * bookings of the last three months used one of Prairie's codes — WINTER10 (10 %, capped at 50.00)
 * and FLEET25OFF (25.00) at the US lots, REGINA5OFF (5.00) at Regina. The seeded amount stays what
 * was charged; the discount is what the code took off before it (deterministic: in id order).
 */
export async function seedDiscountInvoices(tx: Queryable, today: Date): Promise<void> {
  const from = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 3, 1));
  const to = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), 1));
  const { rows } = await tx.query<{ id: number; amount_minor: number; currency: string; lot_name: string }>(
    `SELECT r.id, r.amount_minor, r.currency, l.name AS lot_name FROM reservations r JOIN parking_lots l ON l.id = r.lot_id
      WHERE l.owner_org_id = 2 AND r.start_at >= $1 AND r.start_at < $2
        AND r.status NOT IN ('Payment Failed', 'Booking Failed', 'Failed', 'Expired', 'Recurring Failed')
      ORDER BY r.id`,
    [from.toISOString(), to.toISOString()],
  );
  let usUses = 0;
  for (const [index, booking] of rows.entries()) {
    if (index % 2 === 1) continue;
    let code: string;
    let discount: number;
    if (booking.currency === 'USD') {
      usUses += 1;
      [code, discount] = usUses % 2 === 1 ? ['WINTER10', Math.min(Math.round(booking.amount_minor / 9), 5000)] : ['FLEET25OFF', 2500];
    } else if (booking.lot_name === 'Prairie Stop Regina') {
      [code, discount] = ['REGINA5OFF', 500];
    } else {
      continue;
    }
    await tx.query(
      `UPDATE reservations SET discount_code_id = (SELECT id FROM discount_codes WHERE code = $2), discount_minor = $3 WHERE id = $1`,
      [booking.id, code, discount],
    );
  }
}
