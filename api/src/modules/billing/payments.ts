import { BANK_SETTLEMENT_DAYS } from '@haulstop/shared/constants';
import type { InvoiceDetail, PayInvoiceBody } from '@haulstop/shared/contracts';
import type { Db, Queryable } from '../../db/db';
import type { Job } from '../../jobs/scheduler';
import { badRequest, conflict, forbidden, statusText, text } from '../../lib/errors';
import { idempotent } from '../../lib/idempotency';
import type { ScopedOrg } from '../../lib/tenancy';
import { chargeThrough } from '../booking/service';
import type { Mailer } from '../mail/mailer';
import { resolvePayment } from '../payment-methods/service';
import type { PaymentGateway } from '../payments/gateway';
import { insertInvoicePayment, invoicePaidSums, lockInvoiceForPayment, setInvoiceStatus, settlePendingInvoiceBankPayments } from './repository';
import { getInvoice } from './service';

/** Records one payment attempt on an invoice (a failed attempt is a row too): a subscription's renewal charge, paid outside payInvoice. */
export const recordInvoicePayment = (tx: Queryable, payment: Parameters<typeof insertInvoicePayment>[1]) => insertInvoicePayment(tx, payment);

/** Statuses in which an invoice still has something to pay. */
const PAYABLE = ['Unpaid', 'Partially Paid', 'To be Paid', 'Payment Failed'];

/** Kinds that bill the organisation; a statement of income is money paid out to an owner. */
const BILLS = ['invoice', 'consolidated', 'discount_code', 'subscription'];

/**
 * Invoices are issued by the platform: no lot owner's open account pays them, only one the
 * platform granted (resolvePayment accepts those whatever this id is; 0 matches no organisation).
 */
const NO_LOT_OWNER = 0;

const money = (minor: number, currency: string) => `${(minor / 100).toFixed(2)} ${currency}`;

/**
 * The status an invoice takes from what is paid: fully paid → Payment Success; covered
 * only with a bank payment still settling → Payment Pending; paid in part → Partially Paid; nothing
 * paid → Unpaid (or To be Paid, as it was). A failed attempt is a payment row of its own (Payment
 * Failed) and changes nothing of the invoice: it paid nothing.
 */
export function invoiceStatusAfter(totalMinor: number, succeededMinor: number, pendingMinor: number, previous: string): string {
  if (succeededMinor >= totalMinor) return 'Payment Success';
  if (succeededMinor + pendingMinor >= totalMinor) return 'Payment Pending';
  if (succeededMinor + pendingMinor > 0) return 'Partially Paid';
  return previous === 'To be Paid' ? 'To be Paid' : 'Unpaid';
}

/**
 * POST /api/invoices/{invoiceId}/payments: the billed organisation pays all or part of the
 * balance through the gateway — a typed sandbox card, a saved card or bank account, or an open
 * account — in one transaction holding the invoice row (two payments cannot both take the same
 * balance), once per Idempotency-Key. A declined card is recorded as a failed payment; a success
 * mails a receipt to the payer.
 */
export async function payInvoice(
  deps: { db: Db; gateway: PaymentGateway; mailer: Mailer },
  org: ScopedOrg,
  payer: { loginId: string },
  invoiceId: number,
  body: PayInvoiceBody,
  idempotencyKey: string | undefined,
): Promise<InvoiceDetail> {
  const visible = await getInvoice(deps.db, org, invoiceId);
  if (visible.orgId !== org.orgId) throw forbidden(text('apiErrors.billing.billedOrgPays'));
  if (!BILLS.includes(visible.kind)) throw conflict(text('apiErrors.billing.statementNotPaid'), 'INVOICE_NOT_PAYABLE');

  // Set when this request's charge succeeded (a replayed answer leaves it null: no second receipt).
  const receipt: { currency: string | null } = { currency: null };
  const answer = await idempotent(deps.db, org.orgId, idempotencyKey, { invoiceId, ...body }, async (tx) => {
    const invoice = await lockInvoiceForPayment(tx, invoiceId);
    if (!PAYABLE.includes(invoice.status)) throw conflict(statusText('apiErrors.billing.nothingToPay', invoice.status), 'INVOICE_NOT_PAYABLE');
    const { succeeded, pending } = await invoicePaidSums(tx, invoiceId);
    const open = invoice.totalMinor - succeeded - pending;
    if (body.amountMinor > open)
      throw badRequest(text('apiErrors.billing.overBalance', { balance: money(open, invoice.currency) }), 'AMOUNT_OVER_BALANCE', { field: 'amountMinor' });

    const paidWith = await resolvePayment(tx, org.orgId, NO_LOT_OWNER, body.payment);
    const charge = await chargeThrough(tx, deps.gateway, body.payment, paidWith, body.amountMinor, invoice.currency);
    const paymentStatus = charge.ok ? (charge.status === 'Payment Pending' ? 'Payment Pending' : 'Payment Success') : 'Payment Failed';
    await insertInvoicePayment(tx, {
      invoiceId,
      payerOrgId: org.orgId,
      method: body.payment.method,
      status: paymentStatus,
      amountMinor: body.amountMinor,
      currency: invoice.currency,
      failureCode: charge.ok ? null : charge.failureCode,
      paymentMethodId: paidWith.paymentMethodId,
      openAccountId: paidWith.openAccountId,
    });
    const status = invoiceStatusAfter(
      invoice.totalMinor,
      succeeded + (paymentStatus === 'Payment Success' ? body.amountMinor : 0),
      pending + (paymentStatus === 'Payment Pending' ? body.amountMinor : 0),
      invoice.status,
    );
    await setInvoiceStatus(tx, invoiceId, status);
    if (paymentStatus === 'Payment Success') receipt.currency = invoice.currency;
    return { statusCode: 200, body: await getInvoice(tx, org, invoiceId) };
  });

  if (receipt.currency) {
    await deps.mailer.sendMail({
      to: payer.loginId,
      language: body.language ?? 'en',
      template: 'receipt',
      data: { orgName: visible.orgName, documentNumber: visible.invoiceNumber, amount: money(body.amountMinor, receipt.currency), method: body.payment.method },
    });
  }
  return answer.body;
}

const DAY_MS = 24 * 3600 * 1000;

/**
 * Bank payments of invoices settle after BANK_SETTLEMENT_DAYS.min days, as a booking's
 * do: the payment becomes Payment Success — the database writes its ledger entry then (migration
 * 220: the money has moved) — and the invoice's status follows what is paid. Only pending payments
 * change: idempotent.
 */
export async function settleInvoiceBankPayments(tx: Queryable, now: Date): Promise<number> {
  const invoiceIds = await settlePendingInvoiceBankPayments(tx, new Date(now.getTime() - BANK_SETTLEMENT_DAYS.min * DAY_MS));
  for (const invoiceId of invoiceIds) {
    const invoice = await lockInvoiceForPayment(tx, invoiceId);
    const { succeeded, pending } = await invoicePaidSums(tx, invoiceId);
    await setInvoiceStatus(tx, invoiceId, invoiceStatusAfter(invoice.totalMinor, succeeded, pending, invoice.status));
  }
  return invoiceIds.length;
}

export const invoiceBankSettlementJob: Job = { name: 'invoice-bank-settlement', everyMs: 15 * 60 * 1000, run: settleInvoiceBankPayments };
