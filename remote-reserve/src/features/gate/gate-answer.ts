import type { GateEventInput, GateEventResult } from '@haulstop/shared/contracts';

/** A text of the remote's language file and its values. */
export type GateText = { key: string; values?: Record<string, string | number> };

/**
 * What the gate screen says of an answer, in the lot's clock (`at` formats an instant there, with
 * the zone's label): allowed with the booking it matched, or refused with why — "not yet open
 * until …" and "ended at …" name the booking's gate window, so the attendant can tell the driver.
 */
export function gateAnswerText(result: GateEventResult, at: (iso: string) => string): GateText {
  if (result.decision === 'ALLOWED') {
    return result.reservationId
      ? { key: 'reserve.gate.answer.allowedBooking', values: { reservationId: result.reservationId, sno: result.sno ?? 1 } }
      : { key: 'reserve.gate.answer.allowed' };
  }
  switch (result.reason) {
    case 'NOT_YET_OPEN':
      return result.validFrom
        ? { key: 'reserve.gate.reason.notYetOpenUntil', values: { time: at(result.validFrom) } }
        : { key: 'reserve.gate.reason.NOT_YET_OPEN' };
    case 'ENDED':
      return result.validTo ? { key: 'reserve.gate.reason.endedAt', values: { time: at(result.validTo) } } : { key: 'reserve.gate.reason.ENDED' };
    case undefined:
      return { key: 'reserve.gate.answer.refused' };
    default:
      return { key: `reserve.gate.reason.${result.reason}` };
  }
}

/** One check typed at the gate: the body sent and the Idempotency-Key it goes with. */
export type GateAttempt = { key: string; fingerprint: string };

/**
 * The same check sent again after no answer came (a dropped connection, a second tap while
 * waiting) keeps its key, so the server records one event; once answered, the next check — even
 * the same plate again — is a new event (a second check-in is the owner's to see as an anomaly).
 */
export function gateAttemptFor(unanswered: GateAttempt | null, body: GateEventInput, newKey: () => string): GateAttempt {
  const fingerprint = JSON.stringify(body);
  return unanswered && unanswered.fingerprint === fingerprint ? unanswered : { key: newKey(), fingerprint };
}
