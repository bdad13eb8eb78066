import { pdfText } from '../../helpers/pdf-text';
import { bookingWindows, bookThroughApi, DECLINED_CARD, saveCard, seededLot, type SeededLot } from '../../helpers/booking';
import { createTestContext, ORG, type TestContext } from '../../helpers/test-app';

let ctx: TestContext;
let lot: SeededLot;
const nextWindow = bookingWindows(40, { everyDays: 3 });

beforeAll(async () => {
  ctx = await createTestContext();
  lot = await seededLot(ctx, { country: 'US', minSlots: 4, pricedFor: ['6 hrs'] });
});
afterAll(() => ctx.close());

const CARD_NUMBER = '4242424242424242';
const book = (payment: Record<string, unknown>) => bookThroughApi(ctx, { parkingLotId: lot.id, startAt: nextWindow(), payment });
/** Extend "as the reservation was paid": the body names no payment. */
const extendAsPaid = (id: number, duration = '6 hrs') => ctx.as('carrier', { method: 'POST', url: `/api/reservations/${id}/extend`, payload: { duration } });
const paymentRows = async (id: number) =>
  (
    await ctx.db.query<{
      method: string;
      status: string;
      amount_minor: number;
      payment_method_id: number | null;
      open_account_id: number | null;
      card_token: string | null;
    }>('SELECT method, status, amount_minor, payment_method_id, open_account_id, card_token FROM payments WHERE reservation_id = $1 ORDER BY id', [id])
  ).rows;

describe('Extend "as the reservation was paid" charges the booking\'s own way of paying', () => {
  test('a card typed at booking: the extension is charged to that card through its gateway token, never its number', async () => {
    const booking = await book({ method: 'CARD', cardNumber: CARD_NUMBER });
    const extended = await extendAsPaid(booking.reservationId);
    expect(extended.statusCode).toBe(200);
    expect(extended.json()).toMatchObject({
      endAt: new Date(new Date(booking.endAt).getTime() + 6 * 3600 * 1000).toISOString(),
      amountMinor: booking.amountMinor + extended.json().payments.at(-1).amountMinor,
    });
    const [first, extension] = await paymentRows(booking.reservationId);
    expect(first).toMatchObject({ method: 'CARD', status: 'Payment Success' });
    expect(first.card_token).toMatch(/^tok_/);
    expect(extension).toMatchObject({ method: 'CARD', status: 'Payment Success', card_token: first.card_token, payment_method_id: null });
    const { rows } = await ctx.db.query('SELECT 1 FROM payments WHERE card_token LIKE $1', [`%${CARD_NUMBER}%`]);
    expect(rows).toHaveLength(0);
  });

  test('a declined card typed at booking stays declined for the extension: 402 and the booking unchanged', async () => {
    const booking = await book({ method: 'CARD', cardNumber: CARD_NUMBER });
    const declinedToken = 'tok_sandbox_declined_0000000000000001';
    await ctx.db.query('UPDATE payments SET card_token = $2 WHERE reservation_id = $1', [booking.reservationId, declinedToken]);
    const refused = await extendAsPaid(booking.reservationId);
    expect(refused.statusCode).toBe(402);
    expect(refused.json().errorCode).toBe('CARD_DECLINED');
    expect((await ctx.as('carrier', { url: `/api/reservations/${booking.reservationId}` })).json()).toMatchObject({
      endAt: booking.endAt,
      amountMinor: booking.amountMinor,
    });
  });

  test('a saved card: the extension is charged to the same saved card', async () => {
    const paymentMethodId = await saveCard(ctx, { cardNumber: CARD_NUMBER, yearsAhead: 2, cvc: '123' });
    const booking = await book({ method: 'CARD', paymentMethodId });
    expect((await extendAsPaid(booking.reservationId)).statusCode).toBe(200);
    expect((await paymentRows(booking.reservationId)).map((row) => [row.method, row.status, row.payment_method_id, row.card_token])).toEqual([
      ['CARD', 'Payment Success', paymentMethodId, null],
      ['CARD', 'Payment Success', paymentMethodId, null],
    ]);
  });

  test("an open account: the extension takes the account's credit", async () => {
    const { rows } = await ctx.db.query<{ id: number }>(
      `INSERT INTO open_accounts (org_id, granted_by_org_id, account_name, account_type, credit_limit_minor, currency, gl_number)
       VALUES ($1, $2, 'Extensions', 'Net 30', 10000000, $3, 'GL7') RETURNING id`,
      [ORG.northline, ORG.prairie, lot.currency],
    );
    const booking = await book({ method: 'OPEN_ACCOUNT', paymentMethodId: rows[0].id });
    const extended = await extendAsPaid(booking.reservationId);
    expect(extended.statusCode).toBe(200);
    const extension = (await paymentRows(booking.reservationId)).at(-1);
    expect(extension).toMatchObject({ method: 'OPEN_ACCOUNT', status: 'Payment Success', open_account_id: rows[0].id });
    const used = (await ctx.db.query<{ used_minor: number }>('SELECT used_minor FROM open_accounts WHERE id = $1', [rows[0].id])).rows[0].used_minor;
    expect(used).toBe(booking.amountMinor + extension!.amount_minor);
  });

  test("the demo carrier's own paid bookings extend as they were paid", async () => {
    const { rows } = await ctx.db.query<{ id: number }>(
      `SELECT r.id FROM reservations r JOIN payments p ON p.reservation_id = r.id AND p.method = 'CARD' AND p.status = 'Payment Success'
        WHERE r.org_id = $1 AND r.status = 'Upcoming' AND r.booked_by_org_id IS NULL AND r.end_at < now() + interval '60 days'
        ORDER BY r.id LIMIT 1`,
      [ORG.northline],
    );
    expect(rows).toHaveLength(1);
    const extended = await extendAsPaid(rows[0].id, '12 hrs');
    expect(extended.statusCode).toBe(200);
    expect(extended.json().payments.at(-1)).toMatchObject({ method: 'CARD', status: 'Payment Success' });
  });
});

describe('POST /api/reservations/{id}/extend/quote: the price before the customer confirms', () => {
  let canadian: { id: number };
  beforeAll(async () => {
    canadian = await seededLot(ctx, { country: 'CA', minSlots: 2, pricedFor: ['12 hrs'] });
  });
  const quote = (id: number, duration: string, user: 'carrier' | 'broker' = 'carrier') =>
    ctx.as(user, { method: 'POST', url: `/api/reservations/${id}/extend/quote`, payload: { duration } });

  test('a Canadian booking: price, each tax once, total and new end; the extension charges exactly that, and the booking lists GST once with the sum', async () => {
    const booking = await bookThroughApi(ctx, {
      parkingLotId: canadian.id,
      startAt: nextWindow(),
      slots: 2,
      payment: { method: 'CARD', cardNumber: CARD_NUMBER },
    });
    const before = (await ctx.as('carrier', { url: `/api/reservations/${booking.reservationId}` })).json();
    const asked = await quote(booking.reservationId, '12 hrs');
    expect(asked.statusCode).toBe(200);
    const q = asked.json();
    expect(q).toMatchObject({
      reservationId: booking.reservationId,
      duration: '12 hrs',
      slots: 2,
      subtotalMinor: q.unitPriceMinor * 2,
      startAt: booking.endAt,
      endAt: new Date(new Date(booking.endAt).getTime() + 12 * 3600 * 1000).toISOString(),
      paidAs: 'CARD',
    });
    const names = q.taxLines.map((line: { name: string }) => line.name);
    expect(names).toContain('GST');
    expect(new Set(names).size).toBe(names.length);
    expect(q.amountMinor).toBe(q.subtotalMinor + q.taxLines.reduce((sum: number, line: { amountMinor: number }) => sum + line.amountMinor, 0));
    // A quote writes nothing.
    expect((await ctx.as('carrier', { url: `/api/reservations/${booking.reservationId}` })).json()).toEqual(before);

    const extended = await extendAsPaid(booking.reservationId, '12 hrs');
    expect(extended.statusCode).toBe(200);
    const after = extended.json();
    expect(after.payments.at(-1)).toMatchObject({ status: 'Payment Success', amountMinor: q.amountMinor });
    expect(after.amountMinor).toBe(booking.amountMinor + q.amountMinor);
    expect(after.taxLines.map((line: { name: string }) => line.name)).toEqual(before.taxLines.map((line: { name: string }) => line.name));
    for (const line of after.taxLines as { name: string; amountMinor: number }[]) {
      const was = before.taxLines.find((old: { name: string }) => old.name === line.name).amountMinor;
      const added = q.taxLines.find((more: { name: string }) => more.name === line.name).amountMinor;
      expect(line.amountMinor).toBe(was + added);
    }
  });

  test('refused as the extension would be: a cancelled booking 409, another organisation 404, an unknown duration 400', async () => {
    const booking = await book({ method: 'CARD', cardNumber: CARD_NUMBER });
    expect((await quote(booking.reservationId, '6 hrs', 'broker')).statusCode).toBe(404);
    expect((await quote(booking.reservationId, '5 hrs')).statusCode).toBe(400);
    await ctx.as('carrier', { method: 'POST', url: `/api/reservations/${booking.reservationId}/cancel`, payload: {} });
    const refused = await quote(booking.reservationId, '6 hrs');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errorCode).toBe('NOT_EXTENDABLE');
  });

  test('a booking paid by a card whose token was never kept: the quote says a payment must be chosen', async () => {
    const booking = await book({ method: 'CARD', cardNumber: CARD_NUMBER });
    await ctx.db.query('UPDATE payments SET card_token = NULL WHERE reservation_id = $1', [booking.reservationId]);
    expect((await quote(booking.reservationId, '6 hrs')).json().paidAs).toBeNull();
    const refused = (await extendAsPaid(booking.reservationId)).json();
    expect(refused.statusCode).toBe(400);
    expect(JSON.stringify(refused)).toContain('payment');
  });
});

describe('after an extension, the booking tells what happened', () => {
  test('its length (detail, list, CSV, PDF), its lines and its history say the 12 hrs added to the 24 hrs booked: when, by whom, to which end, for how much', async () => {
    const booking = await book({ method: 'CARD', cardNumber: CARD_NUMBER });
    const extended = await extendAsPaid(booking.reservationId, '12 hrs');
    expect(extended.statusCode).toBe(200);
    const details = extended.json();
    const charged = details.payments.at(-1);
    expect(details.duration).toBe('24 hrs');
    expect(details.extensions).toEqual([
      {
        duration: '12 hrs',
        startAt: booking.endAt,
        endAt: details.endAt,
        slots: 1,
        subtotalMinor: expect.any(Number),
        amountMinor: charged.amountMinor,
        extendedAt: expect.any(String),
        extendedByName: 'Priya Natarajan',
      },
    ]);
    expect(new Date(details.endAt).getTime() - new Date(booking.endAt).getTime()).toBe(12 * 3600 * 1000);
    expect(Math.abs(new Date(details.extensions[0].extendedAt).getTime() - Date.now())).toBeLessThan(60_000);

    const list = (await ctx.as('carrier', { url: `/api/reservations?parkingLotId=${lot.id}&size=100` })).json();
    expect(list.content.find((row: { reservationId: number }) => row.reservationId === booking.reservationId)).toMatchObject({
      duration: '24 hrs',
      extensionDurations: ['12 hrs'],
      endAt: details.endAt,
    });
    const csv = (await ctx.as('carrier', { url: `/api/reservations/csv?parkingLotId=${lot.id}` })).body;
    const row = csv.split('\n').find((line) => line.startsWith(`${booking.reservationId},`));
    expect(row).toContain('36 hrs (24 hrs + 12 hrs)');
    const pdf = await ctx.as('carrier', { url: `/api/reservations/${booking.reservationId}/pdf` });
    expect(pdfText(pdf.rawPayload)).toContain('36 hrs (24 hrs + 12 hrs)');
    const french = await ctx.as('carrier', { url: `/api/reservations/${booking.reservationId}/pdf`, headers: { 'accept-language': 'fr' } });
    expect(pdfText(french.rawPayload)).toContain('36 h (24 h + 12 h)');
  });

  test('an extension refused by the gateway leaves no trace in the booking: no extension, its length unchanged', async () => {
    const booking = await book({ method: 'CARD', cardNumber: CARD_NUMBER });
    const refused = await ctx.as('carrier', {
      method: 'POST',
      url: `/api/reservations/${booking.reservationId}/extend`,
      payload: { duration: '12 hrs', payment: DECLINED_CARD },
    });
    expect(refused.statusCode).toBe(402);
    expect((await ctx.as('carrier', { url: `/api/reservations/${booking.reservationId}` })).json()).toMatchObject({ extensions: [], endAt: booking.endAt });
  });
});
