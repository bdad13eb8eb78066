/**
 * The platform's fee on an owner's bookings (issue 10, statements of income): 10 % of what the
 * bookings earned after discounts (gross − discounts), taxes excluded, none on a cancelled booking.
 * Parts per million like every rate (shared/rules money-rounding RATE_SCALE): 100000 = 10 %.
 * Applied once per statement row (a lot and its currency) and rounded half away from zero.
 */
export const PLATFORM_FEE_RATE = 100_000;
