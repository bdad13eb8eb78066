import type { GateCheck, GateCheckOutcome } from '@haulstop/shared/contracts';
import type { Db } from '../../db/db';
import type { ScopedOrg } from '../../lib/tenancy';
import { writableLot } from '../lots/write';
import * as statusJobRepository from './status-job-repository';

interface Candidate {
  kind: 'BOOKING' | 'ACCESS_CODE';
  reservation_id: number | null;
  valid_from: Date;
  valid_to: Date;
}

const outcomeAt = (candidate: Candidate, now: Date): GateCheckOutcome => {
  if (now < new Date(candidate.valid_from)) return 'NOT_YET_VALID';
  if (now >= new Date(candidate.valid_to)) return 'ENDED';
  return 'VALID';
};

/**
 * POST /api/parkingLots/{id}/gateCheck: whether a code typed at the lot's gate opens it now. A
 * booking's gate code opens it only inside the booking's window, and only while the booking holds
 * its slots (a cancel revokes the code); an owner's Active access code only inside its own window.
 * Decided on the clock, not on the status the scheduled jobs move later. The lot's owner (or the
 * platform) asks: the answer tells whether a code exists, so carriers get 403, other owners 404.
 */
export async function checkGateCode(db: Db, org: ScopedOrg, lotId: number, typed: string, now = new Date()): Promise<GateCheck> {
  await writableLot(db, org, lotId);
  const code = typed.trim();
  const rows: Candidate[] = await statusJobRepository.gateCodeCandidates(db, lotId, code);
  // Two live bookings may share a 6-digit code; the one open now wins, else the next to open.
  const ranked = rows
    .map((candidate) => ({ candidate, outcome: outcomeAt(candidate, now) }))
    .sort((a, b) => rank(a.outcome) - rank(b.outcome) || new Date(a.candidate.valid_from).getTime() - new Date(b.candidate.valid_from).getTime());
  const best = ranked[0];
  if (!best) return { valid: false, outcome: 'UNKNOWN', kind: null, reservationId: null, validFrom: null, validTo: null };
  return {
    valid: best.outcome === 'VALID',
    outcome: best.outcome,
    kind: best.candidate.kind,
    reservationId: best.candidate.reservation_id,
    validFrom: new Date(best.candidate.valid_from).toISOString(),
    validTo: new Date(best.candidate.valid_to).toISOString(),
  };
}

const RANK: Record<GateCheckOutcome, number> = { VALID: 0, NOT_YET_VALID: 1, ENDED: 2, UNKNOWN: 3 };
const rank = (outcome: GateCheckOutcome) => RANK[outcome];
