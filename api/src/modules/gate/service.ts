import type { GateEvent, GateEventInput, GateEventKind, GateEventResult, GateEventSource, GatePolicyBody, Page } from '@haulstop/shared/contracts';
import {
  decideGateEvent,
  gatePolicyOf,
  gateWindow,
  normalizePlate,
  pickSlotForEvent,
  validateGatePolicy,
  windowOutcome,
  type GateBookingFacts,
  type GatePolicyValues,
} from '@haulstop/shared/rules';
import type { Db, Queryable } from '../../db/db';
import { idempotent } from '../../lib/idempotency';
import { badRequest, text } from '../../lib/errors';
import { paged } from '../../lib/paging';
import { refuseInvalid } from '../../lib/rules';
import { scopeFor, type ScopedOrg } from '../../lib/tenancy';
import { getBooking, type BookingOrg } from '../booking/service';
import { writableLot } from '../lots/write';
import * as repository from './repository';

/** GET /api/parkingLots/{id}/gatePolicy: the lot's owner (or the platform); another owner's lot is 404. */
export async function getPolicy(db: Db, org: ScopedOrg, lotId: number): Promise<GatePolicyBody> {
  await writableLot(db, org, lotId);
  return repository.findPolicy(db, lotId);
}

/** PUT /api/parkingLots/{id}/gatePolicy: every setting, each within its limits (a field's message names it). */
export async function putPolicy(db: Db, org: ScopedOrg, lotId: number, input: GatePolicyValues): Promise<GatePolicyBody> {
  await writableLot(db, org, lotId);
  refuseInvalid(validateGatePolicy(input), {
    order: ['codeVisibleBeforeMinutes', 'noShowAfterHours', 'releaseNoShow', 'noShowFeePercent', 'overstayGraceMinutes'],
  });
  await repository.savePolicy(db, lotId, gatePolicyOf(input));
  return repository.findPolicy(db, lotId);
}

/** Who reported an event, kept beside it. */
export interface GateActor {
  userId: number | null;
  apiKeyId: number | null;
}

/** The reporter of a request's event: the signed-in user, or the API key (never both). */
export function gateActorOf(auth: { userId: number; apiKey: { apiKeyId: number } | null }): GateActor {
  return auth.apiKey ? { userId: null, apiKeyId: auth.apiKey.apiKeyId } : { userId: auth.userId, apiKeyId: null };
}

/** What names the booking of an event: its gate code, a truck's plate, or the slot itself (a trip link). */
export type GateTarget = { by: 'CODE'; code: string } | { by: 'PLATE'; plate: string } | { by: 'LINK'; reservationId: number; sno: number };

/** An event as recorded, with the facts the gate check's answer is made of. */
export interface RecordedEvent extends GateEventResult {
  /** ACCESS_CODE: one of the owner's own codes opened (or not) the gate. */
  matched: 'BOOKING' | 'ACCESS_CODE' | null;
}

const rankOf = (outcome: 'NOT_YET_OPEN' | 'OPEN' | 'ENDED') => ({ OPEN: 0, NOT_YET_OPEN: 1, ENDED: 2 })[outcome];

/** Of several bookings a code or plate names, the one the event is about: this lot's first, open now, else the next to open. */
function best<T extends repository.GateBookingRow>(rows: readonly T[], lotId: number, at: Date, prefer?: (row: T) => boolean): T | undefined {
  return [...rows].sort(
    (a, b) =>
      Number(b.lotId === lotId) - Number(a.lotId === lotId) ||
      Number(prefer?.(b) ?? false) - Number(prefer?.(a) ?? false) ||
      rankOf(windowOutcome(a.startAt, a.endAt, at, a)) - rankOf(windowOutcome(b.startAt, b.endAt, at, b)) ||
      new Date(a.startAt).getTime() - new Date(b.startAt).getTime(),
  )[0];
}

/**
 * Records one check-in or check-out at lot `lotId` of owner `ownerOrgId`, in the caller's
 * transaction: finds the booking and slot, decides (shared gate rules), moves the slot's gate
 * status, keeps the event (allowed or refused, with its anomaly) and tells the webhooks. An event
 * is never lost: whatever the gate refuses is recorded with its reason.
 */
export async function recordEvent(
  tx: Queryable,
  event: {
    lotId: number;
    ownerOrgId: number;
    kind: GateEventKind;
    source: GateEventSource;
    target: GateTarget;
    at: Date;
    actor: GateActor;
    idempotencyKey: string | null;
    typedPlate?: string | null;
  },
): Promise<RecordedEvent> {
  const { lotId, kind, target, at } = event;
  let booking: repository.GateBookingRow | undefined;
  let sno: number | null = null;
  if (target.by === 'CODE') {
    booking = best(await repository.bookingsByCode(tx, event.ownerOrgId, target.code), lotId, at);
    if (!booking && kind === 'CHECK_OUT') booking = await repository.bookingOnLotByCode(tx, event.ownerOrgId, target.code);
  } else if (target.by === 'PLATE') {
    const onLot = (row: repository.PlateMatch) => row.gateStatus === 'ON_LOT' || row.gateStatus === 'OVERSTAY';
    const match = best(await repository.slotsByPlate(tx, event.ownerOrgId, normalizePlate(target.plate)), lotId, at, kind === 'CHECK_OUT' ? onLot : undefined);
    booking = match;
    sno = match?.sno ?? null;
  } else {
    booking = await repository.bookingById(tx, target.reservationId);
    sno = target.sno;
  }

  // The owner's own access codes open the gate inside their window; they name no booking.
  if (!booking && target.by === 'CODE') {
    const codes = await repository.accessCodeWindow(tx, lotId, target.code);
    const code = [...codes].sort(
      (a, b) =>
        rankOf(windowOutcome(a.validFrom, a.validTo, at, { codeVisibleBeforeMinutes: 0 })) -
        rankOf(windowOutcome(b.validFrom, b.validTo, at, { codeVisibleBeforeMinutes: 0 })),
    )[0];
    if (code) {
      const outcome = windowOutcome(code.validFrom, code.validTo, at, { codeVisibleBeforeMinutes: 0 });
      const decision = outcome === 'OPEN' || kind === 'CHECK_OUT' ? 'ALLOWED' : 'REFUSED';
      const reason = decision === 'REFUSED' ? (outcome as 'NOT_YET_OPEN' | 'ENDED') : null;
      const eventId = await repository.insertEvent(tx, {
        ...base(event),
        reservationId: null,
        sno: null,
        decision,
        reason,
        anomaly: null,
        licensePlate: event.typedPlate ?? null,
      });
      return {
        eventId,
        decision,
        ...(reason ? { reason } : {}),
        validFrom: new Date(code.validFrom).toISOString(),
        validTo: new Date(code.validTo).toISOString(),
        matched: 'ACCESS_CODE',
      };
    }
  }

  let facts: GateBookingFacts | null = null;
  let plate: string | null = event.typedPlate ?? null;
  let current = null as GateBookingFacts['gateStatus'];
  let slot: repository.GateSlot | null | undefined;
  if (booking) {
    const slots = await repository.lockSlots(tx, booking.reservationId);
    slot = sno !== null ? slots.find((s) => s.sno === sno) : pickSlotForEvent(slots, kind);
    sno = slot?.sno ?? null;
    current = slot?.gateStatus ?? null;
    plate ??= slot?.licensePlate ?? null;
    facts = { lotId: booking.lotId, live: booking.live, startAt: booking.startAt, endAt: booking.endAt, gateStatus: current };
  }
  const verdict = decideGateEvent({ kind, lotId, booking: facts, by: target.by, now: at, policy: booking ?? undefined });
  const moved = verdict.decision === 'ALLOWED' && booking !== undefined && sno !== null && verdict.next !== null && verdict.next !== current;
  if (moved) {
    if (slot && !slot.stored) await repository.storeSlot(tx, booking!.reservationId, sno!);
    await repository.moveSlot(tx, booking!.reservationId, sno!, verdict.next!, kind, at);
  }
  const eventId = await repository.insertEvent(tx, {
    ...base(event),
    reservationId: booking?.reservationId ?? null,
    sno,
    decision: verdict.decision,
    reason: verdict.reason,
    anomaly: verdict.anomaly,
    licensePlate: plate,
  });
  // A partner hears of a truck coming in or leaving, not of a repeat nor of a refusal.
  if (booking && verdict.decision === 'ALLOWED' && (moved || sno === null)) {
    const audience = [booking.orgId, booking.ownerOrgId, ...(booking.bookedByOrgId ? [booking.bookedByOrgId] : [])];
    await repository.emitVehicleEvent(tx, kind === 'CHECK_IN' ? 'vehicle.checked_in' : 'vehicle.checked_out', audience, booking.reservationId, {
      eventId,
      reservationId: booking.reservationId,
      sno,
      parkingLotId: lotId,
      kind,
      source: event.source,
      licensePlate: plate,
      at: at.toISOString(),
      gateStatus: moved ? verdict.next : current,
    });
  }
  const window = booking ? gateWindow(booking.startAt, booking.endAt, booking) : null;
  return {
    eventId,
    decision: verdict.decision,
    ...(verdict.reason ? { reason: verdict.reason } : {}),
    ...(verdict.anomaly ? { anomaly: verdict.anomaly } : {}),
    ...(booking ? { reservationId: booking.reservationId } : {}),
    ...(sno !== null ? { sno } : {}),
    ...(window ? { validFrom: window.from.toISOString(), validTo: window.to.toISOString() } : {}),
    matched: booking ? 'BOOKING' : null,
  };
}

const base = (event: Parameters<typeof recordEvent>[1]) => ({
  lotId: event.lotId,
  ownerOrgId: event.ownerOrgId,
  kind: event.kind,
  source: event.source,
  at: event.at,
  actorUserId: event.actor.userId,
  apiKeyId: event.actor.apiKeyId,
  idempotencyKey: event.idempotencyKey,
  gateCode: event.target.by === 'CODE' ? event.target.code : null,
});

/** How far ahead of the server's clock a reported time may be (a gate's clock drifts a little). */
const AT_AHEAD_MS = 5 * 60_000;

/** When an event reported with `at` happened: now when absent; never in the future. */
function eventTime(at: string | undefined, now: Date): Date {
  if (at === undefined) return now;
  const when = new Date(at);
  if (Number.isNaN(when.getTime())) throw badRequest(text('validation.invalidDate'), 'VALIDATION_FAILED', { field: 'at' });
  if (when.getTime() > now.getTime() + AT_AHEAD_MS) throw badRequest(text('apiErrors.gate.atInFuture'), 'VALIDATION_FAILED', { field: 'at' });
  return when;
}

/**
 * POST /api/gate/events: a gate, the owner's gate screen or a partner reports a check-in or
 * check-out by gate code or plate at one of the caller's lots (another owner's lot is 404). With
 * an Idempotency-Key, a repeat of the same event answers the first answer and records nothing more.
 */
export async function postEvent(
  db: Db,
  org: ScopedOrg,
  actor: GateActor,
  input: GateEventInput,
  idempotencyKey: string | undefined,
  now = new Date(),
): Promise<{ statusCode: number; body: GateEventResult }> {
  const lot = await writableLot(db, org, input.parkingLotId);
  const code = input.gateCode?.trim() ?? '';
  const plate = input.licensePlate?.trim() ?? '';
  if (code === '' && plate === '') throw badRequest(text('apiErrors.gate.codeOrPlate'), 'VALIDATION_FAILED', { field: 'gateCode' });
  const at = eventTime(input.at, now);
  const ownerOrgId = lot.ownerOrgId;
  return idempotent(db, org.orgId, idempotencyKey, input, async (tx) => {
    const { matched: _matched, ...body } = await recordEvent(tx, {
      lotId: input.parkingLotId,
      ownerOrgId,
      kind: input.kind,
      source: input.source,
      target: code !== '' ? { by: 'CODE', code } : { by: 'PLATE', plate },
      at,
      actor,
      idempotencyKey: idempotencyKey ?? null,
      typedPlate: plate !== '' ? plate : null,
    });
    return { statusCode: 201, body };
  });
}

/** GET /api/gate/events: the events of the caller's lots (or of one), newest first, for their owner (or the platform). */
export async function listEvents(
  db: Db,
  org: ScopedOrg,
  query: { parkingLotId?: number; from?: string; to?: string; anomaly?: string; page?: number; size?: number },
): Promise<Page<GateEvent>> {
  if (query.parkingLotId !== undefined) await writableLot(db, org, query.parkingLotId);
  for (const field of ['from', 'to'] as const) {
    const value = query[field];
    if (value !== undefined && Number.isNaN(new Date(value).getTime())) throw badRequest(text('validation.invalidDate'), 'VALIDATION_FAILED', { field });
  }
  return paged(query, (window) =>
    repository.listEvents(db, {
      scope: scopeFor(org),
      lotId: query.parkingLotId,
      from: query.from && new Date(query.from).toISOString(),
      to: query.to && new Date(query.to).toISOString(),
      anomaly: query.anomaly,
      ...window,
    }),
  );
}

/** GET /api/reservations/{id}/gateEvents: the booking's gate story, for whoever may see the booking. */
export async function reservationEvents(db: Db, org: BookingOrg, reservationId: number): Promise<GateEvent[]> {
  await getBooking(db, org, reservationId);
  return repository.reservationEvents(db, reservationId);
}
