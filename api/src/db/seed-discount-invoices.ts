import type { Queryable } from './db';

/** A seeded booking a discount code may have been used on. */
export type SeededBooking = { id: number; amount_minor: number; currency: string; lot_name: string; start_at: Date | string };

/** What one use of a code took off a booking. */
export type DiscountUse = { id: number; code: string; discount: number };

/** Prairie's codes and where they apply: WINTER10 and FLEET25OFF at the US lots, REGINA5OFF at Regina. */
const usableAt = (booking: SeededBooking) => booking.currency === 'USD' || booking.lot_name === 'Prairie Stop Regina';

/**
 * The uses, deterministic: every other booking a code applies to, counted within each month, so
 * every month with such a booking shows uses whatever the day the demo is seeded (counted over the
 * whole window, a month's bookings could all fall on the skipped turn: October showed none when
 * seeded on 24 November). US uses alternate WINTER10 (10 %, capped at 50.00) and FLEET25OFF (25.00).
 */
export function chooseDiscountUses(bookings: readonly SeededBooking[]): DiscountUse[] {
  const turnInMonth = new Map<string, number>();
  let usUses = 0;
  const uses: DiscountUse[] = [];
  for (const booking of bookings) {
    if (!usableAt(booking)) continue;
    const month = new Date(booking.start_at).toISOString().slice(0, 7);
    const turn = turnInMonth.get(month) ?? 0;
    turnInMonth.set(month, turn + 1);
    if (turn % 2 === 1) continue;
    if (booking.currency === 'USD') {
      usUses += 1;
      uses.push(
        usUses % 2 === 1
          ? { id: booking.id, code: 'WINTER10', discount: Math.min(Math.round(booking.amount_minor / 9), 5000) }
          : { id: booking.id, code: 'FLEET25OFF', discount: 2500 },
      );
    } else {
      uses.push({ id: booking.id, code: 'REGINA5OFF', discount: 500 });
    }
  }
  return uses;
}

/**
 * Discount-code uses for /discountcodeinvoice on Prairie's seeded bookings of the last
 * three months (chooseDiscountUses). The seeded amount stays what was charged; the discount is
 * what the code took off before it.
 */
export async function seedDiscountInvoices(tx: Queryable, today: Date): Promise<void> {
  const from = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 3, 1));
  const to = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), 1));
  const { rows } = await tx.query<SeededBooking>(
    `SELECT r.id, r.amount_minor, r.currency, l.name AS lot_name, r.start_at FROM reservations r JOIN parking_lots l ON l.id = r.lot_id
      WHERE l.owner_org_id = 2 AND r.start_at >= $1 AND r.start_at < $2
        AND r.status NOT IN ('Payment Failed', 'Booking Failed', 'Failed', 'Expired', 'Recurring Failed')
      ORDER BY r.id`,
    [from.toISOString(), to.toISOString()],
  );
  for (const use of chooseDiscountUses(rows)) {
    await tx.query(`UPDATE reservations SET discount_code_id = (SELECT id FROM discount_codes WHERE code = $2), discount_minor = $3 WHERE id = $1`, [
      use.id,
      use.code,
      use.discount,
    ]);
  }
}
