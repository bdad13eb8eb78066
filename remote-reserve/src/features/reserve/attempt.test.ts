import type { CreateBookingBody } from '@haulstop/shared/contracts';
import { attemptFor, newAttemptKey } from './attempt';

const body: CreateBookingBody = {
  parkingLotId: 7,
  duration: '24 hrs',
  startAt: '2026-12-01T15:00:00.000Z',
  slots: 2,
  entries: [{ driverId: 11 }],
  payment: { method: 'CARD', cardNumber: '4000000000000002' },
};

describe('one Idempotency-Key per booking attempt (DESIGN §7)', () => {
  let n = 0;
  const newKey = () => `key-${++n}`;

  it('the same body sent again keeps the key (a retried click or a lost answer books once)', () => {
    const first = attemptFor(null, body, newKey);
    expect(attemptFor(first, JSON.parse(JSON.stringify(body)) as CreateBookingBody, newKey)).toBe(first);
  });

  it('a changed body (another card, another slot count) is a new attempt with a new key', () => {
    const first = attemptFor(null, body, newKey);
    expect(attemptFor(first, { ...body, payment: { method: 'CARD', cardNumber: '4242424242424242' } }, newKey).key).not.toBe(first.key);
    expect(attemptFor(first, { ...body, slots: 3 }, newKey).key).not.toBe(first.key);
  });

  it('keys are fresh each time', () => {
    expect(newAttemptKey()).not.toBe(newAttemptKey());
  });
});
