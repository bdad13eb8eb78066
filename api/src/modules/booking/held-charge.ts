import { randomUUID } from 'node:crypto';
import type { CreateBookingBody } from '@haulstop/shared/contracts';
import type { Db, Queryable } from '../../db/db';
import { recordHoldAnswer } from '../../lib/idempotency';
import type { ChargeOutcome, ChargeRequest, PaymentGateway } from '../payments/gateway';
import { chargeOpenAccount, type ResolvedPayment } from '../payment-methods/service';
import { heldAnswer } from './answers';
import { answerExtension, answerHold, NOT_CHARGED } from './lifecycle';
import * as heldChargeRepository from './held-charge-repository';

/**
 * The one path of every charge for capacity — a booking, a payment retry, an extension, a
 * recurring renewal: (1) hold, in a short transaction under the lot's lock, the capacity and the
 * charge (holdCharge: a new gateway key of its own); (2) call the gateway outside any transaction
 * (chargeHeld), so the lock lasts milliseconds, not the processor's 300–800 ms; (3) write its answer
 * in another transaction (settleHeldCharge). A process that dies between the steps leaves the hold
 * and its key: the hold-release job asks the gateway what became of the key and settles it the same
 * way, charging a renewal the gateway never heard of (recoverHeldCharges). A key is never charged twice.
 */

/** A hold committed by step 1: the reservation it is for and what the gateway is to charge, under the hold's key. */
export interface HeldCharge {
  reservationId: number;
  charge: ChargeRequest & { idempotencyKey: string };
}

/** What the gateway is asked to charge. */
export function chargeRequestFor(payment: CreateBookingBody['payment'], paidWith: ResolvedPayment, amountMinor: number, currency: string): ChargeRequest {
  return { method: payment.method, amountMinor, currency, cardNumber: payment.cardNumber, cardToken: paidWith.cardToken };
}

/**
 * The gateway's token for a card typed once (never its number), asked before the hold's transaction
 * (a gateway call never runs under the lot's lock). The payment keeps it, so the booking's own card
 * pays an extension "as the reservation was paid" and a refund goes back to it. Undefined for any
 * other payment, or a number that is no card (its charge is then refused as before).
 */
export async function typedCardToken(gateway: PaymentGateway, payment: CreateBookingBody['payment'] | undefined): Promise<string | undefined> {
  if (payment?.method !== 'CARD' || payment.paymentMethodId !== undefined || !payment.cardNumber) return undefined;
  return (await gateway.tokenizeCard(payment.cardNumber))?.token;
}

/** How a payment is charged once a typed card's token is known: through that token, as a saved card is. */
export const withTypedCard = (paidWith: ResolvedPayment, cardToken: string | undefined): ResolvedPayment =>
  cardToken === undefined ? paidWith : { ...paidWith, cardToken };

/** Step 1's money, in the hold's transaction: open-account credit taken (refused over its limit), and the charge under a new gateway key. */
export async function holdCharge(
  tx: Queryable,
  payment: CreateBookingBody['payment'],
  paidWith: ResolvedPayment,
  amountMinor: number,
  currency: string,
): Promise<HeldCharge['charge']> {
  if (paidWith.openAccountId !== null) await chargeOpenAccount(tx, paidWith.openAccountId, amountMinor, currency);
  return { ...chargeRequestFor(payment, paidWith, amountMinor, currency), idempotencyKey: randomUUID() };
}

/**
 * Step 3: the gateway's answer to the hold under `gatewayKey` — an extension's (answerExtension) or
 * a booking's, retry's or renewal's payment (answerHold) — with the answer of the Idempotency-Key
 * claimed beside it. `byRequest`: the request that made the hold answers it, so the customer saw one
 * step and the hold leaves no trace in the status history. False when it was answered already.
 */
export async function settleHeldCharge(
  tx: Queryable,
  gateway: PaymentGateway,
  reservationId: number,
  gatewayKey: string,
  outcome: ChargeOutcome | typeof NOT_CHARGED,
  byRequest: boolean,
): Promise<boolean> {
  const extension = await heldChargeRepository.extensionHoldByKey(tx, gatewayKey);
  const answered = extension
    ? await answerExtension(tx, gateway, gatewayKey, extension, outcome)
    : await answerHold(tx, gateway, reservationId, gatewayKey, outcome);
  if (!answered) return false;
  if (byRequest) await heldChargeRepository.forgetHoldHistory(tx, reservationId);
  await recordHoldAnswer(tx, reservationId, heldAnswer(tx, reservationId));
  return true;
}

/** Steps 2 and 3 for a committed hold; `answerOf` reads the caller's answer in step 3's transaction. */
export async function chargeHeld<T>(
  db: Db,
  gateway: PaymentGateway,
  held: HeldCharge,
  answerOf: (tx: Queryable) => Promise<T>,
): Promise<{ outcome: ChargeOutcome; answer: T }> {
  const outcome = await gateway.charge(held.charge);
  const answer = await db.transaction(async (tx) => {
    await settleHeldCharge(tx, gateway, held.reservationId, held.charge.idempotencyKey, outcome, true);
    return answerOf(tx);
  });
  return { outcome, answer };
}

/**
 * What became of a held charge the gateway has no record of: the process that held it died before
 * the call. A recurring renewal is charged now, under the key it was held with (a call that did
 * reach the gateway meanwhile answers its first outcome, never a second charge): the job held it
 * to charge it and no customer is waiting, so only the gateway's refusal may fail the series. Any
 * other hold — a booking's, a retry's, an extension's — is released (NOT_CHARGED): the request that
 * made it answered an error, and its customer decides whether to try again.
 */
async function outcomeOfUncalled(db: Db, gateway: PaymentGateway, gatewayKey: string): Promise<ChargeOutcome | typeof NOT_CHARGED> {
  const renewal = await heldChargeRepository.heldRenewalCharge(db, gatewayKey);
  return renewal ? gateway.charge(renewal) : NOT_CHARGED;
}

/**
 * Holds whose request died between the steps (unanswered since before `cutoff`): the gateway is
 * asked what became of each key (outside any transaction), and its answer is settled as the request
 * would have; a key it never heard of is charged now (a renewal) or released (outcomeOfUncalled).
 * Answers how many it settled.
 */
export async function recoverHeldCharges(db: Db, gateway: PaymentGateway, cutoff: Date): Promise<number> {
  let answered = 0;
  for (const held of await heldChargeRepository.unansweredCharges(db, cutoff)) {
    const outcome = (await gateway.chargeStatus(held.gateway_key)) ?? (await outcomeOfUncalled(db, gateway, held.gateway_key));
    if (await db.transaction((tx) => settleHeldCharge(tx, gateway, held.reservation_id, held.gateway_key, outcome, false))) answered += 1;
  }
  return answered;
}
