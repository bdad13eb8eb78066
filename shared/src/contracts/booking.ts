// Bookings and payments: the lists their endpoints (contracts/bookings) and the screens read.

export const PAYMENT_METHODS = ['CARD', 'BANK', 'OPEN_ACCOUNT', 'PAY_LATER'] as const;
export type PaymentMethodKind = (typeof PAYMENT_METHODS)[number];

/** Why a code typed at a lot's gate opens it or not (`POST /api/parkingLots/{parkingLotId}/gateCheck`). */
export const GATE_CHECK_OUTCOMES = ['VALID', 'NOT_YET_VALID', 'ENDED', 'UNKNOWN'] as const;
export type GateCheckOutcome = (typeof GATE_CHECK_OUTCOMES)[number];
