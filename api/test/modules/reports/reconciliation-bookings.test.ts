import { createTestContext, ORG, type TestContext } from '../../helpers/test-app';
import { insertBooking, insertInvoice, insertPayment, ownerWithLots } from './fixtures';

/*
 * Reconciliation reconciles with the statement of income: every booking of the statement's month
 * is listed with how it was or will be paid — a card or bank payment, the number of the
 * consolidated invoice that bills it, or not billed yet — and per currency the gross, discounts,
 * refunds and taxes are the statement's, the ways of paying adding up to what is billed.
 */
let ctx: TestContext;
let owner: Awaited<ReturnType<typeof ownerWithLots>>;
const PERIOD = '2025-03';
const RANGE = 'from=2025-03-01T00:00:00Z&to=2025-04-01T00:00:00Z';
const ids: Record<string, number> = {};
const day = (d: number) => new Date(Date.UTC(2025, 2, d, 15));

beforeAll(async () => {
  ctx = await createTestContext();
  owner = await ownerWithLots(ctx, 'Reconciled Parking');
  const book = async (key: string, d: number, amountMinor: number, more: { status?: string; paymentStatus?: string | null; orgId?: number } = {}) => {
    ids[key] = await insertBooking(ctx, { lotId: owner.usdLot, orgId: more.orgId ?? ORG.northline, startAt: day(d), amountMinor, currency: 'USD', ...more });
  };
  const pay = (key: string, method: string, status: string, amountMinor: number, d: number) =>
    insertPayment(ctx, { reservationId: ids[key], payerOrgId: ORG.northline, method, status, amountMinor, currency: 'USD', at: day(d) });
  await book('card', 3, 10000);
  await pay('card', 'CARD', 'Payment Success', 10000, 1);
  await book('bank', 5, 5000);
  await pay('bank', 'BANK', 'Payment Success', 5000, 2);
  await book('cancelled', 7, 3000, { status: 'Cancelled', paymentStatus: 'Payment Refunded' });
  await pay('cancelled', 'CARD', 'Payment Success', 3000, 2);
  await pay('cancelled', 'CARD', 'Payment Refunded', 3000, 4);
  // Network bookings paid later: one on the month's consolidated invoice, one not billed yet. No payment row.
  await book('consolidated', 10, 7000, { paymentStatus: null, orgId: ORG.ridgeway });
  await book('unbilled', 12, 2000, { paymentStatus: null, orgId: ORG.ridgeway });
  await insertInvoice(ctx, {
    number: 'CI-RECON-1',
    orgId: ORG.northline,
    kind: 'consolidated',
    period: ['2025-03-01', '2025-03-31'],
    currency: 'USD',
    totalMinor: 7000,
    reservationIds: [ids.consolidated],
  });
});
afterAll(() => ctx.close());

type Row = { reservationId: number; paidBy: string; document: { kind: string; number: string } | null; grossMinor: number; billedMinor: number };
const bookings = async (user: 'admin' | 'carrier' | 'owner', orgId: number) => {
  const answer = await ctx.as(user, { url: `/api/reports/reconciliation/bookings?${RANGE}&size=100`, orgId });
  expect(answer.statusCode).toBe(200);
  return answer.json() as { content: Row[]; totalElements: number; totals: Record<string, unknown>[] };
};

describe('GET /api/reports/reconciliation/bookings', () => {
  test("every booking of the owner's statement is listed with how it was or will be paid", async () => {
    const answer = await bookings('admin', owner.orgId);
    expect(answer.totalElements).toBe(5);
    const byId = Object.fromEntries(answer.content.map((row) => [row.reservationId, { paidBy: row.paidBy, document: row.document }]));
    expect(byId).toEqual({
      [ids.card]: { paidBy: 'CARD', document: null },
      [ids.bank]: { paidBy: 'BANK', document: null },
      [ids.cancelled]: { paidBy: 'CARD', document: null },
      [ids.consolidated]: { paidBy: 'CONSOLIDATED_INVOICE', document: { kind: 'CONSOLIDATED_INVOICE', number: 'CI-RECON-1' } },
      [ids.unbilled]: { paidBy: 'NOT_BILLED', document: null },
    });
  });

  test('the totals tie out with the statement of income: its gross, refunds and taxes, the ways adding up to what is billed', async () => {
    const statement = (await ctx.as('admin', { url: `/api/statements?period=${PERIOD}`, orgId: owner.orgId })).json();
    const usd = statement.totals.find((t: { currency: string }) => t.currency === 'USD');
    expect(usd).toMatchObject({ bookings: 4, grossMinor: 27000, refundsMinor: 3000 });
    const { totals } = await bookings('admin', owner.orgId);
    expect(totals).toEqual([
      {
        currency: 'USD',
        bookings: usd.bookings,
        grossMinor: usd.grossMinor,
        discountsMinor: usd.discountsMinor,
        refundsMinor: usd.refundsMinor,
        taxesMinor: usd.taxesMinor,
        billedMinor: usd.grossMinor - usd.discountsMinor - usd.refundsMinor + usd.taxesMinor,
        byWay: [
          { paidBy: 'BANK', bookings: 1, billedMinor: 5000 },
          { paidBy: 'CARD', bookings: 1, billedMinor: 10000 },
          { paidBy: 'CONSOLIDATED_INVOICE', bookings: 1, billedMinor: 7000 },
          { paidBy: 'NOT_BILLED', bookings: 1, billedMinor: 2000 },
        ],
      },
    ]);
  });

  test("the carrier network's parent sees its sub-carrier's booking with the consolidated invoice's number; another owner sees none of them", async () => {
    const carrier = await bookings('carrier', ORG.northline);
    const consolidated = carrier.content.find((row) => row.reservationId === ids.consolidated);
    expect(consolidated).toMatchObject({ paidBy: 'CONSOLIDATED_INVOICE', document: { number: 'CI-RECON-1' } });
    const other = await bookings('owner', ORG.prairie);
    expect(other.content.filter((row) => Object.values(ids).includes(row.reservationId))).toEqual([]);
  });
});
