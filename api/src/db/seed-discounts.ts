import type { Queryable } from './db';

const DAY = 24 * 3600 * 1000;

/**
 * Prairie's discount codes in every state a screen shows: the three of seed.ts get the
 * value they have used, and three more are added — a fixed code limited to the Regina lot, one
 * that starts next month (Scheduled), and one whose uses are all taken (Used up).
 */
export async function seedDiscounts(tx: Queryable, today: Date): Promise<void> {
  // What the seeded uses took off: a fixed code its amount a use, a percentage about 12.00 a use, within each code's total.
  await tx.query(
    `UPDATE discount_codes SET used_value_minor = LEAST(used_count * COALESCE(amount_minor, 1200), COALESCE(total_value_minor, used_count * COALESCE(amount_minor, 1200)))
      WHERE org_id = 2`,
  );
  const at = (days: number) => new Date(today.getTime() + days * DAY);
  for (const [code, type, percentage, amount, currency, uses, used, usedValue, total, from, to] of [
    ['REGINA5OFF', 'fixed', null, 500, 'CAD', 200, 18, 9000, 100000, -20, 120],
    ['NEWYEAR20', 'percentage', 20, null, 'USD', 300, 0, 0, 200000, 35, 70],
    ['FLASH50', 'percentage', 50, null, 'USD', 10, 10, 18000, 50000, -10, 20],
  ] as const) {
    await tx.query(
      `INSERT INTO discount_codes (org_id, code, discount_type, percentage, amount_minor, currency, max_uses_per_code, used_count, used_value_minor,
                                   total_value_minor, max_cap_minor, valid_from, valid_to, status)
       VALUES (2, $1, $2, $3, $4, $5, $6, $7, $8, $9, 5000, $10, $11, 'Active')`,
      [code, type, percentage, amount, currency, uses, used, usedValue, total, at(from), at(to)],
    );
  }
  await tx.query(
    `INSERT INTO discount_code_lots (discount_code_id, lot_id)
     SELECT d.id, l.id FROM discount_codes d, parking_lots l WHERE d.code = 'REGINA5OFF' AND l.name = 'Prairie Stop Regina'`,
  );
}
