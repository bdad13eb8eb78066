import type { NewSubscription, Subscription, SubscriptionPlan, SubscriptionPlanInput, SubscriptionRetry } from '@haulstop/shared/contracts';
import { validateSubscriptionPlan } from '@haulstop/shared/rules';
import type { Db, Queryable } from '../../db/db';
import { badRequest, conflict, notFound, text } from '../../lib/errors';
import { idempotent, type Answer } from '../../lib/idempotency';
import { paged, type Page } from '../../lib/paging';
import { scopeFor, type ScopedOrg } from '../../lib/tenancy';
import { refuseInvalid } from '../../lib/rules';
import type { OrgContext } from '../../plugins/app/authorization';
import { savedMethodForCharge } from '../payment-methods/service';
import type { PaymentGateway } from '../payments/gateway';
import { addInterval, billNextPeriod, recordCardPayment } from './billing';
import * as repository from './repository';

const UNIQUE_VIOLATION = '23505';
const isUniqueViolation = (error: unknown) => (error as { code?: string }).code === UNIQUE_VIOLATION;

/** Organisations see the active plans of their own type (what they can buy); the platform sees every plan. */
export const listPlans = (db: Queryable, org: ScopedOrg, query: { orgType?: string }): Promise<SubscriptionPlan[]> =>
  repository.listPlans(db, org.isPlatformOrg ? { activeOnly: false, orgType: query.orgType } : { activeOnly: true, orgType: org.orgType });

function checkPlan(input: SubscriptionPlanInput): void {
  refuseInvalid(validateSubscriptionPlan(input), { order: ['name', 'priceMinor'] });
}

export async function createPlan(db: Queryable, input: SubscriptionPlanInput): Promise<SubscriptionPlan> {
  checkPlan(input);
  try {
    return (await repository.findPlan(db, await repository.insertPlan(db, input)))!;
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(text('apiErrors.subscriptions.planNameTaken'), 'PLAN_NAME_TAKEN', { field: 'name' });
    throw error;
  }
}

export async function updatePlan(db: Queryable, planId: number, input: SubscriptionPlanInput): Promise<SubscriptionPlan> {
  checkPlan(input);
  try {
    if (!(await repository.updatePlan(db, planId, input))) throw notFound('Subscription plan');
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(text('apiErrors.subscriptions.planNameTaken'), 'PLAN_NAME_TAKEN', { field: 'name' });
    throw error;
  }
  return (await repository.findPlan(db, planId))!;
}

export const listSubscriptions = (db: Queryable, org: ScopedOrg, query: { page?: number; size?: number; status?: string }): Promise<Page<Subscription>> =>
  paged(query, (window) => repository.listSubscriptions(db, scopeFor(org), { status: query.status, ...window }));

/** One subscription through the list's tenancy: another organisation's answers 404. */
async function findVisible(db: Queryable, org: ScopedOrg, subscriptionId: number): Promise<Subscription> {
  const { rows } = await repository.listSubscriptions(db, scopeFor(org), { subscriptionId, offset: 0, size: 1 });
  if (!rows[0]) throw notFound('Subscription');
  return rows[0];
}

/** A saved card of the organisation (another organisation's answers 404; a bank account is refused: renewals charge a card). */
async function requireCard(tx: Queryable, orgId: number, paymentMethodId: number): Promise<void> {
  const method = await savedMethodForCharge(tx, orgId, paymentMethodId);
  if (!method) throw notFound('Payment method');
  if (method.type !== 'CARD') throw badRequest(text('apiErrors.subscriptions.renewalsOnCard'), 'CARD_REQUIRED', { field: 'paymentMethodId' });
}

const refusal = (failureCode: string) =>
  badRequest(text(failureCode === 'INSUFFICIENT_FUNDS' ? 'apiErrors.subscriptions.insufficientFunds' : 'apiErrors.subscriptions.cardDeclined'), failureCode);

/**
 * POST /api/subscriptions: one transaction — the plan must be active and for the organisation's
 * type, the organisation must have no live subscription, the first period is invoiced and charged
 * at once. A refused card answers 400 with the gateway's code and stores nothing.
 */
export function subscribe(db: Db, gateway: PaymentGateway, org: OrgContext, body: NewSubscription, key: string | undefined): Promise<Answer<Subscription>> {
  return idempotent(db, org.orgId, key, body, async (tx) => {
    const plan = await repository.findPlan(tx, body.planId);
    if (!plan || !plan.active) throw notFound('Subscription plan');
    if (plan.orgType !== org.orgType) throw badRequest(text('apiErrors.subscriptions.planNotForOrgType'), 'PLAN_NOT_FOR_ORG_TYPE', { field: 'planId' });
    await requireCard(tx, org.orgId, body.paymentMethodId);
    if (await repository.liveSubscriptionOf(tx, org.orgId)) throw conflict(text('apiErrors.subscriptions.exists'), 'SUBSCRIPTION_EXISTS');
    let id: number;
    try {
      id = await repository.insertSubscription(tx, { orgId: org.orgId, planId: plan.planId, paymentMethodId: body.paymentMethodId, startedAt: new Date() });
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(text('apiErrors.subscriptions.exists'), 'SUBSCRIPTION_EXISTS');
      throw error;
    }
    const outcome = await billNextPeriod(tx, gateway, (await repository.lockSubscription(tx, id))!, new Date());
    if (outcome.billed && !outcome.ok) throw refusal(outcome.failureCode);
    return { statusCode: 201, body: await findVisible(tx, org, id) };
  });
}

/** Stops renewing: Cancelled, no next billing date. A cancelled or expired subscription answers 409. */
export async function cancel(db: Db, org: OrgContext, subscriptionId: number): Promise<Subscription> {
  return db.transaction(async (tx) => {
    await findVisible(tx, org, subscriptionId);
    const sub = (await repository.lockSubscription(tx, subscriptionId))!;
    if (sub.status === 'Cancelled' || sub.status === 'Expired') throw conflict(text('apiErrors.subscriptions.notActive'), 'SUBSCRIPTION_NOT_ACTIVE');
    await repository.setSubscriptionState(tx, subscriptionId, { status: 'Cancelled', nextBillingAt: null, failureCode: null });
    return findVisible(tx, org, subscriptionId);
  });
}

/**
 * A Recurring Failed subscription's refused period charged again (optionally with another saved
 * card): success makes the invoice and the subscription Currently Recurring again and moves the
 * next billing date one interval past that period; a second refusal answers 400 and changes nothing.
 */
export function retry(
  db: Db,
  gateway: PaymentGateway,
  org: OrgContext,
  subscriptionId: number,
  body: SubscriptionRetry,
  key: string | undefined,
): Promise<Answer<Subscription>> {
  return idempotent(db, org.orgId, key, { subscriptionId, ...body }, async (tx) => {
    const visible = await findVisible(tx, org, subscriptionId);
    const sub = (await repository.lockSubscription(tx, subscriptionId))!;
    if (sub.status !== 'Recurring Failed') throw conflict(text('apiErrors.subscriptions.notFailed'), 'SUBSCRIPTION_NOT_FAILED');
    if (body.paymentMethodId !== undefined) await requireCard(tx, visible.orgId, body.paymentMethodId);
    const paymentMethodId = body.paymentMethodId ?? sub.paymentMethodId;
    const invoice = await repository.failedInvoiceOf(tx, subscriptionId);
    if (!invoice) {
      // No refused invoice to settle (demo data): bill the due period now, with the chosen card.
      const outcome = await billNextPeriod(tx, gateway, { ...sub, paymentMethodId }, new Date());
      if (outcome.billed && !outcome.ok) throw refusal(outcome.failureCode);
      if (paymentMethodId !== null) await repository.setPaymentMethod(tx, subscriptionId, paymentMethodId);
    } else {
      const method = paymentMethodId === null ? undefined : await savedMethodForCharge(tx, sub.orgId, paymentMethodId);
      if (!method?.token) throw badRequest(text('apiErrors.subscriptions.chooseCard'), 'CARD_REQUIRED', { field: 'paymentMethodId' });
      const charge = await gateway.charge({ method: 'CARD', amountMinor: invoice.totalMinor, currency: invoice.currency, cardToken: method.token });
      if (!charge.ok) throw refusal(charge.failureCode);
      await recordCardPayment(tx, { id: invoice.id, orgId: sub.orgId, amountMinor: invoice.totalMinor, currency: invoice.currency, paymentMethodId });
      await repository.setInvoiceStatus(tx, invoice.id, 'Currently Recurring');
      const periodStart = sub.nextBillingAt ?? new Date(`${invoice.periodStart}T00:00:00Z`);
      await repository.setSubscriptionState(tx, subscriptionId, {
        status: 'Currently Recurring',
        nextBillingAt: addInterval(periodStart, sub.interval),
        failureCode: null,
        paymentMethodId: paymentMethodId ?? undefined,
      });
    }
    return { statusCode: 200, body: await findVisible(tx, org, subscriptionId) };
  });
}
