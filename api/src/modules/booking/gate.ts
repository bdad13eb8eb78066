import type { GateCheck, GateCheckOutcome } from '@haulstop/shared/contracts';
import type { Db } from '../../db/db';
import type { ScopedOrg } from '../../lib/tenancy';
import { recordEvent, type GateActor } from '../gate/service';
import { writableLot } from '../lots/write';

const OUTCOME_OF_REASON: Partial<Record<string, GateCheckOutcome>> = { NOT_YET_OPEN: 'NOT_YET_VALID', ENDED: 'ENDED' };

/**
 * POST /api/parkingLots/{id}/gateCheck: whether a code typed at the lot's gate opens it now, and
 * every answer is kept as a check-in event keyed at the gate (GATE_CODE). A booking's gate code
 * opens it inside its gate window (from the lot's codeVisibleBeforeMinutes before the start to the
 * end), and only while the booking holds its slots (a cancel revokes the code); an owner's Active
 * access code only inside its own window. Decided on the clock, not on the status the scheduled
 * jobs move later. The lot's owner (or the platform) asks: the answer tells whether a code exists,
 * so carriers get 403, other owners 404.
 */
export async function checkGateCode(db: Db, org: ScopedOrg, actor: GateActor, lotId: number, typed: string, now = new Date()): Promise<GateCheck> {
  const lot = await writableLot(db, org, lotId);
  const code = typed.trim();
  const event = await db.transaction((tx) =>
    recordEvent(tx, {
      lotId,
      ownerOrgId: lot.ownerOrgId,
      kind: 'CHECK_IN',
      source: 'GATE_CODE',
      target: { by: 'CODE', code },
      at: now,
      actor,
      idempotencyKey: null,
    }),
  );
  // A code of another lot, or of a cancelled booking, is no code of this lot's gate.
  const known = event.matched !== null && (event.decision === 'ALLOWED' || OUTCOME_OF_REASON[event.reason ?? ''] !== undefined);
  if (!known) return { valid: false, outcome: 'UNKNOWN', kind: null, reservationId: null, validFrom: null, validTo: null };
  return {
    valid: event.decision === 'ALLOWED',
    outcome: event.decision === 'ALLOWED' ? 'VALID' : OUTCOME_OF_REASON[event.reason!]!,
    kind: event.matched,
    reservationId: event.reservationId ?? null,
    validFrom: event.validFrom ?? null,
    validTo: event.validTo ?? null,
  };
}
