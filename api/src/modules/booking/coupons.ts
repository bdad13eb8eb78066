import { discountMinor } from '@haulstop/shared/rules';
import type { Queryable } from '../../db/db';
import { badRequest, conflict } from '../../lib/errors';

export interface AppliedCoupon {
  discountCodeId: number | null;
  discountMinor: number;
}

interface CodeRow {
  id: number;
  org_id: number;
  owner_is_platform: boolean;
  discount_type: 'percentage' | 'fixed';
  percentage: number | null;
  amount_minor: number | null;
  currency: string;
  max_uses_per_code: number | null;
  total_value_minor: number | null;
  max_cap_minor: number | null;
  used_count: number;
  used_value_minor: number;
  current: boolean;
  limited_to_lots: boolean;
  at_this_lot: boolean;
}

// SPEC §5 message key couponUnavailable, verbatim.
const unavailable = () => conflict('The coupon balance or count is not available.', 'COUPON_UNAVAILABLE');
const invalid = (why: string) => badRequest(`This discount code ${why}`, 'INVALID_COUPON');

/**
 * Applies `couponCode` inside the booking's transaction: the code's row is locked (`FOR UPDATE`)
 * before its uses and value are read and written, so concurrent bookings use a code one after
 * another and a one-use code is used once. A refusal throws, rolling the whole booking back.
 */
export async function applyCoupon(
  tx: Queryable,
  couponCode: string | undefined,
  lot: { id: number; ownerOrgId: number; currency: string },
  subtotalMinor: number,
  /** false for a quote: the same checks and discount, nothing locked or counted. */
  use = true,
): Promise<AppliedCoupon> {
  const code = couponCode?.trim();
  if (!code) return { discountCodeId: null, discountMinor: 0 };
  const { rows } = await tx.query<CodeRow>(
    `SELECT d.id, d.org_id, o.org_type = 'ADMIN' AS owner_is_platform, d.discount_type, d.percentage, d.amount_minor, d.currency,
            d.max_uses_per_code, d.total_value_minor, d.max_cap_minor, d.used_count, d.used_value_minor,
            (d.status = 'Active' AND d.valid_from <= now() AND d.valid_to > now()) AS current,
            EXISTS (SELECT 1 FROM discount_code_lots x WHERE x.discount_code_id = d.id) AS limited_to_lots,
            EXISTS (SELECT 1 FROM discount_code_lots x WHERE x.discount_code_id = d.id AND x.lot_id = $2) AS at_this_lot
       FROM discount_codes d JOIN organizations o ON o.id = d.org_id
      WHERE upper(d.code) = upper($1) ${use ? 'FOR UPDATE OF d' : ''}`,
    [code, lot.id],
  );
  const row = rows[0];
  if (!row) throw invalid('does not exist');
  if (!row.current) throw invalid('is not valid now');
  const ownersCode = row.owner_is_platform || row.org_id === lot.ownerOrgId;
  if (!ownersCode || (row.limited_to_lots && !row.at_this_lot)) throw invalid('does not apply at this parking lot');
  if (row.currency !== lot.currency) throw invalid(`is in ${row.currency}; this lot charges ${lot.currency}`);
  if (row.max_uses_per_code !== null && row.used_count >= row.max_uses_per_code) throw unavailable();
  const remainingValueMinor = row.total_value_minor === null ? null : row.total_value_minor - row.used_value_minor;
  if (remainingValueMinor !== null && remainingValueMinor <= 0) throw unavailable();
  const discount = discountMinor(
    { discountType: row.discount_type, percentage: row.percentage, amountMinor: row.amount_minor, maxCapMinor: row.max_cap_minor, remainingValueMinor },
    subtotalMinor,
  );
  if (use) await tx.query('UPDATE discount_codes SET used_count = used_count + 1, used_value_minor = used_value_minor + $2 WHERE id = $1', [row.id, discount]);
  return { discountCodeId: row.id, discountMinor: discount };
}
