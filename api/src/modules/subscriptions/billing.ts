import type { Queryable } from '../../db/db';
import type { ChargeOutcome, PaymentGateway } from '../payments/gateway';
import { savedMethodForCharge } from '../payment-methods/service';
import * as repository from './repository';
import { giveBackInvoiceSequence, invoiceNumber, nextInvoiceSequence } from '../billing/invoice-numbers';
import { recordInvoicePayment } from '../billing/payments';

const DAY_MS = 24 * 3600 * 1000;

/**
 * The start of the next period: one calendar month (or 12) later, the day clamped to the end of a
 * shorter month (31 January → 28/29 February), in UTC, the time of day kept.
 */
export function addInterval(start: Date, interval: 'monthly' | 'yearly'): Date {
  const months = interval === 'monthly' ? 1 : 12;
  const target = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(start.getUTCDate(), lastDay));
  target.setUTCHours(start.getUTCHours(), start.getUTCMinutes(), start.getUTCSeconds(), start.getUTCMilliseconds());
  return target;
}

const isoDate = (date: Date) => date.toISOString().slice(0, 10);

/** Charges a subscription's saved card; a deleted card (or a bank account) is a refusal, not an error. */
async function chargeSavedCard(tx: Queryable, gateway: PaymentGateway, sub: repository.BillableSubscription, amountMinor: number): Promise<ChargeOutcome> {
  const method = sub.paymentMethodId === null ? undefined : await savedMethodForCharge(tx, sub.orgId, sub.paymentMethodId);
  if (!method || method.type !== 'CARD' || !method.token) return { ok: false, failureCode: 'CARD_DECLINED' };
  if (amountMinor === 0) return { ok: true, status: 'Payment Success' };
  return gateway.charge({ method: 'CARD', amountMinor, currency: sub.currency, cardToken: method.token });
}

/**
 * The card charge that paid a period's invoice, as a payment of the invoice like any other (the
 * database writes its ledger entry, migration 220), so the invoice shows it paid and the ledger holds it.
 */
export async function recordCardPayment(
  tx: Queryable,
  invoice: { id: number; orgId: number; amountMinor: number; currency: string; paymentMethodId: number | null },
): Promise<void> {
  if (invoice.amountMinor === 0) return;
  await recordInvoicePayment(tx, {
    invoiceId: invoice.id,
    payerOrgId: invoice.orgId,
    method: 'CARD',
    status: 'Payment Success',
    amountMinor: invoice.amountMinor,
    currency: invoice.currency,
    failureCode: null,
    paymentMethodId: invoice.paymentMethodId,
    openAccountId: null,
  });
}

export type PeriodOutcome =
  { billed: false } | { billed: true; ok: true; invoiceId: number } | { billed: true; ok: false; invoiceId: number; failureCode: string };

/**
 * Bills the period starting at the subscription's next billing date: writes the period's invoice
 * FIRST (one per subscription and period, by a unique index), then charges the saved card, so a
 * second run finds the invoice and charges nothing. Success: the invoice and the subscription are
 * Currently Recurring and the next billing date moves one interval on. Refusal: both are Recurring
 * Failed and the date stays (a retry bills the same period). Runs in the caller's transaction.
 */
export async function billNextPeriod(tx: Queryable, gateway: PaymentGateway, sub: repository.BillableSubscription, now: Date): Promise<PeriodOutcome> {
  const start = sub.nextBillingAt ?? now;
  const next = addInterval(start, sub.interval);
  const periodStart = isoDate(start);
  const periodEnd = isoDate(new Date(next.getTime() - DAY_MS));
  // Gap-free per organisation: the number is given back when the period was invoiced already.
  const sequence = await nextInvoiceSequence(tx, sub.orgId);
  const invoiceId = await repository.insertPeriodInvoice(tx, {
    orgId: sub.orgId,
    subscriptionId: sub.id,
    number: invoiceNumber('SUB', sub.orgId, sequence),
    sequence,
    periodStart,
    periodEnd: periodEnd < periodStart ? periodStart : periodEnd,
    status: 'Payment Initiated',
    description: `${sub.planName} plan (${sub.interval}), ${periodStart} to ${periodEnd}`,
    amountMinor: sub.priceMinor,
    currency: sub.currency,
  });
  if (invoiceId === null) {
    await giveBackInvoiceSequence(tx, sub.orgId);
    // Already invoiced by an earlier run that did not move the date: move it now, charge nothing.
    await repository.setSubscriptionState(tx, sub.id, { status: sub.status, nextBillingAt: next, failureCode: null });
    return { billed: false };
  }
  const charge = await chargeSavedCard(tx, gateway, sub, sub.priceMinor);
  if (charge.ok) {
    await recordCardPayment(tx, { id: invoiceId, orgId: sub.orgId, amountMinor: sub.priceMinor, currency: sub.currency, paymentMethodId: sub.paymentMethodId });
    await repository.setInvoiceStatus(tx, invoiceId, 'Currently Recurring');
    await repository.setSubscriptionState(tx, sub.id, { status: 'Currently Recurring', nextBillingAt: next, failureCode: null });
    return { billed: true, ok: true, invoiceId };
  }
  await repository.setInvoiceStatus(tx, invoiceId, 'Recurring Failed');
  await repository.setSubscriptionState(tx, sub.id, { status: 'Recurring Failed', nextBillingAt: start, failureCode: charge.failureCode });
  return { billed: true, ok: false, invoiceId, failureCode: charge.failureCode };
}

/** Catch-up bound: a subscription left unbilled for a long time is billed at most this many periods per run. */
const MAX_PERIODS_PER_RUN = 24;

/**
 * The renewal job (DESIGN §3): every renewing subscription whose next period has started is billed
 * (period after period until it is current, or until a refusal makes it Recurring Failed).
 * Idempotent: it reads only subscriptions still due, and a period is invoiced once.
 */
export async function renewSubscriptions(tx: Queryable, gateway: PaymentGateway, now: Date): Promise<{ renewed: number; failed: number }> {
  let renewed = 0;
  let failed = 0;
  for (const due of await repository.lockDueSubscriptions(tx, now)) {
    let sub: repository.BillableSubscription = due;
    for (
      let round = 0;
      round < MAX_PERIODS_PER_RUN && sub.status === 'Currently Recurring' && sub.nextBillingAt !== null && sub.nextBillingAt <= now;
      round += 1
    ) {
      const outcome = await billNextPeriod(tx, gateway, sub, now);
      if (outcome.billed && outcome.ok) renewed += 1;
      if (outcome.billed && !outcome.ok) failed += 1;
      sub = (await repository.lockSubscription(tx, sub.id))!;
    }
  }
  return { renewed, failed };
}
