import { bookingWindows, postBooking, seededLot, type SeededLot } from '../../helpers/booking';
import { createTestContext, ORG, type TestContext } from '../../helpers/test-app';

let ctx: TestContext;
let lot: SeededLot;
const nextWindow = bookingWindows(35);

beforeAll(async () => {
  ctx = await createTestContext();
  lot = await seededLot(ctx, { country: 'US', minSlots: 5 });
});
afterAll(() => ctx.close());

const nextYear = new Date().getUTCFullYear() + 1;
const saveMethod = (payload: Record<string, unknown>) => ctx.as('carrier', { method: 'POST', url: '/api/paymentMethods', payload });
const book = (payment: Record<string, unknown>) => postBooking(ctx, { parkingLotId: lot.id, startAt: nextWindow(), payment });
const grant = (payload: Record<string, unknown>, user: 'owner' | 'admin' | 'carrier' = 'owner') =>
  ctx.as(user, {
    method: 'POST',
    url: '/api/openAccounts',
    payload: {
      orgId: ORG.northline,
      accountName: 'Northline fuel account',
      accountType: 'Net 30',
      creditLimitMinor: lot.dayPrice * 2,
      currency: lot.currency,
      glNumber: '4100-200',
      ...payload,
    },
  });

describe('payment methods (DESIGN §7)', () => {
  test('a card is kept as token + last 4 + brand + expiry; the number is never stored or answered', async () => {
    const saved = await saveMethod({ type: 'CARD', cardNumber: '4242 4242 4242 4242', expMonth: 12, expYear: nextYear });
    expect(saved.statusCode).toBe(201);
    expect(saved.json()).toMatchObject({ type: 'CARD', brand: 'Visa', last4: '4242', expMonth: 12, expYear: nextYear });
    expect(saved.body).not.toContain('4242424242424242');
    expect(saved.body).not.toContain('tok_');
    const { rows } = await ctx.db.query<{ row: string }>('SELECT row_to_json(p)::text AS row FROM payment_methods p WHERE id = $1', [
      saved.json().paymentMethodId,
    ]);
    expect(rows[0].row).not.toContain('4242424242424242');
    const list = (await ctx.as('carrier', { url: '/api/paymentMethods' })).json();
    expect(list.map((method: { paymentMethodId: number }) => method.paymentMethodId)).toContain(saved.json().paymentMethodId);
  });

  test('a card number failing the Luhn check, or an expired card, is refused', async () => {
    expect((await saveMethod({ type: 'CARD', cardNumber: '4242424242424241', expMonth: 12, expYear: nextYear })).json().errorCode).toBe('INVALID_CARD');
    expect((await saveMethod({ type: 'CARD', cardNumber: '4242424242424242', expMonth: 1, expYear: 2001 })).json().errorCode).toBe('CARD_EXPIRED');
  });

  test('a bank account: ABA routing 9 digits, or transit 5 + institution 3; only the last 4 of the account are kept', async () => {
    const us = await saveMethod({ type: 'BANK', accountHolder: 'Northline Freight', accountNumber: '000123456789', abaRouting: '021000021' });
    expect(us.statusCode).toBe(201);
    expect(us.json()).toMatchObject({ type: 'BANK', last4: '6789', abaRouting: '021000021', transitNumber: null });
    const ca = await saveMethod({
      type: 'BANK',
      accountHolder: 'Northline Freight',
      accountNumber: '1234567',
      transitNumber: '12345',
      institutionNumber: '003',
    });
    expect(ca.json()).toMatchObject({ transitNumber: '12345', institutionNumber: '003', abaRouting: null });
    expect((await saveMethod({ type: 'BANK', accountHolder: 'N', accountNumber: '1234567', abaRouting: '12345678' })).statusCode).toBe(400);
    expect((await saveMethod({ type: 'BANK', accountHolder: 'N', accountNumber: '1234567', transitNumber: '12345' })).statusCode).toBe(400);
    expect(
      (
        await saveMethod({
          type: 'BANK',
          accountHolder: 'N',
          accountNumber: '1234567',
          abaRouting: '021000021',
          transitNumber: '12345',
          institutionNumber: '003',
        })
      ).statusCode,
    ).toBe(400);
  });

  test("another organisation's method answers 404 (delete and booking); a deleted method is gone from the list", async () => {
    const saved = (await saveMethod({ type: 'CARD', cardNumber: '4242424242424242', expMonth: 6, expYear: nextYear })).json();
    expect((await ctx.as('broker', { method: 'DELETE', url: `/api/paymentMethods/${saved.paymentMethodId}` })).statusCode).toBe(404);
    const viaBroker = await postBooking(
      ctx,
      { parkingLotId: lot.id, startAt: nextWindow(), payment: { method: 'CARD', paymentMethodId: saved.paymentMethodId } },
      { user: 'broker' },
    );
    expect(viaBroker.statusCode).toBe(404);
    expect((await ctx.as('carrier', { method: 'DELETE', url: `/api/paymentMethods/${saved.paymentMethodId}` })).statusCode).toBe(204);
    const list = (await ctx.as('carrier', { url: '/api/paymentMethods' })).json();
    expect(list.map((method: { paymentMethodId: number }) => method.paymentMethodId)).not.toContain(saved.paymentMethodId);
  });

  test('booking with a saved card charges its token: 4242 succeeds, a saved 0002 is declined', async () => {
    const good = (await saveMethod({ type: 'CARD', cardNumber: '4242424242424242', expMonth: 3, expYear: nextYear })).json();
    const paid = await book({ method: 'CARD', paymentMethodId: good.paymentMethodId });
    expect(paid.statusCode).toBe(201);
    expect(paid.json()).toMatchObject({ status: 'Upcoming', paymentStatus: 'Payment Success' });
    const bad = (await saveMethod({ type: 'CARD', cardNumber: '4000000000000002', expMonth: 3, expYear: nextYear })).json();
    const declined = (await book({ method: 'CARD', paymentMethodId: bad.paymentMethodId })).json();
    expect(declined).toMatchObject({ status: 'Payment Failed', gateCode: null });
  });

  test('booking with a saved bank account: Payment Pending (the settlement job settles it)', async () => {
    const bank = (await saveMethod({ type: 'BANK', accountHolder: 'Northline', accountNumber: '99887766', abaRouting: '021000021' })).json();
    const answer = (await book({ method: 'BANK', paymentMethodId: bank.paymentMethodId })).json();
    expect(answer).toMatchObject({ status: 'Payment Pending', paymentStatus: 'Payment Pending' });
    expect((await book({ method: 'CARD', paymentMethodId: bank.paymentMethodId })).statusCode).toBe(400);
  });
});

describe('open accounts (DESIGN §7)', () => {
  test('granted by an owner or the platform to a carrier; a carrier cannot grant; only to fleet organisations', async () => {
    const granted = await grant({});
    expect(granted.statusCode).toBe(201);
    expect(granted.json()).toMatchObject({ orgId: ORG.northline, grantedByOrgId: ORG.prairie, usedMinor: 0, glNumber: '4100-200' });
    expect((await grant({}, 'admin')).statusCode).toBe(201);
    expect((await grant({}, 'carrier')).statusCode).toBe(403);
    expect((await grant({ orgId: ORG.lakeshore })).statusCode).toBe(400);
    const seen = (await ctx.as('carrier', { url: '/api/openAccounts' })).json();
    expect(seen.map((account: { openAccountId: number }) => account.openAccountId)).toContain(granted.json().openAccountId);
    const other = (await ctx.as('broker', { url: '/api/openAccounts' })).json();
    expect(other.map((account: { openAccountId: number }) => account.openAccountId)).not.toContain(granted.json().openAccountId);
  });

  test('a booking on open account is charged against the credit limit, and refused over it (nothing written)', async () => {
    const account = (await grant({})).json();
    const pay = { method: 'OPEN_ACCOUNT', paymentMethodId: account.openAccountId };
    expect((await book(pay)).json()).toMatchObject({ paymentStatus: 'Payment Success' });
    expect((await book(pay)).statusCode).toBe(201);
    const before = await ctx.db.query<{ count: number }>('SELECT count(*)::int AS count FROM reservations');
    const refused = await book(pay);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errorCode).toBe('CREDIT_LIMIT_EXCEEDED');
    expect((await ctx.db.query<{ count: number }>('SELECT count(*)::int AS count FROM reservations')).rows[0].count).toBe(before.rows[0].count);
    const after = (await ctx.as('carrier', { url: '/api/openAccounts' }))
      .json()
      .find((row: { openAccountId: number }) => row.openAccountId === account.openAccountId);
    expect(after.usedMinor).toBe(lot.dayPrice * 2);
  });

  test('parallel bookings on an open account never spend more than its limit', async () => {
    const account = (await grant({ creditLimitMinor: lot.dayPrice * 2 })).json();
    const answers = await Promise.all(Array.from({ length: 5 }, () => book({ method: 'OPEN_ACCOUNT', paymentMethodId: account.openAccountId })));
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(2);
  });

  test("an account granted by another owner does not pay at this owner's lot (404); OPEN_ACCOUNT needs the account id", async () => {
    const { rows } = await ctx.db.query<{ id: number }>(
      `INSERT INTO open_accounts (org_id, granted_by_org_id, account_name, account_type, credit_limit_minor, currency, gl_number)
       VALUES ($1, $2, 'Lakeshore', 'Net 30', 100000, $3, 'GL1') RETURNING id`,
      [ORG.northline, ORG.lakeshore, lot.currency],
    );
    expect((await book({ method: 'OPEN_ACCOUNT', paymentMethodId: rows[0].id })).statusCode).toBe(404);
    expect((await book({ method: 'OPEN_ACCOUNT' })).statusCode).toBe(400);
  });
});
