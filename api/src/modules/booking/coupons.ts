import { isPlatformOrganization } from '@haulstop/shared/constants';
import { discountMinor } from '@haulstop/shared/rules';
import type { Queryable } from '../../db/db';
import { badRequest, conflict, text } from '../../lib/errors';
import * as newBookingRepository from './new-booking-repository';

export interface AppliedCoupon {
  discountCodeId: number | null;
  discountMinor: number;
}

// SPEC §5 message key couponUnavailable, verbatim.
const unavailable = () => conflict(text('apiErrors.couponUnavailable'), 'COUPON_UNAVAILABLE', { field: 'couponCode' });
const invalid = (key: string, params?: Record<string, string>) => badRequest(text(`apiErrors.${key}`, params), 'INVALID_COUPON', { field: 'couponCode' });

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
  const row = await newBookingRepository.findDiscountCode(tx, code, lot.id, use);
  if (!row) throw invalid('couponDoesNotExist');
  if (!row.current) throw invalid('couponNotValidNow');
  const ownersCode = isPlatformOrganization(row.org_id) || row.org_id === lot.ownerOrgId;
  if (!ownersCode || (row.limited_to_lots && !row.at_this_lot)) throw invalid('couponNotAtLot');
  // A percentage is the same in any currency; an amount (fixed value, cap, total value) is in the code's currency.
  const hasAmounts = row.discount_type === 'fixed' || row.max_cap_minor !== null || row.total_value_minor !== null;
  if (hasAmounts && row.currency !== lot.currency) throw invalid('couponCurrency', { codeCurrency: row.currency, lotCurrency: lot.currency });
  if (row.max_uses_per_code !== null && row.used_count >= row.max_uses_per_code) throw unavailable();
  const remainingValueMinor = row.total_value_minor === null ? null : row.total_value_minor - row.used_value_minor;
  if (remainingValueMinor !== null && remainingValueMinor <= 0) throw unavailable();
  const discount = discountMinor(
    { discountType: row.discount_type, percentage: row.percentage, amountMinor: row.amount_minor, maxCapMinor: row.max_cap_minor, remainingValueMinor },
    subtotalMinor,
  );
  if (use) await newBookingRepository.useDiscountCode(tx, row.id, discount);
  return { discountCodeId: row.id, discountMinor: discount };
}
