import { Type } from 'typebox';
import { CURRENCIES } from '@haulstop/shared/constants';
import { INVOICE_KINDS, INVOICE_STATUSES, type Invoice as InvoiceContract, type InvoiceDetail as InvoiceDetailContract } from '@haulstop/shared/contracts';
import { agrees, type AgreesWith } from '../../lib/contract';
import { Paged, PageQuery } from '../../lib/paging';
import { Id, OrgHeader, oneOf, responses } from '../../lib/schemas';

export const Invoice = Type.Object({
  invoiceId: Type.Integer(),
  invoiceNumber: Type.String(),
  orgId: Type.Integer(),
  orgName: Type.String(),
  kind: oneOf(INVOICE_KINDS),
  periodStart: Type.String({ format: 'date' }),
  periodEnd: Type.String({ format: 'date' }),
  dueDate: Type.String({ format: 'date' }),
  status: oneOf(INVOICE_STATUSES),
  totalMinor: Type.Integer({ description: 'Total in minor units (cents)' }),
  currency: oneOf(CURRENCIES),
});
agrees<AgreesWith<typeof Invoice, InvoiceContract>>();

export const listInvoicesSchema = {
  tags: ['billing'],
  summary: 'Invoices and statements of the current organisation (all, for the platform organisation)',
  headers: OrgHeader,
  querystring: Type.Object({
    ...PageQuery.properties,
    status: Type.Optional(oneOf(INVOICE_STATUSES)),
    kind: Type.Optional(oneOf(INVOICE_KINDS)),
  }),
  response: responses({ 200: Paged(Invoice) }),
};

export const InvoiceLine = Type.Object({
  lineId: Type.Integer(),
  description: Type.String(),
  amountMinor: Type.Integer({ description: 'Signed amount in minor units (cents)' }),
  reservationId: Type.Union([Type.Integer(), Type.Null()]),
});

export const InvoiceDetail = Type.Object({ ...Invoice.properties, lines: Type.Array(InvoiceLine) });
agrees<AgreesWith<typeof InvoiceDetail, InvoiceDetailContract>>();

export const getInvoiceSchema = {
  tags: ['billing'],
  summary: 'One invoice with its lines (another organisation’s invoice answers 404)',
  headers: OrgHeader,
  params: Type.Object({ invoiceId: Id('Invoice id') }),
  response: responses({ 200: InvoiceDetail }),
};

export const getInvoicePdfSchema = {
  tags: ['billing'],
  summary: 'One invoice as a PDF (another organisation’s invoice answers 404)',
  headers: OrgHeader,
  params: Type.Object({ invoiceId: Id('Invoice id') }),
  produces: ['application/pdf'],
  response: responses({ 200: Type.Unsafe<Buffer>({ type: 'string', format: 'binary', description: 'The PDF document' }) }),
};

export const exportInvoicesCsvSchema = {
  tags: ['billing'],
  summary: 'The invoice list (same filters) as CSV',
  headers: OrgHeader,
  querystring: Type.Object({ status: Type.Optional(oneOf(INVOICE_STATUSES)), kind: Type.Optional(oneOf(INVOICE_KINDS)) }),
  produces: ['text/csv'],
  response: responses({ 200: Type.String({ description: 'CSV with a header row' }) }),
};
