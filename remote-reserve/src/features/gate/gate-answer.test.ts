import type { GateEventInput } from '@haulstop/shared/contracts';
import { gateAnswerText, gateAttemptFor } from './gate-answer';

const at = (iso: string) => `<${iso}>`;

describe("what the gate screen says of an answer, at the lot's clock", () => {
  it('allowed: the booking and slot it matched', () =>
    expect(gateAnswerText({ eventId: 1, decision: 'ALLOWED', reservationId: 41, sno: 2 }, at)).toEqual({
      key: 'reserve.gate.answer.allowedBooking',
      values: { reservationId: 41, sno: 2 },
    }));
  it('not yet open: until when, from the booking window', () =>
    expect(gateAnswerText({ eventId: 2, decision: 'REFUSED', reason: 'NOT_YET_OPEN', validFrom: '2026-12-07T14:00:00Z' }, at)).toEqual({
      key: 'reserve.gate.reason.notYetOpenUntil',
      values: { time: '<2026-12-07T14:00:00Z>' },
    }));
  it('ended: at what time', () =>
    expect(gateAnswerText({ eventId: 3, decision: 'REFUSED', reason: 'ENDED', validTo: '2026-12-05T21:00:00Z' }, at)).toEqual({
      key: 'reserve.gate.reason.endedAt',
      values: { time: '<2026-12-05T21:00:00Z>' },
    }));
  it('cancelled, another lot, unknown code or plate: the reason itself', () => {
    for (const reason of ['CANCELLED', 'OTHER_LOT', 'UNKNOWN_CODE', 'UNKNOWN_PLATE'] as const)
      expect(gateAnswerText({ eventId: 4, decision: 'REFUSED', reason }, at)).toEqual({ key: `reserve.gate.reason.${reason}` });
  });
});

describe('one Idempotency-Key per check', () => {
  const body: GateEventInput = { parkingLotId: 7, kind: 'CHECK_IN', gateCode: '4821', source: 'GATE_SCREEN' };
  let n = 0;
  const newKey = () => `k${++n}`;
  it('the same check sent again while unanswered keeps its key', () => {
    const first = gateAttemptFor(null, body, newKey);
    expect(gateAttemptFor(first, { ...body }, newKey)).toBe(first);
  });
  it('another check, or any check after an answer, is a new key', () => {
    const first = gateAttemptFor(null, body, newKey);
    expect(gateAttemptFor(first, { ...body, kind: 'CHECK_OUT' }, newKey).key).not.toBe(first.key);
    expect(gateAttemptFor(null, body, newKey).key).not.toBe(first.key);
  });
});
