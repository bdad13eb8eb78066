import { Type } from 'typebox';
import { CURRENCIES } from '@haulstop/shared/constants';
import { INVOICE_KINDS, INVOICE_STATUSES, type Invoice as InvoiceContract } from '@haulstop/shared/contracts';
import { agrees, type AgreesWith } from '../../lib/contract';
import { Paged, PageQuery } from '../../lib/paging';
import { OrgHeader, oneOf, responses } from '../../lib/schemas';

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
