/**
 * The platform's fee on an owner's bookings (statements of income): 10 % of what the
 * bookings earned after discounts (gross − discounts), taxes excluded, none on a cancelled booking.
 * Parts per million like every rate (shared/rules money-rounding RATE_SCALE): 100000 = 10 %.
 * Written to the ledger once per booking, rounded half away from zero (the database's
 * ledger_platform_fee_rate() holds the same rate; an API test checks they agree).
 */
export const PLATFORM_FEE_RATE = 100_000;
