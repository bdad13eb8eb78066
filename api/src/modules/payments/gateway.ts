import { passesLuhn } from '@haulstop/shared/rules';
import { randomBytes } from 'node:crypto';
import type { Queryable } from '../../db/db';

/**
 * The payment gateway the API charges through. The built-in sandbox (the default; no network)
 * answers by DESIGN §7 test cards; a real gateway would implement the same interface.
 */
export type ChargeOutcome =
  { ok: true; status: 'Payment Success' | 'Payment Pending' | 'To be Paid' } | { ok: false; failureCode: 'CARD_DECLINED' | 'INSUFFICIENT_FUNDS' };

export interface ChargeRequest {
  method: 'CARD' | 'BANK' | 'OPEN_ACCOUNT' | 'PAY_LATER';
  amountMinor: number;
  currency: string;
  cardNumber?: string;
  /** A saved card: the token `tokenizeCard` gave (the number itself is never kept). */
  cardToken?: string;
  /**
   * The gateway's own idempotency key: a charge repeated with the same key is not charged again
   * and answers the first outcome; `chargeStatus(key)` tells what became of it (crash recovery).
   */
  idempotencyKey?: string;
}

export interface CardToken {
  token: string;
  last4: string;
  brand: string;
}

export interface RefundRequest {
  method: ChargeRequest['method'];
  amountMinor: number;
  currency: string;
  cardToken?: string;
}

export interface PaymentGateway {
  charge(request: ChargeRequest): Promise<ChargeOutcome>;
  /** The outcome of the charge made with this idempotency key; null when none was made with it. */
  chargeStatus(idempotencyKey: string): Promise<ChargeOutcome | null>;
  /** Gives back part or all of a successful charge. */
  refund(request: RefundRequest): Promise<{ ok: boolean }>;
  /** Exchanges a card number for a reusable token; null when the number is not a card number. */
  tokenizeCard(cardNumber: string): Promise<CardToken | null>;
}

const digits = (value: string | undefined) => (value ?? '').replace(/\D/g, '');

/** The Luhn check digit test every card number passes. */

export function cardBrand(number: string): string {
  if (/^4/.test(number)) return 'Visa';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(number)) return 'Mastercard';
  if (/^3[47]/.test(number)) return 'American Express';
  if (/^(6011|65)/.test(number)) return 'Discover';
  return 'Card';
}

// The sandbox token carries the test card's outcome (as a real gateway's token stands for its card).
const SANDBOX_OUTCOMES: Record<string, ChargeOutcome> = {
  ok: { ok: true, status: 'Payment Success' },
  declined: { ok: false, failureCode: 'CARD_DECLINED' },
  funds: { ok: false, failureCode: 'INSUFFICIENT_FUNDS' },
};

function sandboxCardOutcome(number: string): keyof typeof SANDBOX_OUTCOMES {
  if (number === '4000000000009995') return 'funds';
  if (number === '4242424242424242') return 'ok';
  return 'declined';
}

function sandboxOutcome({ method, cardNumber, cardToken }: ChargeRequest): ChargeOutcome {
  if (method === 'PAY_LATER') return { ok: true, status: 'To be Paid' };
  if (method === 'BANK') return { ok: true, status: 'Payment Pending' };
  if (method === 'OPEN_ACCOUNT') return { ok: true, status: 'Payment Success' };
  if (cardToken !== undefined) return SANDBOX_OUTCOMES[/^tok_sandbox_(\w+?)_/.exec(cardToken)?.[1] ?? 'declined'] ?? SANDBOX_OUTCOMES.declined;
  return SANDBOX_OUTCOMES[sandboxCardOutcome(digits(cardNumber))];
}

const delay = (ms: number) => (ms > 0 ? new Promise<void>((resolve) => setTimeout(resolve, ms)) : Promise.resolve());

/** Where the sandbox remembers the outcome of each idempotency key: the first outcome stored for a key wins. */
interface ChargeLog {
  get(key: string): Promise<ChargeOutcome | undefined>;
  /** Stores `outcome` unless the key has one already; answers the key's outcome. */
  add(key: string, outcome: ChargeOutcome): Promise<ChargeOutcome>;
}

function memoryLog(): ChargeLog {
  const outcomes = new Map<string, ChargeOutcome>();
  return {
    async get(key) {
      return outcomes.get(key);
    },
    async add(key, outcome) {
      const first = outcomes.get(key) ?? outcome;
      outcomes.set(key, first);
      return first;
    },
  };
}

/** The log in the database (migration 260): it outlives the process, as a real processor's record of keys does. */
function tableLog(db: Queryable): ChargeLog {
  const get = async (key: string) =>
    (await db.query<{ outcome: ChargeOutcome }>('SELECT outcome FROM sandbox_gateway_charges WHERE idempotency_key = $1', [key])).rows[0]?.outcome;
  return {
    get,
    async add(key, outcome) {
      await db.query('INSERT INTO sandbox_gateway_charges (idempotency_key, outcome) VALUES ($1, $2::jsonb) ON CONFLICT (idempotency_key) DO NOTHING', [
        key,
        JSON.stringify(outcome),
      ]);
      return (await get(key)) ?? outcome;
    },
  };
}

/**
 * DESIGN §7: 4242… succeeds, …0002 is declined, …9995 fails for insufficient funds; bank settles
 * later. It remembers each outcome by idempotency key, as a real gateway does on its side — in
 * `db` when given (the app's sandbox: a process that restarts after a crash still learns what became
 * of a key), else in memory — and answers charges and refunds after `latencyMs`
 * (PAYMENT_SANDBOX_LATENCY_MS: a real card processor takes 300–800 ms, which the bench reproduces).
 * `db` is only read and written outside transactions (PGlite's one connection waits for them).
 */
export function createSandboxGateway({ latencyMs = 0, db }: { latencyMs?: number; db?: Queryable } = {}): PaymentGateway {
  const log = db ? tableLog(db) : memoryLog();
  return {
    async charge(request) {
      const { idempotencyKey } = request;
      const known = idempotencyKey === undefined ? undefined : await log.get(idempotencyKey);
      if (known) return known;
      await delay(latencyMs);
      const outcome = sandboxOutcome(request);
      // A repeat that arrived while the first was answered takes the first outcome.
      return idempotencyKey === undefined ? outcome : log.add(idempotencyKey, outcome);
    },
    async chargeStatus(idempotencyKey) {
      return (await log.get(idempotencyKey)) ?? null;
    },
    async refund() {
      await delay(latencyMs);
      return { ok: true };
    },
    async tokenizeCard(cardNumber) {
      const number = digits(cardNumber);
      if (!/^\d{13,19}$/.test(number) || !passesLuhn(number)) return null;
      return { token: `tok_sandbox_${sandboxCardOutcome(number)}_${randomBytes(8).toString('hex')}`, last4: number.slice(-4), brand: cardBrand(number) };
    },
  };
}

/**
 * How long the sandbox remembers a key's outcome, as a real processor does (Stripe keeps idempotency
 * keys 24 hours). The one asker of old keys is crash recovery (booking/held-charge.ts): the
 * hold-release job, every minute, asks about holds unanswered for 2 minutes (UNANSWERED_HOLD_MS),
 * so a key is asked about within minutes of its charge and, once its hold is answered, never again.
 * 24 hours is 720 times that window: only a day with no API process running would reach it, and
 * even then pruneSandboxCharges keeps a key a hold still waits on.
 */
export const SANDBOX_KEY_LIFETIME_MS = 24 * 3600 * 1000;

/**
 * Forgets the sandbox's outcomes of keys charged before `before` (the table would grow for ever),
 * except a key whose held charge is still unanswered — a booking, retry or renewal payment still
 * Payment Initiated, or an extension still held — whose recovery will ask for it. Answers how many went.
 */
export async function pruneSandboxCharges(tx: Queryable, before: Date): Promise<number> {
  const { rowCount } = await tx.query(
    `DELETE FROM sandbox_gateway_charges c WHERE c.created_at < $1
        AND NOT EXISTS (SELECT 1 FROM payments p WHERE p.gateway_key = c.idempotency_key AND p.status = 'Payment Initiated')
        AND NOT EXISTS (SELECT 1 FROM extension_holds h WHERE h.gateway_key = c.idempotency_key AND h.released_at IS NULL)`,
    [before.toISOString()],
  );
  return rowCount ?? 0;
}
