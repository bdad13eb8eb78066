import { pdfText } from '../../helpers/pdf-text';
import { bookThroughApi, seededLots, type SeededLot } from '../../helpers/booking';
import { monthAhead } from '../../helpers/month-ahead';
import { createTestContext, ORG, type TestContext } from '../../helpers/test-app';

let ctx: TestContext;
/** A month eight months ahead (past the seeded bookings, within the booking window) that only this file's bookings fill. */
const { period: PERIOD, periodEnd: PERIOD_END, starts } = monthAhead(8);
const nextStart = starts(2);

interface Row {
  discountCodeId: number;
  code: string;
  parkingLotId: number;
  ownerOrgId: number;
  currency: string;
  uses: number;
  discountMinor: number;
}
interface Invoice {
  period: string;
  periodStart: string;
  periodEnd: string;
  rows: Row[];
  totals: { currency: string; uses: number; discountMinor: number }[];
}

let prairieLots: SeededLot[];
let lakeshoreLot: SeededLot;
const discounts: number[] = [];

const usLots = (owner: number) => seededLots(ctx, { owner, country: 'US' }, 2);
async function newCode(orgId: number, code: string, terms: { percentage?: number; amountMinor?: number }) {
  await ctx.db.query(
    `INSERT INTO discount_codes (org_id, code, discount_type, percentage, amount_minor, currency, valid_from, valid_to)
     VALUES ($1, $2, $3, $4, $5, 'USD', now() - interval '1 day', now() + interval '30 days')`,
    [orgId, code, terms.percentage ? 'percentage' : 'fixed', terms.percentage ?? null, terms.amountMinor ?? null],
  );
}
async function book(lot: SeededLot, couponCode: string) {
  const booked = await bookThroughApi(ctx, { parkingLotId: lot.id, startAt: nextStart().toISOString(), couponCode }, { orgId: ORG.northline });
  return lot.dayPrice - booked.amountMinor;
}
const invoice = async (user: 'owner' | 'admin', orgId: number, period = PERIOD) => {
  const answer = await ctx.as(user, { url: `/api/discountCodeInvoices?period=${period}`, orgId });
  expect(answer.statusCode).toBe(200);
  return answer.json() as Invoice;
};

beforeAll(async () => {
  ctx = await createTestContext();
  prairieLots = await usLots(ORG.prairie);
  [lakeshoreLot] = await usLots(ORG.lakeshore);
  await newCode(ORG.prairie, 'DCITEST20', { percentage: 20 });
  await newCode(ORG.prairie, 'DCIFIXED7', { amountMinor: 700 });
  await newCode(ORG.lakeshore, 'DCILAKE10', { percentage: 10 });
  discounts.push(await book(prairieLots[0], 'DCITEST20'), await book(prairieLots[0], 'dcitest20'), await book(prairieLots[1], 'DCIFIXED7'));
  await book(lakeshoreLot, 'DCILAKE10');
}, 60_000);
afterAll(() => ctx.close());

describe('GET /api/discountCodeInvoices?period= (what discount codes cost the owner)', () => {
  test('a row per code and lot: its uses and the discount it granted', async () => {
    const answer = await invoice('owner', ORG.prairie);
    expect(answer).toMatchObject({ period: PERIOD, periodStart: `${PERIOD}-01`, periodEnd: PERIOD_END });
    expect(answer.rows.map(({ code, parkingLotId, currency, uses, discountMinor }) => ({ code, parkingLotId, currency, uses, discountMinor }))).toEqual([
      { code: 'DCIFIXED7', parkingLotId: prairieLots[1].id, currency: 'USD', uses: 1, discountMinor: 700 },
      { code: 'DCITEST20', parkingLotId: prairieLots[0].id, currency: 'USD', uses: 2, discountMinor: discounts[0] + discounts[1] },
    ]);
    expect(discounts[0]).toBe(Math.round(prairieLots[0].dayPrice * 0.2));
    expect(answer.totals).toEqual([{ currency: 'USD', uses: 3, discountMinor: discounts[0] + discounts[1] + 700 }]);
  });

  test('it agrees with the statement of income: the same bookings’ discounts', async () => {
    const statement = (await ctx.as('owner', { url: `/api/statements?period=${PERIOD}`, orgId: ORG.prairie })).json();
    const usd = statement.totals.find((total: { currency: string }) => total.currency === 'USD');
    expect(usd.discountsMinor).toBe((await invoice('owner', ORG.prairie)).totals[0].discountMinor);
  });

  test('the demo data: Prairie’s codes were used last month', async () => {
    const now = new Date();
    const lastMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1)).toISOString().slice(0, 7);
    const answer = await invoice('owner', ORG.prairie, lastMonth);
    expect(answer.rows.length).toBeGreaterThan(0);
    expect(answer.rows.every((row) => row.ownerOrgId === ORG.prairie && row.uses > 0 && row.discountMinor > 0)).toBe(true);
  });

  test('tenancy: another owner sees only its own codes; the platform sees both', async () => {
    const lakeshore = await invoice('admin', ORG.lakeshore);
    expect(lakeshore.rows.map((row) => row.code)).toEqual(['DCILAKE10']);
    const all = await invoice('admin', ORG.platform);
    expect(all.rows.map((row) => row.code).sort()).toEqual(['DCIFIXED7', 'DCILAKE10', 'DCITEST20']);
  });

  test.each([
    ['a carrier', 'carrier', ORG.northline],
    ['a broker', 'broker', ORG.eastbound],
    ['the Manager (SPEC §6 "Manager is hidden from … discount invoice")', 'manager', ORG.prairie],
  ] as const)('%s is refused (403)', async (_label, user, orgId) => {
    for (const url of [`/api/discountCodeInvoices?period=${PERIOD}`, `/api/discountCodeInvoices/${PERIOD}/pdf`, `/api/discountCodeInvoices/${PERIOD}/csv`]) {
      const answer = await ctx.as(user, { url, orgId });
      expect(answer.statusCode).toBe(403);
      expect(answer.json().errorCode).toBe('FORBIDDEN');
    }
  });

  test('a period that is not YYYY-MM answers 400', async () => {
    expect((await ctx.as('owner', { url: '/api/discountCodeInvoices?period=2032-4', orgId: ORG.prairie })).statusCode).toBe(400);
  });
});

describe('GET /api/discountCodeInvoices/{period}/pdf and /csv', () => {
  test('a real PDF with the product, both parties, the period, the codes and the total', async () => {
    const pdf = await ctx.as('owner', { url: `/api/discountCodeInvoices/${PERIOD}/pdf`, orgId: ORG.prairie });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = pdfText(pdf.rawPayload);
    const total = discounts[0] + discounts[1] + 700;
    for (const expected of [
      'Haulstop',
      'Prairie Truck Stops',
      `Discount code invoice ${PERIOD}`,
      'DCITEST20',
      'DCIFIXED7',
      `Total (USD): 3 uses, ${(total / 100).toFixed(2)} USD`,
    ]) {
      expect(text).toContain(expected);
    }
  });

  test('the CSV: its columns, a row per code and lot, then the total per currency', async () => {
    const csv = await ctx.as('owner', { url: `/api/discountCodeInvoices/${PERIOD}/csv`, orgId: ORG.prairie });
    expect(csv.statusCode).toBe(200);
    const lines = csv.body.trim().split('\n');
    expect(lines[0]).toBe('Period,Owner,Discount code,Parking lot,Currency,Uses,Discount');
    expect(lines).toHaveLength(4);
    expect(lines[3]).toBe(`${PERIOD},,Total,,USD,3,${((discounts[0] + discounts[1] + 700) / 100).toFixed(2)}`);
  });
});
