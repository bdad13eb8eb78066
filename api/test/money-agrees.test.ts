import { PLATFORM_FEE_RATE, PLATFORM_ORG_ID } from '@haulstop/shared/constants';
import { periodOf, periodRange, shiftPeriod } from '@haulstop/shared/rules';
import { moneyText } from '../src/lib/documents';
import { pdfText } from './helpers/pdf-text';
import { createTestContext, ORG, type TestContext } from './helpers/test-app';

/*
 * "Money: one ledger every screen reads": for every organisation × month × currency of
 * the demo data and of a month made here through the API, the statement of income page and its
 * PDF, the statement's invoice and its PDF (with the credit notes of refunds made after it was
 * issued), the discount-code page and its invoice, the consolidated invoices, the subscription
 * invoices, every invoice's payments and the assistant's answer agree to the cent with the ledger.
 */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

type Sums = {
  charge: number;
  discount: number;
  codeDiscount: number;
  tax: number;
  refund: number;
  fee: number;
  overstay: number;
  overstayTax: number;
  noShowFee: number;
  bookings: number;
};
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
            COALESCE(sum(e.amount_minor) FILTER (WHERE e.kind = 'overstay' AND e.tax_name IS NULL), 0)::int AS overstay,
            COALESCE(sum(e.amount_minor) FILTER (WHERE e.kind = 'overstay' AND e.tax_name IS NOT NULL), 0)::int AS "overstayTax",
            COALESCE(sum(e.amount_minor) FILTER (WHERE e.kind = 'no_show_fee'), 0)::int AS "noShowFee",
            (SELECT count(*) FROM (${BOOKINGS_THAT_COUNT}) b WHERE b.owner_org_id = e.owner_org_id AND b.currency = e.currency)::int AS bookings
       FROM ledger_entries e JOIN organizations o ON o.id = e.owner_org_id
      WHERE e.reservation_id IS NOT NULL AND e.accrues_at >= $1 AND e.accrues_at < $2
      GROUP BY e.owner_org_id, o.name, e.currency`,
    [start.toISOString(), end.toISOString()],
  );
  return new Map(rows.filter((row) => row.charge !== 0 || row.overstay !== 0 || row.noShowFee !== 0).map((row) => [`${row.ownerOrgId}|${row.currency}`, row]));
}

/**
 * The month's bookings as a lot owner counts them, written out here (not the app's SQL): those that
 * produced revenue — a charge, and something the customer paid and kept of it. One whose card
 * failed, or cancelled and refunded in full, is not a booking of the month ($1, $2 bound it).
 */
const BOOKINGS_THAT_COUNT = `
  SELECT e.reservation_id, e.owner_org_id, e.lot_id, e.currency FROM ledger_entries e
   WHERE e.reservation_id IS NOT NULL AND e.accrues_at >= $1 AND e.accrues_at < $2
   GROUP BY e.reservation_id, e.owner_org_id, e.lot_id, e.currency
  HAVING COALESCE(sum(e.amount_minor) FILTER (WHERE e.kind = 'charge'), 0) <> 0
     AND COALESCE(sum(e.amount_minor) FILTER (WHERE e.kind IN ('charge', 'discount', 'tax', 'refund')), 0) <> 0`;

type Count = { key: string; bookings: number };
const byKey = (counts: Count[]) => counts.filter((count) => count.bookings !== 0).sort((a, b) => a.key.localeCompare(b.key));

/**
 * "every figure reconciles", for counts: the bookings of a month per lot and currency are
 * the same on the statement of income, in the assistant's revenue by lot, in the platform's revenue
 * report by lot and in each owner's lot report — and per owner on the statement, the assistant's
 * revenue by owner and the revenue report by organisation — and all are the lot owner's count.
 */
async function expectCountsAgree(
  period: string,
  statementRows: { parkingLotName: string; ownerOrgId: number; ownerOrgName: string; currency: string; bookings: number }[],
) {
  const { start, end } = periodRange(period);
  const range = `from=${start.toISOString()}&to=${end.toISOString()}`;
  const reference = await ctx.db.query<{ lot: string; ownerOrgId: number; owner: string; currency: string; bookings: number }>(
    `SELECT l.name AS lot, o.id AS "ownerOrgId", o.name AS owner, b.currency, count(*)::int AS bookings
       FROM (${BOOKINGS_THAT_COUNT}) b JOIN parking_lots l ON l.id = b.lot_id JOIN organizations o ON o.id = b.owner_org_id
      GROUP BY l.name, o.id, o.name, b.currency`,
    [start.toISOString(), end.toISOString()],
  );
  const perLot = byKey(reference.rows.map((row) => ({ key: `${row.lot}|${row.currency}`, bookings: row.bookings })));
  const perOwner = byKey(
    [...new Set(reference.rows.map((row) => `${row.owner}|${row.currency}`))].map((key) => ({
      key,
      bookings: sum(
        reference.rows.filter((row) => `${row.owner}|${row.currency}` === key),
        (row) => row.bookings,
      ),
    })),
  );
  const ask = async (question: string) => {
    const answer = (await ctx.as('admin', { method: 'POST', url: '/api/finai/ask', payload: { question }, orgId: ORG.platform })).json();
    expect(answer.totalRows).toBe(answer.rows.length);
    return answer.rows;
  };
  const report = async (groupBy: string) =>
    (await ctx.as('admin', { url: `/api/reports/revenue?${range}&groupBy=${groupBy}`, orgId: ORG.platform })).json().rows as {
      label: string;
      currency: string;
      bookings: number;
    }[];

  const seen = {
    statementByLot: byKey(statementRows.map((row) => ({ key: `${row.parkingLotName}|${row.currency}`, bookings: row.bookings }))),
    assistantByLot: byKey(
      (await ask(`Revenue by lot ${period}`)).map((row: { lotName: string; currency: string; reservations: number }) => ({
        key: `${row.lotName}|${row.currency}`,
        bookings: row.reservations,
      })),
    ),
    revenueReportByLot: byKey((await report('lot')).map((row) => ({ key: `${row.label}|${row.currency}`, bookings: row.bookings }))),
    assistantByOwner: byKey(
      (await ask(`Revenue by owner ${period}`)).map((row: { ownerName: string; currency: string; reservations: number }) => ({
        key: `${row.ownerName}|${row.currency}`,
        bookings: row.reservations,
      })),
    ),
    revenueReportByOwner: byKey((await report('organization')).map((row) => ({ key: `${row.label}|${row.currency}`, bookings: row.bookings }))),
  };
  expect({ period, ...seen }).toEqual({
    period,
    statementByLot: perLot,
    assistantByLot: perLot,
    revenueReportByLot: perLot,
    assistantByOwner: perOwner,
    revenueReportByOwner: perOwner,
  });
  // Each owner's own lot report (its lots, in the owner's zone; the bounds here are UTC instants).
  for (const ownerOrgId of new Set(reference.rows.map((row) => row.ownerOrgId))) {
    const lots = (await ctx.as('admin', { url: `/api/reports/parkingLots?${range}&size=100`, orgId: ownerOrgId })).json();
    expect(lots.totalElements).toBe(lots.content.length);
    const counted = byKey(
      lots.content.map((row: { name: string; currency: string; bookings: number }) => ({ key: `${row.name}|${row.currency}`, bookings: row.bookings })),
    );
    const expected = byKey(
      reference.rows.filter((row) => row.ownerOrgId === ownerOrgId).map((row) => ({ key: `${row.lot}|${row.currency}`, bookings: row.bookings })),
    );
    expect({ period, ownerOrgId, lotReport: counted }).toEqual({ period, ownerOrgId, lotReport: expected });
  }
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
  await expectCountsAgree(period, platform.rows);

  const statementKeys = new Set(platform.rows.map((row: { ownerOrgId: number; currency: string }) => `${row.ownerOrgId}|${row.currency}`));
  expect([...statementKeys].sort()).toEqual([...ledger.keys()].sort());

  for (const figures of ledger.values()) {
    const { ownerOrgId, currency } = figures;
    const where = `${period} ${figures.ownerName} ${currency}`;
    const rows = platform.rows.filter((row: { ownerOrgId: number; currency: string }) => row.ownerOrgId === ownerOrgId && row.currency === currency);
    // The gate's money (an overstay, its taxes, a no-show fee kept) is the owner's too.
    const net = figures.charge + figures.discount + figures.tax + figures.refund + figures.fee + figures.overstay + figures.overstayTax + figures.noShowFee;
    const statement = {
      bookings: sum(rows, (row: { bookings: number }) => row.bookings),
      grossMinor: sum(rows, (row: { grossMinor: number }) => row.grossMinor),
      discountsMinor: sum(rows, (row: { discountsMinor: number }) => row.discountsMinor),
      refundsMinor: sum(rows, (row: { refundsMinor: number }) => row.refundsMinor),
      platformFeeMinor: sum(rows, (row: { platformFeeMinor: number }) => row.platformFeeMinor),
      taxesMinor: sum(rows, (row: { taxesMinor: number }) => row.taxesMinor),
      overstayMinor: sum(rows, (row: { overstayMinor: number }) => row.overstayMinor),
      noShowFeesMinor: sum(rows, (row: { noShowFeesMinor: number }) => row.noShowFeesMinor),
      netPayoutMinor: sum(rows, (row: { netPayoutMinor: number }) => row.netPayoutMinor),
    };
    expect({ where, ...statement }).toEqual({
      where,
      bookings: figures.bookings,
      grossMinor: figures.charge,
      discountsMinor: neg(figures.discount),
      refundsMinor: neg(figures.refund),
      platformFeeMinor: neg(figures.fee),
      taxesMinor: figures.tax + figures.overstayTax,
      overstayMinor: figures.overstay,
      noShowFeesMinor: figures.noShowFee,
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
    expect(revenue).toBe(statement.grossMinor - statement.discountsMinor - statement.refundsMinor + statement.taxesMinor - figures.overstayTax);

    // The discount-code page (per currency of the owner) and its invoice.
    const codeTotal = sum(
      codes.rows.filter((row: { ownerOrgId: number; currency: string }) => row.ownerOrgId === ownerOrgId && row.currency === currency),
      (row: { discountMinor: number }) => row.discountMinor,
    );
    expect({ where, codes: codeTotal }).toEqual({ where, codes: neg(figures.codeDiscount) });

    if (!issued) continue;
    // The statement as issued plus its credit notes (a refund after it was issued) is the ledger's month.
    const soi = invoices.find(
      (invoice: { orgId: number; kind: string; currency: string }) =>
        invoice.orgId === ownerOrgId && invoice.kind === 'statement_of_income' && invoice.currency === currency,
    );
    const notes = invoices.filter(
      (invoice: { orgId: number; kind: string; currency: string }) =>
        invoice.orgId === ownerOrgId && invoice.kind === 'credit_note' && invoice.currency === currency,
    );
    const documents = [soi, ...notes];
    expect({ where, soi: sum(documents, (doc: { totalMinor: number }) => doc.totalMinor) }).toEqual({ where, soi: net });
    const details: { lines: { kind: string; amountMinor: number; description: string }[] }[] = [];
    for (const doc of documents) details.push((await ctx.as('admin', { url: `/api/invoices/${doc.invoiceId}`, orgId: ORG.platform })).json());
    const soiDetail = details[0];
    const line = (kind: string) =>
      sum(
        details.flatMap((detail) => detail.lines).filter((l: { kind: string }) => l.kind === kind),
        (l: { amountMinor: number }) => l.amountMinor,
      );
    expect({
      where,
      gross: line('charge'),
      discounts: line('discount'),
      taxes: line('tax'),
      refunds: line('refund'),
      overstay: line('overstay'),
      noShowFees: line('no_show_fee'),
      fee: line('fee'),
    }).toEqual({
      where,
      gross: figures.charge,
      discounts: figures.discount,
      taxes: figures.tax + figures.overstayTax,
      refunds: figures.refund,
      overstay: figures.overstay,
      noShowFees: figures.noShowFee,
      fee: figures.fee,
    });
    if (notes.length === 0)
      expect(soiDetail.lines.find((l: { kind: string }) => l.kind === 'charge')?.description).toContain(`(${figures.bookings} reservations)`);
    for (const [index, doc] of documents.entries()) {
      expect(sum(details[index].lines, (l: { amountMinor: number }) => l.amountMinor)).toBe(doc.totalMinor);
      const pdf = pdfText((await ctx.as('admin', { url: `/api/invoices/${doc.invoiceId}/pdf`, orgId: ORG.platform })).rawPayload);
      expect(pdf).toContain(`Total: ${moneyText(doc.totalMinor, currency)}`);
      if (index > 0) expect(pdf).toContain(`Credit note ${doc.invoiceNumber}`);
      if (index > 0) expect(pdf).toContain(soi.invoiceNumber);
    }
    // The statement page says so: its figures are the issued statement plus these credit notes.
    const listed = (pageOf: { adjustments: { invoiceNumber: string; adjustsInvoiceNumber: string; currency: string; totalMinor: number }[] }) =>
      pageOf.adjustments
        .filter((note) => note.adjustsInvoiceNumber === soi.invoiceNumber)
        .map((note) => ({ number: note.invoiceNumber, currency: note.currency, total: note.totalMinor }));
    const expectedNotes = notes.map((note: { invoiceNumber: string; totalMinor: number }) => ({
      number: note.invoiceNumber,
      currency,
      total: note.totalMinor,
    }));
    expect({ where, notes: listed(platform) }).toEqual({ where, notes: expectedNotes });
    if (ownerOrgId === ORG.prairie) {
      expect({ where, notes: listed(own) }).toEqual({ where, notes: expectedNotes });
      for (const note of expectedNotes) expect(ownPdf).toContain(`Credit note ${note.number} to ${soi.invoiceNumber}: ${moneyText(note.total, currency)}`);
    }
    const adjusted = await ctx.db.query<{ id: number }>('SELECT id FROM invoices WHERE adjusts_invoice_id = $1 ORDER BY id', [soi.invoiceId]);
    expect(adjusted.rows.map((row) => row.id).sort()).toEqual(notes.map((note: { invoiceId: number }) => note.invoiceId).sort());
    const payout = await ctx.db.query<{ amount: number }>(
      `SELECT sum(amount_minor)::int AS amount FROM ledger_entries WHERE kind = 'payout' AND invoice_id = ANY($1::int[])`,
      [documents.map((doc: { invoiceId: number }) => doc.invoiceId)],
    );
    expect(payout.rows[0].amount ?? 0).toBe(neg(net));

    const dci = invoices.find(
      (invoice: { orgId: number; kind: string; currency: string }) =>
        invoice.orgId === ownerOrgId && invoice.kind === 'discount_code' && invoice.currency === currency,
    );
    expect({ where, dci: dci?.totalMinor ?? 0 }).toEqual({ where, dci: neg(figures.codeDiscount) });
  }

  // Every consolidated invoice of the month: a booking's line is what the ledger says its customer
  // owes before tax, an overstay's line what the ledger holds of the overstay charges it bills before
  // tax, its tax lines the ledger's taxes of its bookings and of those overstays, its total the sum.
  for (const invoice of invoices.filter((row: { kind: string }) => row.kind === 'consolidated')) {
    const detail = (await ctx.as('admin', { url: `/api/invoices/${invoice.invoiceId}`, orgId: ORG.platform })).json();
    const bookingLines = detail.lines.filter((l: { kind: string; reservationId: number | null }) => l.reservationId !== null && l.kind !== 'overstay');
    const ids: number[] = bookingLines.map((l: { reservationId: number }) => l.reservationId);
    const { rows } = await ctx.db.query<{ reservation_id: number; owed: number; tax: number }>(
      `SELECT reservation_id, (sum(amount_minor) FILTER (WHERE kind IN ('charge', 'discount', 'refund')))::int AS owed,
              COALESCE(sum(amount_minor) FILTER (WHERE kind = 'tax'), 0)::int AS tax
         FROM ledger_entries WHERE reservation_id = ANY($1::int[]) AND gate_charge_id IS NULL GROUP BY reservation_id`,
      [ids],
    );
    for (const l of bookingLines)
      expect({ invoice: invoice.invoiceNumber, line: l.amountMinor }).toEqual({
        invoice: invoice.invoiceNumber,
        line: rows.find((row) => row.reservation_id === l.reservationId)?.owed,
      });
    const overstays = (
      await ctx.db.query<{ charged: number; tax: number }>(
        `SELECT COALESCE(sum(e.amount_minor) FILTER (WHERE e.tax_name IS NULL), 0)::int AS charged,
                COALESCE(sum(e.amount_minor) FILTER (WHERE e.tax_name IS NOT NULL), 0)::int AS tax
           FROM gate_charges g JOIN ledger_entries e ON e.gate_charge_id = g.id AND e.kind = 'overstay' WHERE g.invoice_id = $1`,
        [invoice.invoiceId],
      )
    ).rows[0];
    expect({
      invoice: invoice.invoiceNumber,
      overstay: sum(
        detail.lines.filter((l: { kind: string }) => l.kind === 'overstay'),
        (l: { amountMinor: number }) => l.amountMinor,
      ),
    }).toEqual({
      invoice: invoice.invoiceNumber,
      overstay: overstays.charged,
    });
    if (detail.lines.some((l: { kind: string }) => l.kind === 'tax'))
      expect(
        sum(
          detail.lines.filter((l: { kind: string }) => l.kind === 'tax'),
          (l: { amountMinor: number }) => l.amountMinor,
        ),
      ).toBe(sum(rows, (row) => row.tax) + overstays.tax);
    expect(sum(detail.lines, (l: { amountMinor: number }) => l.amountMinor)).toBe(detail.totalMinor);
  }
  return ledger;
}

type InvoiceItem = {
  invoiceId: number;
  invoiceNumber: string;
  orgId: number;
  kind: string;
  periodStart: string;
  status: string;
  totalMinor: number;
  currency: string;
};
type Payment = { status: string; amountMinor: number; createdAt: string };

/** Every invoice the platform lists (all pages). */
async function allInvoices(): Promise<InvoiceItem[]> {
  const all: InvoiceItem[] = [];
  for (let page = 0; ; page += 1) {
    const answer = (await ctx.as('admin', { url: `/api/invoices?size=100&page=${page}`, orgId: ORG.platform })).json();
    all.push(...answer.content);
    if (all.length >= answer.totalElements || answer.content.length === 0) return all;
  }
}

/** Per `${orgId}|${YYYY-MM}|${currency}`, the sum of `of` over the items. */
function byOrgMonth<T>(items: readonly T[], key: (item: T) => string, of: (item: T) => number): Record<string, number> {
  const sums: Record<string, number> = {};
  for (const item of items) sums[key(item)] = (sums[key(item)] ?? 0) + of(item);
  return Object.fromEntries(Object.entries(sums).filter(([, value]) => value !== 0));
}

/**
 * Subscription invoices and invoice payments: every subscription invoice is its ledger
 * entries (total, lines and PDF), every invoice's paid figure and status are its payments in the
 * ledger, and per organisation × month × currency the ledger's subscriptions and payments are the
 * invoices' and payments' the screens show, to the cent.
 */
async function expectInvoicesAgree(): Promise<{ subscriptions: number; payments: number }> {
  const invoices = await allInvoices();
  const { rows } = await ctx.db.query<{ invoice_id: number; subscription: number; paid: number }>(
    `SELECT invoice_id, COALESCE(sum(amount_minor) FILTER (WHERE kind = 'subscription'), 0)::int AS subscription,
            COALESCE(-sum(amount_minor) FILTER (WHERE kind = 'invoice_payment'), 0)::int AS paid
       FROM ledger_entries WHERE invoice_id IS NOT NULL GROUP BY invoice_id`,
  );
  const ledger = new Map(rows.map((row) => [row.invoice_id, row]));
  const payments: (Payment & { orgId: number; currency: string })[] = [];
  for (const invoice of invoices) {
    if (invoice.kind === 'statement_of_income' || invoice.kind === 'credit_note') continue;
    const detail = (await ctx.as('admin', { url: `/api/invoices/${invoice.invoiceId}`, orgId: ORG.platform })).json();
    const held = ledger.get(invoice.invoiceId) ?? { subscription: 0, paid: 0 };
    const where = `${invoice.invoiceNumber} ${invoice.status}`;
    const succeeded = detail.payments.filter((p: Payment) => p.status === 'Payment Success');
    const pending = sum(
      detail.payments.filter((p: Payment) => p.status === 'Payment Pending'),
      (p: Payment) => p.amountMinor,
    );
    payments.push(...succeeded.map((p: Payment) => ({ ...p, orgId: invoice.orgId, currency: invoice.currency })));
    expect({ where, paid: detail.paidMinor, payments: sum(succeeded, (p: Payment) => p.amountMinor) }).toEqual({ where, paid: held.paid, payments: held.paid });
    expect({ where, balance: detail.balanceMinor }).toEqual({ where, balance: Math.max(0, invoice.totalMinor - held.paid) });
    // The status says what is paid, whoever wrote the invoice (the seed too).
    const state = held.paid >= invoice.totalMinor ? 'paid' : held.paid + pending >= invoice.totalMinor ? 'settling' : held.paid + pending > 0 ? 'part' : 'none';
    const expected: Record<string, string[]> = {
      'Payment Success': ['paid'],
      'Currently Recurring': ['paid'],
      'Payment Pending': ['settling'],
      'Partially Paid': ['part'],
      Unpaid: ['none'],
      'To be Paid': ['none'],
      'Recurring Failed': ['none', 'part'],
    };
    expect({ where, state: expected[invoice.status]?.includes(state) ? invoice.status : state }).toEqual({ where, state: invoice.status });
    if (invoice.kind !== 'subscription') continue;
    expect({ where, total: invoice.totalMinor, lines: sum(detail.lines, (l: { amountMinor: number }) => l.amountMinor) }).toEqual({
      where,
      total: held.subscription,
      lines: held.subscription,
    });
    const pdf = pdfText((await ctx.as('admin', { url: `/api/invoices/${invoice.invoiceId}/pdf`, orgId: ORG.platform })).rawPayload);
    expect(pdf).toContain(`Total: ${moneyText(held.subscription, invoice.currency)}`);
    expect(pdf).toContain(`Paid: ${moneyText(held.paid, invoice.currency)}`);
  }

  // Per organisation × month × currency: the ledger's subscriptions (the platform's, on no lot) and payments.
  const sums = await ctx.db.query<{ key: string; kind: string; amount: number }>(
    `SELECT customer_org_id || '|' || to_char(accrues_at AT TIME ZONE 'UTC', 'YYYY-MM') || '|' || currency AS key, kind, sum(amount_minor)::int AS amount
       FROM ledger_entries WHERE kind IN ('subscription', 'invoice_payment') AND owner_org_id = $1 AND lot_id IS NULL AND reservation_id IS NULL
      GROUP BY 1, 2`,
    [ORG.platform],
  );
  const fromLedger = (kind: string, sign: number) =>
    Object.fromEntries(sums.rows.filter((row) => row.kind === kind && row.amount !== 0).map((row) => [row.key, sign * row.amount]));
  const subscriptions = byOrgMonth(
    invoices.filter((invoice) => invoice.kind === 'subscription'),
    (invoice) => `${invoice.orgId}|${invoice.periodStart.slice(0, 7)}|${invoice.currency}`,
    (invoice) => invoice.totalMinor,
  );
  expect(fromLedger('subscription', 1)).toEqual(subscriptions);
  const paid = byOrgMonth(
    payments,
    (p) => `${p.orgId}|${p.createdAt.slice(0, 7)}|${p.currency}`,
    (p) => p.amountMinor,
  );
  expect(fromLedger('invoice_payment', -1)).toEqual(paid);
  return { subscriptions: Object.keys(subscriptions).length, payments: Object.keys(paid).length };
}

describe('"statements, invoices, consolidated and discount-code invoices and the assistant derive from the ledger"', () => {
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
    // The demo's subscription invoices (Northline's paid period, Eastbound's refused renewal) and invoice payments.
    const counted = await expectInvoicesAgree();
    // The assistant's unpaid invoices: what is still owed on each, the invoice's balance.
    const unpaid = (await ctx.as('admin', { method: 'POST', url: '/api/finai/ask', payload: { question: 'unpaid invoices' }, orgId: ORG.platform })).json();
    expect(unpaid.intent).toBe('unpaidInvoices');
    const invoices = await allInvoices();
    for (const row of unpaid.rows as { invoiceNumber: string; amountMinor: number }[]) {
      const invoice = invoices.find((item) => item.invoiceNumber === row.invoiceNumber)!;
      const detail = (await ctx.as('admin', { url: `/api/invoices/${invoice.invoiceId}`, orgId: ORG.platform })).json();
      expect({ invoice: row.invoiceNumber, owed: row.amountMinor }).toEqual({ invoice: row.invoiceNumber, owed: invoice.totalMinor - detail.paidMinor });
    }
    expect(unpaid.rows.some((row: { status: string }) => row.status === 'Partially Paid')).toBe(true);
    expect(counted.subscriptions).toBeGreaterThanOrEqual(2);
    expect(counted.payments).toBeGreaterThanOrEqual(3);
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
    const firstBookings: number[] = [];
    for (const [index, lot] of lots.rows.entries()) {
      const base = index * 10 + 1;
      firstBookings.push((await book(lot.id, base, {})).reservationId);
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
    const statements = async () =>
      (await ctx.as('admin', { url: `/api/invoices?period=${month}&kind=statement_of_income&size=100`, orgId: ORG.platform })).json().content;
    const issuedStatements = await statements();

    // A refund after the statements went out: each lot's first booking cancelled. The statements
    // stay as issued; the next run of the job issues a credit note for each, and only one.
    for (const id of firstBookings) expect((await cancel(id)).statusCode).toBe(200);
    expect(await ctx.app.scheduler.runNow('month-end', new Date(end.getTime() + 13 * 3600 * 1000))).toBe(true);
    expect(await ctx.app.scheduler.runNow('month-end', new Date(end.getTime() + 14 * 3600 * 1000))).toBe(true);
    expect(await statements()).toEqual(issuedStatements);
    const notes = (await ctx.as('admin', { url: `/api/invoices?period=${month}&kind=credit_note&size=100`, orgId: ORG.platform })).json().content;
    expect(notes.map((note: { orgId: number; currency: string }) => `${note.orgId}|${note.currency}`).sort()).toEqual(
      lots.rows.map((lot) => `${ORG.prairie}|${lot.currency}`).sort(),
    );
    for (const note of notes) expect(note.totalMinor).toBeLessThan(0);

    // Payments of the month's consolidated invoices: part by card, a declined card, part on an open
    // account the platform granted (USD) or by bank transfer (CAD).
    const account = (
      await ctx.as('admin', {
        method: 'POST',
        url: '/api/openAccounts',
        orgId: ORG.platform,
        payload: { orgId: ORG.northline, accountName: 'Agree', accountType: 'Net 30', creditLimitMinor: 100_000_000, currency: 'USD', glNumber: 'GL-25' },
      })
    ).json();
    const bank = (
      await ctx.as('carrier', {
        method: 'POST',
        url: '/api/paymentMethods',
        orgId: ORG.northline,
        payload: { type: 'BANK', accountHolder: 'Northline Freight', accountNumber: '000123456789', abaRouting: '021000021' },
      })
    ).json().paymentMethodId;
    for (const invoice of (await ctx.as('admin', { url: `/api/invoices?period=${month}&kind=consolidated&size=100`, orgId: ORG.platform })).json().content) {
      const pay = (amountMinor: number, payment: Record<string, unknown>) =>
        ctx.as('carrier', { method: 'POST', url: `/api/invoices/${invoice.invoiceId}/payments`, orgId: ORG.northline, payload: { amountMinor, payment } });
      const third = Math.floor(invoice.totalMinor / 3);
      expect((await pay(third, card)).statusCode).toBe(200);
      expect((await pay(third, { method: 'CARD', cardNumber: '4000000000000002' })).json().status).toBe('Partially Paid');
      if (invoice.currency === 'USD') expect((await pay(third, { method: 'OPEN_ACCOUNT', paymentMethodId: account.openAccountId })).statusCode).toBe(200);
      else expect((await pay(third, { method: 'BANK', paymentMethodId: bank })).json().payments.at(-1).status).toBe('Payment Pending');
    }
    // A bank payment holds no money until it settles (3 days): then the ledger holds it, and the invoice's status follows.
    await expectInvoicesAgree();
    expect(await ctx.app.scheduler.runNow('invoice-bank-settlement', new Date(Date.now() + 3 * 24 * 3600 * 1000 + 60_000))).toBe(true);
    const settled = await ctx.db.query<{ entries: number }>(
      `SELECT count(*)::int AS entries FROM ledger_entries e JOIN invoice_payments p ON p.id = e.invoice_payment_id WHERE p.method = 'BANK' AND p.payment_method_id = $1`,
      [bank],
    );
    expect(settled.rows[0].entries).toBe(1);

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
    await expectInvoicesAgree();
  }, 600_000);

  test('subscriptions made through the API (a period paid, a renewal, a refused renewal and its retry) agree to the cent', async () => {
    const { rows } = await ctx.db.query<{ id: number }>(
      `INSERT INTO organizations (name, org_type, is_org_approved) VALUES ('Agreeing Carrier', 'CARRIER', 'Approved') RETURNING id`,
    );
    const orgId = rows[0].id;
    await ctx.db.query('UPDATE organizations SET saas_org_id = id WHERE id = $1', [orgId]);
    const asOrg = (options: Parameters<TestContext['as']>[1]) => ctx.as('admin', { ...options, orgId });
    const saveCard = async () =>
      (
        await asOrg({
          method: 'POST',
          url: '/api/paymentMethods',
          payload: { type: 'CARD', cardNumber: '4242424242424242', expMonth: 12, expYear: new Date().getUTCFullYear() + 1 },
        })
      ).json().paymentMethodId as number;
    const plan = await ctx.db.query<{ id: number; price: number }>(`SELECT id, price_minor AS price FROM subscription_plans WHERE name = 'Haulstop Fleet'`);
    const card = await saveCard();
    const subscribed = await asOrg({ method: 'POST', url: '/api/subscriptions', payload: { planId: plan.rows[0].id, paymentMethodId: card } });
    expect(subscribed.statusCode).toBe(201);
    const renewAt = (moment: string) => ctx.app.scheduler.runNow('subscription-renewals', new Date(new Date(moment).getTime() + 3600 * 1000));
    // The next period renewed on the card; the one after refused (the card was removed), then paid by a retry with a new card.
    expect(await renewAt(subscribed.json().nextBillingAt)).toBe(true);
    expect((await asOrg({ method: 'DELETE', url: `/api/paymentMethods/${card}` })).statusCode).toBe(204);
    const renewed = (await asOrg({ url: '/api/subscriptions' })).json().content[0];
    expect(await renewAt(renewed.nextBillingAt)).toBe(true);
    expect((await asOrg({ url: '/api/subscriptions' })).json().content[0].status).toBe('Recurring Failed');
    await expectInvoicesAgree();
    const retried = await asOrg({ method: 'POST', url: `/api/subscriptions/${renewed.subscriptionId}/retry`, payload: { paymentMethodId: await saveCard() } });
    expect(retried.json().status).toBe('Currently Recurring');

    const invoices = (await asOrg({ url: '/api/invoices?kind=subscription&size=100' })).json().content;
    expect(invoices.map((invoice: { status: string; totalMinor: number }) => [invoice.status, invoice.totalMinor])).toEqual(
      [0, 1, 2].map(() => ['Currently Recurring', plan.rows[0].price]),
    );
    const held = await ctx.db.query<{ kind: string; amount: number; entries: number }>(
      `SELECT kind, sum(amount_minor)::int AS amount, count(*)::int AS entries FROM ledger_entries WHERE customer_org_id = $1 GROUP BY kind ORDER BY kind`,
      [orgId],
    );
    expect(held.rows).toEqual([
      { kind: 'invoice_payment', amount: -3 * plan.rows[0].price, entries: 3 },
      { kind: 'subscription', amount: 3 * plan.rows[0].price, entries: 3 },
    ]);
    await expectInvoicesAgree();
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

  test("the database's platform fee rate is PLATFORM_FEE_RATE, its platform organisation PLATFORM_ORG_ID", async () => {
    const { rows } = await ctx.db.query<{ rate: number; platform: number }>('SELECT ledger_platform_fee_rate() AS rate, ledger_platform_org_id() AS platform');
    expect(rows[0]).toEqual({ rate: PLATFORM_FEE_RATE, platform: PLATFORM_ORG_ID });
  });
});
