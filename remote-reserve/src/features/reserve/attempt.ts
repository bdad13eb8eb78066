import type { CreateBookingBody } from '@haulstop/shared/contracts';

/** One booking attempt: the body sent and the Idempotency-Key it is sent with. */
export interface BookingAttempt {
  key: string;
  fingerprint: string;
}

/** A fresh Idempotency-Key (a random UUID where the browser has one). */
export function newAttemptKey(): string {
  const c = globalThis.crypto;
  return c && typeof c.randomUUID === 'function' ? c.randomUUID() : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/**
 * DESIGN §7: one Idempotency-Key per attempt. The same body sent again — a second click, a retry
 * after a lost answer, even after going back a step and returning — keeps the key, so the server
 * answers the first result instead of booking twice; any change (another card, more slots) is a
 * new attempt with a new key. Start over with `null` after a booking is answered.
 */
export function attemptFor(previous: BookingAttempt | null, body: CreateBookingBody, newKey: () => string = newAttemptKey): BookingAttempt {
  const fingerprint = JSON.stringify(body);
  if (previous && previous.fingerprint === fingerprint) return previous;
  return { key: newKey(), fingerprint };
}
