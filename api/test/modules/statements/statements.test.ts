import type { Statement } from '@haulstop/shared/contracts';
import { pdfText } from '../../helpers/pdf-text';
import { bookThroughApi, seededLot, type SeededLot } from '../../helpers/booking';
import { monthAhead } from '../../helpers/month-ahead';
import { createTestContext, ORG, type TestContext } from '../../helpers/test-app';

let ctx: TestContext;
/** A month eight months ahead (past the seeded bookings, within the booking window) that only this file's bookings fill: its statement can be computed by hand. */
const { period: PERIOD, periodEnd: PERIOD_END, starts } = monthAhead(8);
const nextStart = starts(2);

let usLot: SeededLot;
let caLot: SeededLot;
const booked: Record<string, { amountMinor: number; reservationId: number }> = {};

const book = (lot: SeededLot, slots: number, couponCode?: string) =>
  bookThroughApi(ctx, { parkingLotId: lot.id, startAt: nextStart().toISOString(), slots, couponCode }, { orgId: ORG.northline });
const statement = async (user: 'owner' | 'admin', orgId: number, period = PERIOD) => {
  const answer = await ctx.as(user, { url: `/api/statements?period=${period}`, orgId });
  expect(answer.statusCode).toBe(200);
  return answer.json() as Statement;
};
/** 10 % rounded half away from zero (amounts here are positive). */
const fee = (minor: number) => Math.floor((minor + 5) / 10);

beforeAll(async () => {
  ctx = await createTestContext();
  usLot = await seededLot(ctx, { country: 'US' });
  caLot = await seededLot(ctx, { country: 'CA', region: 'AB' });
  await ctx.db.query(
    `INSERT INTO discount_codes (org_id, code, discount_type, percentage, currency, valid_from, valid_to)
     VALUES ($1, 'STMTTEST15', 'percentage', 15, 'USD', now() - interval '1 day', now() + interval '30 days')`,
    [ORG.prairie],
  );
  booked.plain = await book(usLot, 2);
  booked.coupon = await book(usLot, 1, 'STMTTEST15');
  booked.cancelled = await book(usLot, 1);
  const cancel = await ctx.as('carrier', {
    method: 'POST',
    url: `/api/reservations/${booked.cancelled.reservationId}/cancel`,
    orgId: ORG.northline,
    payload: {},
  });
  expect(cancel.statusCode).toBe(200);
  booked.canadian = await book(caLot, 3);
}, 60_000);
afterAll(() => ctx.close());

describe('GET /api/statements?period= (statements of income)', () => {
  test('per lot: gross bookings, discounts, refunds, platform fee, taxes and net payout, in minor units', async () => {
    const answer = await statement('owner', ORG.prairie);
    expect(answer).toMatchObject({ period: PERIOD, periodStart: `${PERIOD}-01`, periodEnd: PERIOD_END, platformFeeRate: 100_000 });
    const us = answer.rows.find((row) => row.parkingLotId === usLot.id)!;
    const discount = Math.round(usLot.dayPrice * 0.15);
    const earned = booked.plain.amountMinor + booked.coupon.amountMinor;
    expect(us).toMatchObject({
      currency: 'USD',
      // plain and coupon: the cancelled booking's charge and refund are here, but refunded in full it
      // produced no revenue, so it is not one of the month's bookings (COUNTS_AS_BOOKING).
      bookings: 2,
      grossMinor: usLot.dayPrice * 4,
      discountsMinor: discount,
      refundsMinor: booked.cancelled.amountMinor,
      taxesMinor: 0,
      platformFeeMinor: fee(earned),
      netPayoutMinor: earned - fee(earned),
    });
  });

  test('a Canadian lot: taxes collected are added to the payout, the fee is on the amount before taxes', async () => {
    const ca = (await statement('owner', ORG.prairie)).rows.find((row) => row.parkingLotId === caLot.id)!;
    const gst = Math.round(caLot.dayPrice * 3 * 0.05);
    expect(booked.canadian.amountMinor).toBe(caLot.dayPrice * 3 + gst);
    expect(ca).toMatchObject({ currency: 'CAD', bookings: 1, grossMinor: caLot.dayPrice * 3, taxesMinor: gst, discountsMinor: 0, refundsMinor: 0 });
    expect(ca.platformFeeMinor).toBe(fee(caLot.dayPrice * 3));
    expect(ca.netPayoutMinor).toBe(booked.canadian.amountMinor - ca.platformFeeMinor);
  });

  test('"USD and CAD never summed together": one total per currency, each the sum of its rows', async () => {
    const answer = await statement('owner', ORG.prairie);
    expect(answer.totals.map((total) => total.currency)).toEqual(['CAD', 'USD']);
    for (const total of answer.totals) {
      const rows = answer.rows.filter((row) => row.currency === total.currency);
      for (const key of ['bookings', 'grossMinor', 'discountsMinor', 'refundsMinor', 'platformFeeMinor', 'taxesMinor', 'netPayoutMinor'] as const) {
        expect(total[key]).toBe(rows.reduce((sum, row) => sum + row[key], 0));
      }
    }
  });

  test('the sums equal the bookings: gross − discounts + taxes is what the month’s bookings charge (seeded last months too)', async () => {
    for (const period of [
      PERIOD,
      ...[1, 2, 3].map((back) => new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth() - back, 1)).toISOString().slice(0, 7)),
    ]) {
      const answer = await statement('owner', ORG.prairie, period);
      const { rows } = await ctx.db.query<{ currency: string; charged: number }>(
        `SELECT r.currency, sum(r.amount_minor)::int AS charged FROM reservations r JOIN parking_lots l ON l.id = r.lot_id
          WHERE l.owner_org_id = $1 AND to_char(r.start_at AT TIME ZONE 'UTC', 'YYYY-MM') = $2
            AND r.status NOT IN ('Payment Failed', 'Booking Failed', 'Failed', 'Expired', 'Recurring Failed')
          GROUP BY r.currency ORDER BY r.currency`,
        [ORG.prairie, period],
      );
      expect(answer.totals.map((t) => ({ currency: t.currency, charged: t.grossMinor - t.discountsMinor + t.taxesMinor }))).toEqual(rows);
    }
  });

  test('the default period is last month', async () => {
    const answer = await ctx.as('owner', { url: '/api/statements', orgId: ORG.prairie });
    const now = new Date();
    expect(answer.json().period).toBe(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1)).toISOString().slice(0, 7));
  });

  test('a period that is not YYYY-MM answers 400', async () => {
    for (const period of ['2032-13', '2032-3', 'march']) {
      expect((await ctx.as('owner', { url: `/api/statements?period=${period}`, orgId: ORG.prairie })).statusCode).toBe(400);
    }
  });
});

describe('statements: who reads them (tenancy)', () => {
  test('another owner sees nothing of Prairie’s lots', async () => {
    const other = await statement('admin', ORG.lakeshore);
    expect(other.rows.filter((row) => row.ownerOrgId === ORG.prairie)).toEqual([]);
    expect(other.rows.every((row) => row.ownerOrgId === ORG.lakeshore)).toBe(true);
  });

  test('the platform organisation reads every owner’s lots', async () => {
    const all = await statement('admin', ORG.platform);
    expect(all.rows.some((row) => row.parkingLotId === usLot.id)).toBe(true);
  });

  test.each([
    ['a carrier', 'carrier', ORG.northline],
    ['a broker', 'broker', ORG.eastbound],
    ['the Manager ("Manager is hidden from … statement of income")', 'manager', ORG.prairie],
  ] as const)('%s is refused (403)', async (_label, user, orgId) => {
    for (const url of [`/api/statements?period=${PERIOD}`, `/api/statements/${PERIOD}/pdf`, `/api/statements/${PERIOD}/csv`]) {
      const answer = await ctx.as(user, { url, orgId });
      expect(answer.statusCode).toBe(403);
      expect(answer.json().errorCode).toBe('FORBIDDEN');
    }
  });

  test('an owner cannot read another organisation’s statement through X-Org-Id (403)', async () => {
    expect((await ctx.as('owner', { url: `/api/statements?period=${PERIOD}`, orgId: ORG.lakeshore })).statusCode).toBe(403);
  });
});

describe('GET /api/statements/{period}/pdf and /csv', () => {
  test('a real PDF whose text has the product, the owner, the period and the net payout per currency', async () => {
    const answer = await statement('owner', ORG.prairie);
    const pdf = await ctx.as('owner', { url: `/api/statements/${PERIOD}/pdf`, orgId: ORG.prairie });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(pdf.rawPayload);
    const usd = answer.totals.find((t) => t.currency === 'USD')!.netPayoutMinor;
    const net = `${Math.floor(usd / 100)}.${String(usd % 100).padStart(2, '0')} USD`;
    for (const expected of ['Haulstop', 'Prairie Truck Stops', `Statement of income ${PERIOD}`, `${PERIOD}-01`, `Net payout: ${net}`])
      expect(text).toContain(expected);
  });

  test('the CSV: its columns, a row per lot and currency, then a total row per currency', async () => {
    const answer = await statement('owner', ORG.prairie);
    const csv = await ctx.as('owner', { url: `/api/statements/${PERIOD}/csv`, orgId: ORG.prairie });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    const lines = csv.body.trim().split('\n');
    expect(lines[0]).toBe(
      'Period,Owner,Parking lot,Currency,Bookings,Gross (before discounts and taxes),Discounts,Refunds (taxes incl.),Overstay (before taxes),No-show fees kept (taxes incl.),Platform fee,Taxes collected,Net payout',
    );
    expect(lines).toHaveLength(1 + answer.rows.length + answer.totals.length);
    const usTotal = answer.totals.find((t) => t.currency === 'USD')!;
    expect(lines).toContain(
      `${PERIOD},,Total,USD,${usTotal.bookings},${(usTotal.grossMinor / 100).toFixed(2)},${(usTotal.discountsMinor / 100).toFixed(2)},` +
        `${(usTotal.refundsMinor / 100).toFixed(2)},0.00,0.00,${(usTotal.platformFeeMinor / 100).toFixed(2)},${(usTotal.taxesMinor / 100).toFixed(2)},${(usTotal.netPayoutMinor / 100).toFixed(2)}`,
    );
  });

  test('a malformed period in the path answers 400', async () => {
    expect((await ctx.as('owner', { url: '/api/statements/2032-00/pdf', orgId: ORG.prairie })).statusCode).toBe(400);
  });
});
