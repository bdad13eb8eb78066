/**
 * The payment gateway the API charges through. The built-in sandbox (the default; no network)
 * answers by DESIGN §7 test cards; a real gateway would implement the same interface.
 */
export type ChargeOutcome = { ok: true; status: 'Payment Success' | 'Payment Pending' | 'To be Paid' } | { ok: false; failureCode: 'CARD_DECLINED' | 'INSUFFICIENT_FUNDS' };

export interface ChargeRequest {
  method: 'CARD' | 'BANK' | 'OPEN_ACCOUNT' | 'PAY_LATER';
  amountMinor: number;
  currency: string;
  cardNumber?: string;
}

export interface PaymentGateway {
  charge(request: ChargeRequest): Promise<ChargeOutcome>;
}

const digits = (value: string | undefined) => (value ?? '').replace(/\D/g, '');

/** DESIGN §7: 4242… succeeds, …0002 is declined, …9995 fails for insufficient funds; bank settles later. */
export const sandboxGateway: PaymentGateway = {
  async charge({ method, cardNumber }) {
    if (method === 'PAY_LATER') return { ok: true, status: 'To be Paid' };
    if (method === 'BANK') return { ok: true, status: 'Payment Pending' };
    if (method === 'OPEN_ACCOUNT') return { ok: true, status: 'Payment Success' };
    const number = digits(cardNumber);
    if (number === '4000000000000002') return { ok: false, failureCode: 'CARD_DECLINED' };
    if (number === '4000000000009995') return { ok: false, failureCode: 'INSUFFICIENT_FUNDS' };
    if (number === '4242424242424242') return { ok: true, status: 'Payment Success' };
    return { ok: false, failureCode: 'CARD_DECLINED' };
  },
};
