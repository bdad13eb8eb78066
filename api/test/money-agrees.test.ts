import { PLATFORM_FEE_RATE } from '@haulstop/shared/constants';
import { periodOf, periodRange, shiftPeriod } from '@haulstop/shared/rules';
import { moneyText } from '../src/lib/documents';
import { pdfText } from './helpers/pdf-text';
import { createTestContext, ORG, type TestContext } from './helpers/test-app';

/*
 * Issue 25, "Money: one ledger every screen reads": for every organisation × month × currency of
 * the demo data and of a month made here through the API, the statement of income page and its
 * PDF, the statement's invoice and its PDF, the discount-code page and its invoice, the
 * consolidated invoices and the assistant's answer agree to the cent with the ledger.
 */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

type Sums = { charge: number; discount: number; codeDiscount: number; tax: number; refund: number; fee: number; bookings: number };
type Key = string; // `${ownerOrgId}|${currency}`

/** The ledger's own sums of a month, per owner and currency: the reference every screen is checked against. */
async function ledgerOf(period: string): Promise<Map<Key, Sums & { ownerOrgId: number; ownerName: string; currency: string }>> {
  const { start, end } = periodRange(period);
  const { rows } = await ctx.db.query<Sums & { ownerOrgId: number; ownerName: string; currency: string }>(
    `SELECT e.owner_org_id AS "ownerOrgId", o.name AS "ownerName", e.currency,
            COALESCE(sum(e.amount_minor) FILTER (WHERE e.kind = 'charge'), 0)::int AS charge,
            COALESCE(sum(e.amount_minor) FILTER (WHERE e.kind = 'discount'), 0)::int AS discount,
            COALESCE(sum(e.amount_minor) FILTER (WHERE e.kind = 'discount' AND e.discount_code_id IS NOT NULL), 0)::int AS "codeDiscount",
            COALESCE(sum(e.amount_minor) FILTER (WHERE e.kind = 'tax'), 0)::int AS tax,
            COALESCE(sum(e.amount_minor) FILTER (WHERE e.kind = 'refund'), 0)::int AS refund,
            COALESCE(sum(e.amount_minor) FILTER (WHERE e.kind = 'platform_fee'), 0)::int AS fee,
            count(DISTINCT e.reservation_id) FILTER (WHERE e.kind = 'charge')::int AS bookings
       FROM ledger_entries e JOIN organizations o ON o.id = e.owner_org_id
      WHERE e.reservation_id IS NOT NULL AND e.accrues_at >= $1 AND e.accrues_at < $2
      GROUP BY e.owner_org_id, o.name, e.currency`,
    [start.toISOString(), end.toISOString()],
  );
  return new Map(rows.filter((row) => row.charge !== 0).map((row) => [`${row.ownerOrgId}|${row.currency}`, row]));
}

/** −n without a −0 (toEqual tells them apart). */
const neg = (n: number) => (n === 0 ? 0 : -n);

const sum = <T>(items: readonly T[], of: (item: T) => number) => items.reduce((total, item) => total + of(item), 0);

async function expectAgreement(period: string, { issued }: { issued: boolean }) {
  const ledger = await ledgerOf(period);
  const platform = (await ctx.as('admin', { url: `/api/statements?period=${period}`, orgId: ORG.platform })).json();
  const own = (await ctx.as('owner', { url: `/api/statements?period=${period}`, orgId: ORG.prairie })).json();
  const ownPdf = pdfText((await ctx.as('owner', { url: `/api/statements/${period}/pdf`, orgId: ORG.prairie })).rawPayload);
  const codes = (await ctx.as('admin', { url: `/api/discountCodeInvoices?period=${period}`, orgId: ORG.platform })).json();
  const ask = (
    await ctx.as('admin', { method: 'POST', url: '/api/finai/ask', payload: { question: `Revenue by owner ${period}` }, orgId: ORG.platform })
  ).json();
  const invoices = (await ctx.as('admin', { url: `/api/invoices?period=${period}&size=100`, orgId: ORG.platform })).json().content;

  // The statement page has a row set for exactly the ledger's owners and currencies.
  const statementKeys = new Set(platform.rows.map((row: { ownerOrgId: number; currency: string }) => `${row.ownerOrgId}|${row.currency}`));
  expect([...statementKeys].sort()).toEqual([...ledger.keys()].sort());

  for (const figures of ledger.values()) {
    const { ownerOrgId, currency } = figures;
    const where = `${period} ${figures.ownerName} ${currency}`;
    const rows = platform.rows.filter((row: { ownerOrgId: number; currency: string }) => row.ownerOrgId === ownerOrgId && row.currency === currency);
    const net = figures.charge + figures.discount + figures.tax + figures.refund + figures.fee;
    const statement = {
      bookings: sum(rows, (row: { bookings: number }) => row.bookings),
      grossMinor: sum(rows, (row: { grossMinor: number }) => row.grossMinor),
      discountsMinor: sum(rows, (row: { discountsMinor: number }) => row.discountsMinor),
      refundsMinor: sum(rows, (row: { refundsMinor: number }) => row.refundsMinor),
      platformFeeMinor: sum(rows, (row: { platformFeeMinor: number }) => row.platformFeeMinor),
      taxesMinor: sum(rows, (row: { taxesMinor: number }) => row.taxesMinor),
      netPayoutMinor: sum(rows, (row: { netPayoutMinor: number }) => row.netPayoutMinor),
    };
    expect({ where, ...statement }).toEqual({
      where,
      bookings: figures.bookings,
      grossMinor: figures.charge,
      discountsMinor: neg(figures.discount),
      refundsMinor: neg(figures.refund),
      platformFeeMinor: neg(figures.fee),
      taxesMinor: figures.tax,
      netPayoutMinor: net,
    });

    if (ownerOrgId === ORG.prairie) {
      // The owner's own page and its PDF: the same figures.
      const total = own.totals.find((row: { currency: string }) => row.currency === currency);
      expect({ where, ...total }).toEqual({ where, currency, ...statement });
      expect(ownPdf).toContain(`Net payout: ${moneyText(net, currency)}`);
    }

    // The assistant's revenue: gross less discounts and refunds, taxes included (its stated definition).
    const answer = ask.rows.find((row: { ownerName: string; currency: string }) => row.ownerName === figures.ownerName && row.currency === currency);
    const revenue = figures.charge + figures.discount + figures.tax + figures.refund;
    expect({ where, revenue: answer?.amountMinor ?? 0 }).toEqual({ where, revenue });
    expect(revenue).toBe(statement.grossMinor - statement.discountsMinor - statement.refundsMinor + statement.taxesMinor);

    // The discount-code page (per currency of the owner) and its invoice.
    const codeTotal = sum(
      codes.rows.filter((row: { ownerOrgId: number; currency: string }) => row.ownerOrgId === ownerOrgId && row.currency === currency),
      (row: { discountMinor: number }) => row.discountMinor,
    );
    expect({ where, codes: codeTotal }).toEqual({ where, codes: neg(figures.codeDiscount) });

    if (!issued) continue;
    const soi = invoices.find(
      (invoice: { orgId: number; kind: string; currency: string }) =>
        invoice.orgId === ownerOrgId && invoice.kind === 'statement_of_income' && invoice.currency === currency,
    );
    expect({ where, soi: soi?.totalMinor }).toEqual({ where, soi: net });
    const soiDetail = (await ctx.as('admin', { url: `/api/invoices/${soi.invoiceId}`, orgId: ORG.platform })).json();
    const line = (kind: string) =>
      sum(
        soiDetail.lines.filter((l: { kind: string }) => l.kind === kind),
        (l: { amountMinor: number }) => l.amountMinor,
      );
    expect({ where, gross: line('charge'), discounts: line('discount'), taxes: line('tax'), refunds: line('refund'), fee: line('fee') }).toEqual({
      where,
      gross: figures.charge,
      discounts: figures.discount,
      taxes: figures.tax,
      refunds: figures.refund,
      fee: figures.fee,
    });
    expect(soiDetail.lines.find((l: { kind: string }) => l.kind === 'charge').description).toContain(`(${figures.bookings} reservations)`);
    const soiPdf = pdfText((await ctx.as('admin', { url: `/api/invoices/${soi.invoiceId}/pdf`, orgId: ORG.platform })).rawPayload);
    expect(soiPdf).toContain(`Total: ${moneyText(net, currency)}`);
    const payout = await ctx.db.query<{ amount: number }>(
      `SELECT sum(amount_minor)::int AS amount FROM ledger_entries WHERE kind = 'payout' AND invoice_id = $1`,
      [soi.invoiceId],
    );
    expect(payout.rows[0].amount ?? 0).toBe(neg(net));

    const dci = invoices.find(
      (invoice: { orgId: number; kind: string; currency: string }) =>
        invoice.orgId === ownerOrgId && invoice.kind === 'discount_code' && invoice.currency === currency,
    );
    expect({ where, dci: dci?.totalMinor ?? 0 }).toEqual({ where, dci: neg(figures.codeDiscount) });
  }

  // Every consolidated invoice of the month: a booking's line is what the ledger says its customer
  // owes before tax, its tax lines the ledger's taxes of its bookings, its total the sum.
  for (const invoice of invoices.filter((row: { kind: string }) => row.kind === 'consolidated')) {
    const detail = (await ctx.as('admin', { url: `/api/invoices/${invoice.invoiceId}`, orgId: ORG.platform })).json();
    const ids: number[] = detail.lines
      .filter((l: { reservationId: number | null }) => l.reservationId !== null)
      .map((l: { reservationId: number }) => l.reservationId);
    const { rows } = await ctx.db.query<{ reservation_id: number; owed: number; tax: number }>(
      `SELECT reservation_id, (sum(amount_minor) FILTER (WHERE kind IN ('charge', 'discount', 'refund')))::int AS owed,
              COALESCE(sum(amount_minor) FILTER (WHERE kind = 'tax'), 0)::int AS tax
         FROM ledger_entries WHERE reservation_id = ANY($1::int[]) GROUP BY reservation_id`,
      [ids],
    );
    for (const l of detail.lines.filter((x: { reservationId: number | null }) => x.reservationId !== null))
      expect({ invoice: invoice.invoiceNumber, line: l.amountMinor }).toEqual({
        invoice: invoice.invoiceNumber,
        line: rows.find((row) => row.reservation_id === l.reservationId)?.owed,
      });
    if (detail.lines.some((l: { kind: string }) => l.kind === 'tax'))
      expect(
        sum(
          detail.lines.filter((l: { kind: string }) => l.kind === 'tax'),
          (l: { amountMinor: number }) => l.amountMinor,
        ),
      ).toBe(sum(rows, (row) => row.tax));
    expect(sum(detail.lines, (l: { amountMinor: number }) => l.amountMinor)).toBe(detail.totalMinor);
  }
  return ledger;
}

describe('issue 25: "statements, invoices, consolidated and discount-code invoices and the assistant derive from the ledger"', () => {
  test('every organisation × month × currency of the demo data agrees to the cent', async () => {
    const now = new Date();
    const { rows } = await ctx.db.query<{ month: string }>(
      `SELECT DISTINCT to_char(accrues_at AT TIME ZONE 'UTC', 'YYYY-MM') AS month FROM ledger_entries WHERE reservation_id IS NOT NULL ORDER BY 1`,
    );
    const lastMonth = shiftPeriod(periodOf(now), 1);
    expect(rows.map((row) => row.month)).toContain(lastMonth);
    for (const { month } of rows) {
      // The demo issues the owners' documents of the last three months, as month-end does.
      const issued = month <= lastMonth && month >= shiftPeriod(periodOf(now), 3);
      const ledger = await expectAgreement(month, { issued });
      if (month === lastMonth) expect(ledger.has(`${ORG.prairie}|USD`)).toBe(true);
    }
  }, 600_000);

  test('a month made through the API (bookings, a failed card, a full and a partial cancel, discount codes, pay-later network bookings, month-end) agrees to the cent', async () => {
    // A month of its own, inside the booking window (365 days ahead), after the demo's bookings (30 days ahead).
    const month = periodOf(new Date(Date.now() + 120 * 24 * 3600 * 1000));
    const { start } = periodRange(month);
    const day = (n: number, hour = 12) => new Date(start.getTime() + (n - 1) * 24 * 3600 * 1000 + hour * 3600 * 1000).toISOString();
    const lots = await ctx.db.query<{ id: number; currency: string }>(
      `SELECT DISTINCT ON (l.currency) l.id, l.currency FROM parking_lots l
        WHERE l.owner_org_id = $1 AND l.status = 'Active' AND l.total_slots >= 10 ORDER BY l.currency, l.id`,
      [ORG.prairie],
    );
    const codes: Record<string, string> = {};
    for (const { currency } of lots.rows) {
      const code = `AGREE${currency}`;
      await ctx.db.query(
        `INSERT INTO discount_codes (org_id, code, discount_type, percentage, currency, valid_from, valid_to)
         VALUES ($1, $2, 'percentage', 15, $3, now() - interval '1 day', now() + interval '30 days')`,
        [ORG.prairie, code, currency],
      );
      codes[currency] = code;
    }
    const card = { method: 'CARD', cardNumber: '4242424242424242' };
    const book = async (lotId: number, n: number, extra: Record<string, unknown>) => {
      const response = await ctx.as('carrier', {
        method: 'POST',
        url: '/api/reservations',
        orgId: ORG.northline,
        payload: { parkingLotId: lotId, duration: '24 hrs', startAt: day(n), slots: 1, entries: [], payment: card, ...extra },
      });
      expect([201, 402]).toContain(response.statusCode);
      return response.json();
    };
    const cancel = (id: number, entrySnos?: number[]) =>
      ctx.as('carrier', { method: 'POST', url: `/api/reservations/${id}/cancel`, orgId: ORG.northline, payload: entrySnos ? { entrySnos } : {} });
    for (const [index, lot] of lots.rows.entries()) {
      const base = index * 10 + 1;
      await book(lot.id, base, {});
      await book(lot.id, base + 1, { couponCode: codes[lot.currency], slots: 2, entries: [{}, {}] });
      const cancelled = await book(lot.id, base + 2, { couponCode: codes[lot.currency] });
      expect((await cancel(cancelled.reservationId)).statusCode).toBe(200);
      const partial = await book(lot.id, base + 3, { slots: 3, entries: [{}, {}, {}] });
      expect((await cancel(partial.reservationId, [2])).statusCode).toBe(200);
      await book(lot.id, base + 4, { payment: { method: 'CARD', cardNumber: '4000000000000002' } });
      await book(lot.id, base + 5, { payment: { method: 'PAY_LATER' } });
      await book(lot.id, base + 6, { payment: { method: 'PAY_LATER' }, couponCode: codes[lot.currency], slots: 2, entries: [{}, {}] });
    }
    // Month-end: the networks billed on the month's last day, the owners' documents once it has ended.
    const { end } = periodRange(month);
    expect(await ctx.app.scheduler.runNow('month-end', new Date(end.getTime() - 12 * 3600 * 1000))).toBe(true);
    expect(await ctx.app.scheduler.runNow('month-end', new Date(end.getTime() + 12 * 3600 * 1000))).toBe(true);

    const ledger = await expectAgreement(month, { issued: true });
    const prairie = [...ledger.values()].filter((row) => row.ownerOrgId === ORG.prairie);
    expect(prairie.map((row) => row.currency).sort()).toEqual(lots.rows.map((row) => row.currency).sort());
    for (const row of prairie) {
      expect(row.refund).toBeLessThan(0);
      expect(row.codeDiscount).toBeLessThan(0);
      if (row.currency === 'CAD') expect(row.tax).toBeGreaterThan(0);
    }
    const consolidated = (await ctx.as('admin', { url: `/api/invoices?period=${month}&kind=consolidated&size=100`, orgId: ORG.platform })).json();
    expect(consolidated.totalElements).toBe(lots.rows.length);
  }, 600_000);
});

describe('the ledger: "entries never edited, only reversed"', () => {
  test('the database refuses an UPDATE or DELETE of an entry', async () => {
    const { rows } = await ctx.db.query<{ id: number }>('SELECT id FROM ledger_entries ORDER BY id LIMIT 1');
    await expect(ctx.db.query('UPDATE ledger_entries SET amount_minor = amount_minor + 1 WHERE id = $1', [rows[0].id])).rejects.toThrow(/never changed/);
    await expect(ctx.db.query('DELETE FROM ledger_entries WHERE id = $1', [rows[0].id])).rejects.toThrow(/never changed/);
  });

  test('a cancel reverses: the booking keeps its charge and gains a refund of its amount and a reversal of its fee', async () => {
    const { rows } = await ctx.db.query<{ kind: string; amount: number; reversals: number }>(
      `SELECT e.kind, sum(e.amount_minor)::int AS amount, count(e.reversal_of)::int AS reversals
         FROM ledger_entries e JOIN reservations r ON r.id = e.reservation_id
        WHERE r.id = (SELECT f.reservation_id FROM ledger_entries f JOIN reservations c ON c.id = f.reservation_id
                       WHERE f.kind = 'platform_fee' AND f.reversal_of IS NOT NULL AND c.status = 'Cancelled' ORDER BY f.id DESC LIMIT 1)
        GROUP BY e.kind`,
    );
    const by = Object.fromEntries(rows.map((row) => [row.kind, row]));
    expect(by.platform_fee).toMatchObject({ amount: 0, reversals: 1 });
    expect(by.refund.amount).toBe(-(by.charge.amount + (by.discount?.amount ?? 0) + (by.tax?.amount ?? 0)));
  });

  test("the database's platform fee rate is PLATFORM_FEE_RATE", async () => {
    const { rows } = await ctx.db.query<{ rate: number }>('SELECT ledger_platform_fee_rate() AS rate');
    expect(rows[0].rate).toBe(PLATFORM_FEE_RATE);
  });
});
