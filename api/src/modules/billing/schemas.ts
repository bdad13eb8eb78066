import { Type } from 'typebox';
import { CURRENCIES } from '@haulstop/shared/constants';
import { INVOICE_PAYMENT_METHODS, PERIOD_PATTERN, type MonthEndResult as MonthEndResultContract } from '@haulstop/shared/contracts';
import { InvoiceDetail } from '@haulstop/shared/contracts/invoices';
import { agrees, type AgreesWith } from '../../lib/contract';
import { Id, OrgHeader, oneOf, responses } from '../../lib/schemas';

const MonthEndInvoice = Type.Object({
  invoiceId: Type.Integer(),
  invoiceNumber: Type.String(),
  orgId: Type.Integer(),
  orgName: Type.String(),
  currency: oneOf(CURRENCIES),
  totalMinor: Type.Integer(),
  bookingCount: Type.Integer(),
});

const MonthEndOwnerDocument = Type.Object({
  invoiceId: Type.Integer(),
  invoiceNumber: Type.String(),
  orgId: Type.Integer(),
  orgName: Type.String(),
  kind: Type.Union([Type.Literal('statement_of_income'), Type.Literal('discount_code')]),
  currency: oneOf(CURRENCIES),
  totalMinor: Type.Integer(),
});

export const MonthEndResult = Type.Object({
  period: Type.String(),
  invoices: Type.Array(MonthEndInvoice),
  billedReservations: Type.Integer(),
  ownerDocuments: Type.Array(MonthEndOwnerDocument, {
    description: 'Statements of income and discount-code invoices issued to lot owners from the ledger (each once per owner, month and currency)',
  }),
  nothingBilled: Type.Union(
    [
      Type.Object({
        reason: Type.Union([Type.Literal('NO_NETWORK_BOOKINGS'), Type.Literal('ALREADY_BILLED')]),
        alreadyBilledReservations: Type.Integer(),
      }),
      Type.Null(),
    ],
    { description: 'When no consolidated invoice was written, why' },
  ),
});
agrees<AgreesWith<typeof MonthEndResult, MonthEndResultContract>>();

export const monthEndSchema = {
  tags: ['billing'],
  summary:
    'Runs month-end now for a period that has ended: one consolidated invoice per carrier network and currency, the owners’ statements of income and discount-code invoices (platform; idempotent)',
  description:
    "Months run from the 1st at 00:00 to the next 1st at 00:00 in each organisation's accounting zone. A month that has not ended (in every zone) is refused (409 MONTH_NOT_ENDED). All figures are sums of the ledger.",
  body: Type.Object({ period: Type.String({ pattern: PERIOD_PATTERN, description: 'YYYY-MM' }) }, { additionalProperties: false }),
  response: responses({ 200: MonthEndResult }),
};

export const payInvoiceSchema = {
  tags: ['billing'],
  summary: 'Pays an invoice (all or part of its balance) through the payment gateway; a receipt is mailed',
  headers: Type.Object({
    ...OrgHeader.properties,
    'idempotency-key': Type.Optional(Type.String({ minLength: 1, maxLength: 255, description: 'Same key + same body: the first answer again (DESIGN §7)' })),
  }),
  params: Type.Object({ invoiceId: Id('Invoice id') }),
  body: Type.Object(
    {
      amountMinor: Type.Integer({ minimum: 1, description: 'Amount in minor units, at most the balance' }),
      payment: Type.Object(
        {
          method: Type.Union(INVOICE_PAYMENT_METHODS.map((method) => Type.Literal(method))),
          paymentMethodId: Type.Optional(Id('A saved card or bank account, or an open account (OPEN_ACCOUNT)')),
          cardNumber: Type.Optional(Type.String({ maxLength: 23, description: 'Sandbox test card (DESIGN §7)' })),
        },
        { additionalProperties: false },
      ),
      language: Type.Optional(Type.String({ maxLength: 5, description: 'Language of the receipt mail (en, fr, es)' })),
    },
    { additionalProperties: false },
  ),
  response: responses({ 200: InvoiceDetail }),
};
