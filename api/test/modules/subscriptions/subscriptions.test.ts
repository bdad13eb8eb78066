import { pdfText } from '../../helpers/pdf-text';
import { createTestContext, ORG, type TestContext } from '../../helpers/test-app';

let ctx: TestContext;
let fleetPlanId: number;
let brokerPlanId: number;
const nextYear = new Date().getUTCFullYear() + 1;
const DAY = 24 * 3600 * 1000;

beforeAll(async () => {
  ctx = await createTestContext();
  const { rows } = await ctx.db.query<{ id: number; name: string }>(
    `SELECT id, name FROM subscription_plans WHERE name IN ('Haulstop Fleet', 'Haulstop Broker')`,
  );
  fleetPlanId = rows.find((row) => row.name === 'Haulstop Fleet')!.id;
  brokerPlanId = rows.find((row) => row.name === 'Haulstop Broker')!.id;
});
afterAll(() => ctx.close());

/** The platform admin acting in a carrier with no demo login (organisation 1 may act in any organisation). */
const asOrg = (orgId: number, options: Parameters<TestContext['as']>[1]) => ctx.as('admin', { ...options, orgId });
const saveCard = async (orgId: number, cardNumber = '4242424242424242') =>
  (await asOrg(orgId, { method: 'POST', url: '/api/paymentMethods', payload: { type: 'CARD', cardNumber, expMonth: 12, expYear: nextYear } })).json()
    .paymentMethodId as number;
const subscribe = (orgId: number, payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  asOrg(orgId, { method: 'POST', url: '/api/subscriptions', payload, headers });
const invoicesOf = async (orgId: number) =>
  (await asOrg(orgId, { url: '/api/invoices?kind=subscription&size=100' })).json().content as {
    invoiceId: number;
    invoiceNumber: string;
    status: string;
    totalMinor: number;
    periodStart: string;
  }[];
const TIMBERLINE = 12;
/** A new approved carrier (its own subscriptions and invoices, untouched by other tests). */
async function newCarrier(name: string): Promise<number> {
  const { rows } = await ctx.db.query<{ id: number }>(
    `INSERT INTO organizations (name, org_type, is_org_approved) VALUES ($1, 'CARRIER', 'Approved') RETURNING id`,
    [name],
  );
  await ctx.db.query('UPDATE organizations SET saas_org_id = id WHERE id = $1', [rows[0].id]);
  return rows[0].id;
}
const renew = (now: Date) => ctx.app.scheduler.runNow('subscription-renewals', now);

describe('subscription plans (the platform defines them)', () => {
  test('any organisation reads the active plans; only the platform writes them and sees inactive ones', async () => {
    const carrierView = await ctx.as('carrier', { url: '/api/subscriptionPlans', orgId: ORG.northline });
    expect(carrierView.statusCode).toBe(200);
    expect(carrierView.json().map((plan: { name: string }) => plan.name)).toContain('Haulstop Fleet');
    const payload = { name: 'Haulstop Starter', orgType: 'CARRIER', priceMinor: 1900, currency: 'CAD', interval: 'monthly', active: true };
    expect((await ctx.as('carrier', { method: 'POST', url: '/api/subscriptionPlans', payload, orgId: ORG.northline })).statusCode).toBe(403);
    const created = await ctx.as('admin', { method: 'POST', url: '/api/subscriptionPlans', payload });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ ...payload, planId: expect.any(Number) });
    expect((await ctx.as('admin', { method: 'POST', url: '/api/subscriptionPlans', payload })).json().errorCode).toBe('PLAN_NAME_TAKEN');
    const retired = await ctx.as('admin', { method: 'PUT', url: `/api/subscriptionPlans/${created.json().planId}`, payload: { ...payload, active: false } });
    expect(retired.json().active).toBe(false);
    const names = async (user: 'admin' | 'carrier') =>
      (await ctx.as(user, { url: '/api/subscriptionPlans?orgType=CARRIER' })).json().map((plan: { name: string }) => plan.name);
    expect(await names('carrier')).not.toContain('Haulstop Starter');
    expect(await names('admin')).toContain('Haulstop Starter');
    expect((await ctx.as('admin', { method: 'PUT', url: '/api/subscriptionPlans/99999', payload })).statusCode).toBe(404);
  });

  test('a plan needs a name and a whole, non-negative price in USD or CAD, monthly or yearly', async () => {
    const base = { name: 'X plan', orgType: 'CARRIER', priceMinor: 100, currency: 'USD', interval: 'monthly', active: true };
    for (const bad of [{ name: '  ' }, { priceMinor: -1 }, { currency: 'EUR' }, { interval: 'weekly' }, { orgType: 'ADMIN' }]) {
      expect((await ctx.as('admin', { method: 'POST', url: '/api/subscriptionPlans', payload: { ...base, ...bad } })).statusCode).toBe(400);
    }
  });
});

describe('POST /api/subscriptions', () => {
  test('subscribing with a saved 4242 card charges the first period at once: Currently Recurring, an invoice of kind subscription, next renewal one month on', async () => {
    const card = await saveCard(ORG.mapleLeaf);
    const before = Date.now();
    const answer = await subscribe(ORG.mapleLeaf, { planId: fleetPlanId, paymentMethodId: card });
    expect(answer.statusCode).toBe(201);
    const sub = answer.json();
    expect(sub).toMatchObject({
      orgId: ORG.mapleLeaf,
      planName: 'Haulstop Fleet',
      status: 'Currently Recurring',
      paymentMethodLast4: '4242',
      priceMinor: 4900,
    });
    const next = new Date(sub.nextBillingAt).getTime();
    expect(next).toBeGreaterThan(before + 27 * DAY);
    expect(next).toBeLessThan(before + 32 * DAY);
    const invoices = await invoicesOf(ORG.mapleLeaf);
    expect(invoices).toHaveLength(1);
    expect(invoices[0]).toMatchObject({ status: 'Currently Recurring', totalMinor: 4900 });
    const detail = (await asOrg(ORG.mapleLeaf, { url: `/api/invoices/${invoices[0].invoiceId}` })).json();
    expect(detail.lines.reduce((sum: number, line: { amountMinor: number }) => sum + line.amountMinor, 0)).toBe(detail.totalMinor);
    const pdf = await asOrg(ORG.mapleLeaf, { url: `/api/invoices/${invoices[0].invoiceId}/pdf` });
    expect(pdf.headers['content-type']).toContain('application/pdf');
    expect(pdfText(pdf.rawPayload)).toContain(invoices[0].invoiceNumber);
  });

  test('one live subscription per organisation: a second answers 409 SUBSCRIPTION_EXISTS', async () => {
    const card = await saveCard(ORG.ridgeway);
    expect((await subscribe(ORG.ridgeway, { planId: fleetPlanId, paymentMethodId: card })).statusCode).toBe(201);
    const again = await subscribe(ORG.ridgeway, { planId: fleetPlanId, paymentMethodId: card });
    expect(again.statusCode).toBe(409);
    expect(again.json().errorCode).toBe('SUBSCRIPTION_EXISTS');
    // Eastbound's renewal was refused: still live, so it cannot take a second plan either.
    const brokerCard = (
      await ctx.as('broker', {
        method: 'POST',
        url: '/api/paymentMethods',
        payload: { type: 'CARD', cardNumber: '4242424242424242', expMonth: 12, expYear: nextYear },
        orgId: ORG.eastbound,
      })
    ).json().paymentMethodId;
    const eastbound = await ctx.as('broker', {
      method: 'POST',
      url: '/api/subscriptions',
      payload: { planId: brokerPlanId, paymentMethodId: brokerCard },
      orgId: ORG.eastbound,
    });
    expect(eastbound.json().errorCode).toBe('SUBSCRIPTION_EXISTS');
  });

  test('a declined card (4000…0002) answers 400 CARD_DECLINED and stores no subscription and no invoice', async () => {
    const card = await saveCard(TIMBERLINE, '4000000000000002');
    const refused = await subscribe(TIMBERLINE, { planId: fleetPlanId, paymentMethodId: card });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errorCode).toBe('CARD_DECLINED');
    expect((await asOrg(TIMBERLINE, { url: '/api/subscriptions' })).json().totalElements).toBe(0);
    expect(await invoicesOf(TIMBERLINE)).toHaveLength(0);
  });

  test("refusals: a plan for another organisation type, another organisation's card (404), a bank account, the platform itself", async () => {
    const card = await saveCard(TIMBERLINE);
    expect((await subscribe(TIMBERLINE, { planId: brokerPlanId, paymentMethodId: card })).json().errorCode).toBe('PLAN_NOT_FOR_ORG_TYPE');
    const foreign = await saveCard(ORG.mapleLeaf);
    expect((await subscribe(TIMBERLINE, { planId: fleetPlanId, paymentMethodId: foreign })).statusCode).toBe(404);
    const bank = (
      await asOrg(TIMBERLINE, {
        method: 'POST',
        url: '/api/paymentMethods',
        payload: { type: 'BANK', accountHolder: 'Timberline', accountNumber: '12345678', abaRouting: '021000021' },
      })
    ).json();
    expect((await subscribe(TIMBERLINE, { planId: fleetPlanId, paymentMethodId: bank.paymentMethodId })).json().errorCode).toBe('CARD_REQUIRED');
    // The platform organisation subscribes to nothing: the 'subscriptions' rule the console asks refuses it (403).
    const platform = await ctx.as('admin', { method: 'POST', url: '/api/subscriptions', payload: { planId: fleetPlanId, paymentMethodId: card } });
    expect([platform.statusCode, platform.json().errorCode]).toEqual([403, 'FORBIDDEN']);
  });

  test('the same Idempotency-Key and body answer the first answer again and charge once; another body answers 409', async () => {
    const org = await newCarrier('Idem Carrier');
    const card = await saveCard(org);
    const headers = { 'idempotency-key': 'sub-once-1' };
    const first = await subscribe(org, { planId: fleetPlanId, paymentMethodId: card }, headers);
    const second = await subscribe(org, { planId: fleetPlanId, paymentMethodId: card }, headers);
    expect(second.statusCode).toBe(201);
    expect(second.json()).toEqual(first.json());
    expect(await invoicesOf(org)).toHaveLength(1);
    const other = await subscribe(org, { planId: fleetPlanId + 1, paymentMethodId: card }, headers);
    expect(other.json().errorCode).toBe('IDEMPOTENCY_KEY_REUSED');
  });
});

describe('GET /api/subscriptions (tenancy)', () => {
  test("an organisation sees its own; the platform sees every organisation's, filterable by status", async () => {
    const own = (await ctx.as('carrier', { url: '/api/subscriptions', orgId: ORG.northline })).json();
    expect(own.content.length).toBeGreaterThan(0);
    expect(own.content.every((sub: { orgId: number }) => sub.orgId === ORG.northline)).toBe(true);
    const failed = (await ctx.as('admin', { url: '/api/subscriptions?status=Recurring%20Failed' })).json();
    expect(failed.content.map((sub: { orgName: string }) => sub.orgName)).toContain('Eastbound Brokerage');
    expect(failed.content.every((sub: { status: string }) => sub.status === 'Recurring Failed')).toBe(true);
    expect(failed.content.find((sub: { orgId: number }) => sub.orgId === ORG.eastbound).failureCode).toBe('CARD_DECLINED');
  });

  test('an organisation sees only the active plans of its own type', async () => {
    const plans = (await ctx.as('broker', { url: '/api/subscriptionPlans', orgId: ORG.eastbound })).json();
    expect(plans.length).toBeGreaterThan(0);
    expect(plans.every((plan: { orgType: string; active: boolean }) => plan.orgType === 'BROKER' && plan.active)).toBe(true);
  });

  test('a member with the user role may read the subscription but not subscribe or cancel (403)', async () => {
    const own = (await ctx.as('dispatch', { url: '/api/subscriptions', orgId: ORG.northline })).json().content[0];
    expect(own.orgId).toBe(ORG.northline);
    expect((await ctx.as('dispatch', { method: 'POST', url: `/api/subscriptions/${own.subscriptionId}/cancel`, orgId: ORG.northline })).statusCode).toBe(403);
    expect(
      (await ctx.as('dispatch', { method: 'POST', url: '/api/subscriptions', payload: { planId: fleetPlanId, paymentMethodId: 1 }, orgId: ORG.northline }))
        .statusCode,
    ).toBe(403);
  });

  test("another organisation's subscription answers 404 to cancel and retry", async () => {
    const eastbound = (await ctx.as('broker', { url: '/api/subscriptions', orgId: ORG.eastbound })).json().content[0];
    expect((await ctx.as('carrier', { method: 'POST', url: `/api/subscriptions/${eastbound.subscriptionId}/cancel`, orgId: ORG.northline })).statusCode).toBe(
      404,
    );
    expect(
      (await ctx.as('carrier', { method: 'POST', url: `/api/subscriptions/${eastbound.subscriptionId}/retry`, payload: {}, orgId: ORG.northline })).statusCode,
    ).toBe(404);
  });
});

describe('the renewal job (idempotent, under its advisory lock)', () => {
  test('bills each due subscription once: Currently Recurring on success, the next renewal one interval on; a second run bills nothing', async () => {
    const org = await newCarrier('Renewing Carrier');
    const sub = (await subscribe(org, { planId: fleetPlanId, paymentMethodId: await saveCard(org) })).json();
    const due = new Date(sub.nextBillingAt);
    const at = new Date(due.getTime() + 3600_000);
    expect(await renew(at)).toBe(true);
    expect(await renew(at)).toBe(true);
    const invoices = await invoicesOf(org);
    expect(invoices).toHaveLength(2);
    expect(invoices.map((invoice) => invoice.status)).toEqual(['Currently Recurring', 'Currently Recurring']);
    expect(invoices[0].periodStart).toBe(due.toISOString().slice(0, 10));
    const after = (await asOrg(org, { url: '/api/subscriptions' })).json().content[0];
    expect(after.status).toBe('Currently Recurring');
    expect(new Date(after.nextBillingAt).getTime()).toBeGreaterThan(at.getTime() + 27 * DAY);
    // Invoice numbers are sequential per organisation without gaps, the second run included.
    expect(invoices.map((invoice) => invoice.invoiceNumber).sort()).toEqual([`SUB-${org}-000001`, `SUB-${org}-000002`]);
  });

  test('a refused renewal makes the subscription and its invoice Recurring Failed; a retry with a 4242 card renews it', async () => {
    const org = await newCarrier('Declined Carrier');
    const sub = (await subscribe(org, { planId: fleetPlanId, paymentMethodId: await saveCard(org) })).json();
    const declined = await saveCard(org, '4000000000000002');
    await ctx.db.query('UPDATE subscriptions SET payment_method_id = $2 WHERE id = $1', [sub.subscriptionId, declined]);
    const at = new Date(new Date(sub.nextBillingAt).getTime() + 3600_000);
    await renew(at);
    await renew(at);
    const failed = (await asOrg(org, { url: '/api/subscriptions' })).json().content[0];
    expect(failed).toMatchObject({ status: 'Recurring Failed', failureCode: 'CARD_DECLINED', nextBillingAt: sub.nextBillingAt });
    expect((await invoicesOf(org)).map((invoice) => invoice.status)).toEqual(['Recurring Failed', 'Currently Recurring']);

    expect((await asOrg(org, { method: 'POST', url: `/api/subscriptions/${sub.subscriptionId}/retry`, payload: {} })).json().errorCode).toBe('CARD_DECLINED');
    const retried = await asOrg(org, {
      method: 'POST',
      url: `/api/subscriptions/${sub.subscriptionId}/retry`,
      payload: { paymentMethodId: await saveCard(org) },
    });
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toMatchObject({ status: 'Currently Recurring', failureCode: null, paymentMethodLast4: '4242' });
    expect((await invoicesOf(org)).map((invoice) => invoice.status)).toEqual(['Currently Recurring', 'Currently Recurring']);
    expect((await asOrg(org, { method: 'POST', url: `/api/subscriptions/${sub.subscriptionId}/retry`, payload: {} })).json().errorCode).toBe(
      'SUBSCRIPTION_NOT_FAILED',
    );
  });

  test('a cancelled subscription is not renewed; cancelling twice answers 409', async () => {
    const org = await newCarrier('Leaving Carrier');
    const sub = (await subscribe(org, { planId: fleetPlanId, paymentMethodId: await saveCard(org) })).json();
    const cancelled = await asOrg(org, { method: 'POST', url: `/api/subscriptions/${sub.subscriptionId}/cancel` });
    expect(cancelled.json()).toMatchObject({ status: 'Cancelled', nextBillingAt: null });
    await renew(new Date(new Date(sub.nextBillingAt).getTime() + 40 * DAY));
    expect(await invoicesOf(org)).toHaveLength(1);
    expect((await asOrg(org, { method: 'POST', url: `/api/subscriptions/${sub.subscriptionId}/cancel` })).json().errorCode).toBe('SUBSCRIPTION_NOT_ACTIVE');
    // Cancelled, it is no longer live: the organisation may subscribe again.
    expect((await subscribe(org, { planId: fleetPlanId, paymentMethodId: await saveCard(org) })).statusCode).toBe(201);
  });
});
