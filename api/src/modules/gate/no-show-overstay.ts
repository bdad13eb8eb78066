import { randomBytes } from 'node:crypto';
import { GATE_POLICY_DEFAULTS, NO_SHOW_STATUSES, isNoShow, isOverstay, noShowMoney, overstayPrice } from '@haulstop/shared/rules';
import { intlZone, zoneAbbreviation } from '@haulstop/shared/time';
import type { Db, Queryable } from '../../db/db';
import { moneyText } from '../../lib/documents';
import type { Mailer } from '../mail/mailer';
import type { PaymentGateway } from '../payments/gateway';
import { refundableMinor, refundPayment } from '../booking/lifecycle';
import * as repository from './no-show-overstay-repository';

const HOUR_MS = 3_600_000;
/** The longest no-show time a policy allows (168 h) and a day's margin: older bookings are settled. */
const LOOK_BACK_MS = 8 * 24 * HOUR_MS;

/** A booking's no-shows of one round, to be mailed once the round committed. */
export interface NoShowNotice extends repository.NoShowMailRow {
  reservationId: number;
  snos: number[];
  released: boolean;
  feeMinor: number;
  refundMinor: number;
}

/** What one round found, for its after-commit step (the gateway's calls, the no-show mails). */
export interface GateRound {
  noShows: number;
  overstaysStarted: number;
  chargesCreated: number;
  noShowNotices: NoShowNotice[];
}

/**
 * No-shows (the lot's policy, shared isNoShow): the slots of one booking found together are marked
 * NO_SHOW and the carrier's software told (reservation.no_show). When the lot releases no-shows,
 * their slots go back on sale and their money follows: their share of what the booking paid is
 * given back in the ledger, the lot keeps noShowFeePercent of it (a no_show_fee entry) and the rest
 * is refunded the way the booking was paid (the booking's refund path). A booking paid later owes
 * the fee on its organisation's next invoice instead, and no longer owes the rest.
 */
async function applyNoShows(tx: Queryable, gateway: PaymentGateway, now: Date): Promise<NoShowNotice[]> {
  const since = new Date(now.getTime() - LOOK_BACK_MS);
  const candidates = await repository.noShowCandidates(tx, now, since, NO_SHOW_STATUSES, GATE_POLICY_DEFAULTS);
  const byBooking = new Map<number, repository.EntryAtGateRow[]>();
  const notices: NoShowNotice[] = [];
  for (const row of candidates) {
    if (!isNoShow(row, new Date(row.startAt), row, now)) continue;
    byBooking.set(row.reservationId, [...(byBooking.get(row.reservationId) ?? []), row]);
  }
  for (const [reservationId, rows] of byBooking) {
    const policy = rows[0];
    const snos = rows.map((row) => row.sno);
    await repository.markNoShows(tx, reservationId, snos, now);
    let money = { slotMinor: 0, feeMinor: 0, refundMinor: 0 };
    if (policy.releaseNoShow) {
      const booking = await repository.bookingPayer(tx, reservationId);
      const slots = await repository.bookedSlots(tx, reservationId);
      const payment = await repository.bookingPayment(tx, reservationId);
      // A booking paid later has paid nothing yet: the slot's share is of what it owes, the fee is
      // billed on its organisation's invoice and the rest is simply no longer owed.
      const paidLater = payment?.status === 'To be Paid';
      const basis = paidLater ? await repository.bookingOwed(tx, reservationId) : await refundableMinor(tx, reservationId);
      const share = noShowMoney(basis, snos.length, slots, policy.noShowFeePercent);
      money = paidLater ? { ...share, refundMinor: 0 } : share;
      await repository.releaseSlots(tx, reservationId, snos.length, money.slotMinor);
      if (!paidLater) await refundPayment(tx, gateway, reservationId, money.refundMinor);
      if (money.feeMinor > 0) {
        await repository.insertGateCharge(tx, {
          kind: 'no_show_fee',
          reservationId,
          sno: snos[0],
          lotId: booking.lotId,
          ownerOrgId: booking.ownerOrgId,
          payerOrgId: payment?.payerOrgId ?? booking.payerOrgId,
          customerOrgId: booking.customerOrgId,
          fromAt: null,
          untilAt: null,
          taxableMinor: 0,
          taxLines: [],
          amountMinor: money.feeMinor,
          currency: booking.currency,
          payment: payment ?? null,
          status: paidLater ? 'To be Paid' : 'Kept',
          failureCode: null,
          gatewayKey: null,
          at: now,
        });
      }
    }
    await repository.emitSlotEvent(tx, reservationId, 'reservation.no_show', {
      reservationId,
      snos,
      noShowAt: now.toISOString(),
      slotReleased: policy.releaseNoShow,
      feeMinor: money.feeMinor,
      refundMinor: money.refundMinor,
    });
    notices.push({
      ...(await repository.noShowMail(tx, reservationId)),
      reservationId,
      snos,
      released: policy.releaseNoShow,
      feeMinor: money.feeMinor,
      refundMinor: money.refundMinor,
    });
  }
  return notices;
}

/** A moment at the lot, in its clock with its zone's label, in the reader's language. */
function lotTime(instant: Date, zone: string, language: string): string {
  const when = new Intl.DateTimeFormat(language, { timeZone: intlZone(zone, instant), dateStyle: 'medium', timeStyle: 'short' }).format(instant);
  return `${when} ${zoneAbbreviation(instant, zone)}`;
}

/**
 * After the round committed (a round rolled back mails nothing): each booking with new no-shows is
 * told once, in each reader's language — the lot, the booking, its no-show slots, the window at the
 * lot's clock, the fee the lot kept, the amount refunded and whether the slots were released. A
 * failed send does not stop the others; the first failure is raised once all were tried.
 */
export async function mailNoShows(mailer: Mailer, notices: readonly NoShowNotice[]): Promise<void> {
  let failure: unknown;
  for (const notice of notices) {
    for (const { email, language } of notice.recipients) {
      const window = `${lotTime(new Date(notice.startAt), notice.timeZone, language)} – ${lotTime(new Date(notice.endAt), notice.timeZone, language)}`;
      await mailer
        .sendMail({
          to: email,
          language,
          template: 'noShow',
          data: {
            lotName: notice.lotName,
            bookingNumber: String(notice.reservationId),
            slots: notice.snos.join(', '),
            count: notice.snos.length,
            window,
            fee: moneyText(notice.feeMinor, notice.currency),
            refund: moneyText(notice.refundMinor, notice.currency),
            released: notice.released,
          },
        })
        .catch((error: unknown) => {
          failure ??= error;
        });
    }
  }
  if (failure) throw failure;
}

/**
 * Overstays (the lot's policy, shared isOverstay): a truck still on the lot past its end plus the
 * grace becomes OVERSTAY, from the end plus the grace; a truck that left past that moment before a
 * round saw it overstayed all the same. Each is told once (reservation.overstay_started).
 */
async function startOverstays(tx: Queryable, now: Date): Promise<number> {
  const since = new Date(now.getTime() - LOOK_BACK_MS);
  let started = 0;
  for (const row of await repository.overstayCandidates(tx, now, since, GATE_POLICY_DEFAULTS)) {
    const endAt = new Date(row.endAt);
    const stillOnLot = row.gateStatus === 'ON_LOT';
    const seenAt = stillOnLot ? now : new Date(row.checkedOutAt as Date);
    if (!isOverstay({ gateStatus: 'ON_LOT' }, endAt, row, seenAt)) continue;
    const startedAt = new Date(endAt.getTime() + row.overstayGraceMinutes * 60_000);
    await repository.markOverstay(tx, row.reservationId, row.sno, startedAt, stillOnLot);
    await repository.emitSlotEvent(tx, row.reservationId, 'reservation.overstay_started', {
      reservationId: row.reservationId,
      sno: row.sno,
      endAt: endAt.toISOString(),
      overstayStartedAt: startedAt.toISOString(),
    });
    started += 1;
  }
  return started;
}

/**
 * Each overstay with time not paid for is charged (shared overstayPrice: the lot's prices, the
 * cheapest covering durations, booking's taxes): the whole overstay so far less what was charged,
 * paying up to the end of the durations bought — periodically while the truck stays, and its last
 * step once it has left. The charge goes on the booking's own payment method (the booker agreed to
 * it at the payment step), through the gateway after this transaction commits; the ledger holds it
 * at once, paid or owed.
 */
async function chargeOverstays(tx: Queryable, now: Date): Promise<number> {
  let created = 0;
  for (const row of await repository.overstaysDue(tx, now)) {
    const endAt = new Date(row.endAt);
    const until = row.gateStatus === 'LEFT' && row.checkedOutAt ? new Date(row.checkedOutAt) : now;
    const charged = await repository.overstayChargedTaxable(tx, row.reservationId, row.sno);
    const price = overstayPrice(await repository.lotPrices(tx, row.lotId), row, endAt, until, charged);
    if (!price || price.taxableMinor === 0) {
      await repository.setOverstayChargedUntil(tx, row.reservationId, row.sno, price?.coveredUntil ?? until);
      continue;
    }
    const payment = await repository.bookingPayment(tx, row.reservationId);
    const booking = await repository.bookingPayer(tx, row.reservationId);
    await repository.insertGateCharge(tx, {
      kind: 'overstay',
      reservationId: row.reservationId,
      sno: row.sno,
      lotId: row.lotId,
      ownerOrgId: row.ownerOrgId,
      payerOrgId: payment?.payerOrgId ?? booking.payerOrgId,
      customerOrgId: row.customerOrgId,
      fromAt: row.chargedUntil ? new Date(row.chargedUntil) : endAt,
      untilAt: price.coveredUntil,
      taxableMinor: price.taxableMinor,
      taxLines: price.taxLines,
      amountMinor: price.amountMinor,
      currency: row.currency,
      payment: payment ?? null,
      // No payment to charge (nothing was ever paid): owed on the organisation's next invoice.
      status: payment ? 'Payment Initiated' : 'Payment Failed',
      failureCode: payment ? null : 'NO_PAYMENT_METHOD',
      gatewayKey: payment ? `ovs_${randomBytes(12).toString('hex')}` : null,
      at: now,
    });
    await repository.setOverstayChargedUntil(tx, row.reservationId, row.sno, price.coveredUntil);
    created += 1;
  }
  return created;
}

/** One round of the gate's consequences, inside the status job's transaction. */
export async function applyGateConsequences(tx: Queryable, gateway: PaymentGateway, now: Date): Promise<GateRound> {
  const noShowNotices = await applyNoShows(tx, gateway, now);
  const overstaysStarted = await startOverstays(tx, now);
  const chargesCreated = await chargeOverstays(tx, now);
  return { noShows: noShowNotices.length, overstaysStarted, chargesCreated, noShowNotices };
}

/** The status job's step after its round committed: the overstay charges answered, then the no-show mails. */
export async function afterGateRound(db: Db, gateway: PaymentGateway, mailer: Mailer | undefined, round: GateRound, now: Date): Promise<void> {
  await answerOverstayCharges(db, gateway, now);
  if (mailer) await mailNoShows(mailer, round.noShowNotices);
}

/**
 * After the round committed: each overstay charge not yet answered goes through the gateway (under
 * its own idempotency key, so a retry after a crash is never charged twice), its answer is written
 * once and told (overstay.charged). A refused charge stays owed: the organisation's next invoice
 * carries it.
 */
export async function answerOverstayCharges(db: Db, gateway: PaymentGateway, now = new Date()): Promise<number> {
  let answered = 0;
  for (const charge of await repository.initiatedCharges(db)) {
    const outcome = await gateway.charge({
      method: charge.method,
      amountMinor: charge.amountMinor,
      currency: charge.currency,
      cardToken: charge.cardToken ?? undefined,
      idempotencyKey: charge.gatewayKey,
    });
    await db.transaction(async (tx) => {
      const status = outcome.ok ? outcome.status : 'Payment Failed';
      if (!(await repository.answerCharge(tx, charge.id, status, outcome.ok ? null : outcome.failureCode, now))) return;
      const { reservationId, data } = await repository.chargeEventData(tx, charge.id);
      await repository.emitSlotEvent(tx, reservationId, 'overstay.charged', data);
      answered += 1;
    });
  }
  return answered;
}

/** Month-end bills the overstays a payment method refused on the network's consolidated invoice. */
export const billOwedOverstays = repository.billOwedOverstays;

/** Who owes gate money on no invoice yet (a network parent or a lone payer, and a currency): month-end invoices each. */
export const owedGateChargeGroups = repository.owedGateChargeGroups;
