import { periodOf } from '../../../src/modules/billing/month-end';
import { readOutbox } from '../../helpers/outbox';
import { saveCard } from '../../helpers/booking';
import { createTestContext, ORG, type TestContext } from '../../helpers/test-app';

let ctx: TestContext;

interface InvoiceDetail {
  invoiceId: number;
  invoiceNumber: string;
  status: string;
  totalMinor: number;
  currency: string;
  paidMinor: number;
  balanceMinor: number;
  payments: { paymentId: number; method: string; status: string; amountMinor: number; failureCode: string | null }[];
}

/** The consolidated invoices month-end wrote for Northline's network last month (seed-money), by currency. */
const invoices: Record<string, { invoiceId: number; totalMinor: number }> = {};

beforeAll(async () => {
  ctx = await createTestContext();
  const now = new Date();
  const period = periodOf(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 15)));
  const run = await ctx.as('admin', { method: 'POST', url: '/api/billing/monthEnd', payload: { period }, orgId: ORG.platform });
  expect(run.statusCode).toBe(200);
  for (const invoice of run.json().invoices as { invoiceId: number; orgId: number; currency: string; totalMinor: number }[]) {
    if (invoice.orgId === ORG.northline) invoices[invoice.currency] = invoice;
  }
  expect(Object.keys(invoices).sort()).toEqual(['CAD', 'USD']);
});
afterAll(() => ctx.close());

const CARD = { method: 'CARD', cardNumber: '4242 4242 4242 4242' };
const pay = (invoiceId: number, payload: Record<string, unknown>, options: { user?: 'carrier' | 'broker' | 'admin'; orgId?: number; key?: string } = {}) =>
  ctx.as(options.user ?? 'carrier', {
    method: 'POST',
    url: `/api/invoices/${invoiceId}/payments`,
    payload,
    orgId: options.orgId ?? ORG.northline,
    headers: options.key ? { 'idempotency-key': options.key } : {},
  });
const paymentCount = async (invoiceId: number) =>
  (await ctx.db.query<{ count: number }>('SELECT count(*)::int AS count FROM invoice_payments WHERE invoice_id = $1', [invoiceId])).rows[0].count;

describe('POST /api/invoices/{invoiceId}/payments', () => {
  test('a partial payment leaves the invoice Partially Paid with the rest as its balance; the rest pays it in full (Payment Success)', async () => {
    const { invoiceId, totalMinor } = invoices.USD;
    const part = Math.floor(totalMinor / 3);
    const first = await pay(invoiceId, { amountMinor: part, payment: CARD });
    expect(first.statusCode).toBe(200);
    const partly: InvoiceDetail = first.json();
    expect(partly).toMatchObject({ status: 'Partially Paid', paidMinor: part, balanceMinor: totalMinor - part });
    expect(partly.payments).toEqual([expect.objectContaining({ method: 'CARD', status: 'Payment Success', amountMinor: part })]);

    const rest = await pay(invoiceId, { amountMinor: totalMinor - part, payment: CARD });
    expect(rest.statusCode).toBe(200);
    expect(rest.json()).toMatchObject({ status: 'Payment Success', paidMinor: totalMinor, balanceMinor: 0 });
    const listed = (await ctx.as('carrier', { url: '/api/invoices?kind=consolidated&size=100', orgId: ORG.northline })).json();
    expect(listed.content.find((row: { invoiceId: number }) => row.invoiceId === invoiceId).status).toBe('Payment Success');
  });

  test('a paid invoice takes no further payment (409 INVOICE_NOT_PAYABLE)', async () => {
    const response = await pay(invoices.USD.invoiceId, { amountMinor: 1, payment: CARD });
    expect(response.statusCode).toBe(409);
    expect(response.json().errorCode).toBe('INVOICE_NOT_PAYABLE');
  });

  test('paying more than the balance is refused (400 AMOUNT_OVER_BALANCE) and records nothing', async () => {
    const { invoiceId, totalMinor } = invoices.CAD;
    const before = await paymentCount(invoiceId);
    const response = await pay(invoiceId, { amountMinor: totalMinor + 1, payment: CARD });
    expect(response.statusCode).toBe(400);
    expect(response.json().errorCode).toBe('AMOUNT_OVER_BALANCE');
    expect(await paymentCount(invoiceId)).toBe(before);
  });

  test('a declined card is recorded as a failed payment and pays nothing: "the invoice\'s status follows what is paid", Unpaid', async () => {
    const { invoiceId, totalMinor } = invoices.CAD;
    const response = await pay(invoiceId, { amountMinor: 100, payment: { method: 'CARD', cardNumber: '4000 0000 0000 0002' } });
    expect(response.statusCode).toBe(200);
    const invoice: InvoiceDetail = response.json();
    expect(invoice.status).toBe('Unpaid');
    expect(invoice.balanceMinor).toBe(totalMinor);
    expect(invoice.payments.at(-1)).toMatchObject({ status: 'Payment Failed', failureCode: 'CARD_DECLINED' });
  });

  test('"a failed attempt is an attempt": after a 1-cent payment, a declined card leaves the invoice Partially Paid', async () => {
    const { invoiceId, totalMinor } = invoices.CAD;
    expect((await pay(invoiceId, { amountMinor: 1, payment: CARD })).json().status).toBe('Partially Paid');
    const failed: InvoiceDetail = (await pay(invoiceId, { amountMinor: 100, payment: { method: 'CARD', cardNumber: '4000 0000 0000 0002' } })).json();
    expect(failed.status).toBe('Partially Paid');
    expect(failed.balanceMinor).toBe(totalMinor - 1);
    expect(failed.payments.at(-1)).toMatchObject({ status: 'Payment Failed' });
  });

  test('another organisation’s invoice answers 404; the platform cannot pay a network’s invoice (403)', async () => {
    const { invoiceId } = invoices.CAD;
    const other = await pay(invoiceId, { amountMinor: 100, payment: CARD }, { user: 'broker', orgId: ORG.eastbound });
    expect(other.statusCode).toBe(404);
    expect(other.json().errorCode).toBe('NOT_FOUND');
    expect((await pay(invoiceId, { amountMinor: 100, payment: CARD }, { user: 'admin', orgId: ORG.platform })).statusCode).toBe(403);
  });

  test('Idempotency-Key: the same key and body pay once and answer the first answer again; the key with another body answers 409', async () => {
    const { invoiceId } = invoices.CAD;
    const before = await paymentCount(invoiceId);
    const body = { amountMinor: 250, payment: CARD };
    const first = await pay(invoiceId, body, { key: 'pay-cad-250' });
    const again = await pay(invoiceId, body, { key: 'pay-cad-250' });
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(first.json()).toMatchObject({ status: 'Partially Paid', paidMinor: 1 + 250 }); // the cent paid above
    expect(await paymentCount(invoiceId)).toBe(before + 1);
    const reused = await pay(invoiceId, { amountMinor: 300, payment: CARD }, { key: 'pay-cad-250' });
    expect(reused.statusCode).toBe(409);
    expect(reused.json().errorCode).toBe('IDEMPOTENCY_KEY_REUSED');
  });

  test('a saved card pays too, and a successful payment mails a receipt to the payer', async () => {
    const { invoiceId } = invoices.CAD;
    const saved = await saveCard(ctx, { cardNumber: '4242 4242 4242 4242', yearsAhead: 1 }, { orgId: ORG.northline });
    const response = await pay(invoiceId, { amountMinor: 100, payment: { method: 'CARD', paymentMethodId: saved } });
    expect(response.statusCode).toBe(200);
    expect(response.json().payments.at(-1)).toMatchObject({ status: 'Payment Success', amountMinor: 100 });
    const { rows } = await ctx.db.query<{ payment_method_id: number }>(
      'SELECT payment_method_id FROM invoice_payments WHERE invoice_id = $1 ORDER BY id DESC LIMIT 1',
      [invoiceId],
    );
    expect(rows[0].payment_method_id).toBe(saved);
    const mails = await readOutbox(ctx.config.dataDir);
    const invoiceNumber = (response.json() as InvoiceDetail).invoiceNumber;
    expect(mails.some((mail) => mail.to.includes('carrier@haulstop.test') && mail.text.includes(invoiceNumber))).toBe(true);
  });

  test('another organisation’s saved card is not found (404)', async () => {
    const brokerCard = await saveCard(ctx, { cardNumber: '4242 4242 4242 4242', yearsAhead: 1 }, { user: 'broker', orgId: ORG.eastbound });
    const response = await pay(invoices.CAD.invoiceId, { amountMinor: 100, payment: { method: 'CARD', paymentMethodId: brokerCard } });
    expect(response.statusCode).toBe(404);
  });

  test('the console may send the Idempotency-Key header across origins (CORS preflight, DESIGN §5)', async () => {
    const response = await ctx.app.inject({
      method: 'OPTIONS',
      url: `/api/invoices/${invoices.CAD.invoiceId}/payments`,
      headers: {
        origin: 'http://127.0.0.1:8080',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,content-type,idempotency-key,x-org-id',
      },
    });
    expect(response.statusCode).toBe(204);
    expect(String(response.headers['access-control-allow-headers']).toLowerCase().split(/,\s*/)).toContain('idempotency-key');
  });
});
