import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { currentOrg } from '../../plugins/app/authorization';
import * as schemas from './schemas';
import * as service from './service';
import { languageOf } from '../../lib/i18n';

/** Discount-code invoices: what an owner's codes cost per month; the platform reads all. */
export const discountInvoiceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/discountCodeInvoices',
    { schema: schemas.getDiscountCodeInvoiceSchema, config: { access: 'org', resource: 'discountCodeInvoices', action: 'view' } },
    async (request) => service.getDiscountCodeInvoice(app.db, await currentOrg(request), request.query.period),
  );
  app.get(
    '/discountCodeInvoices/:period/pdf',
    { schema: schemas.discountCodeInvoicePdfSchema, config: { access: 'org', resource: 'discountCodeInvoices', action: 'view' } },
    async (request, reply) => {
      const org = await currentOrg(request);
      const invoice = await service.getDiscountCodeInvoice(app.db, org, request.params.period);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="discount-code-invoice-${invoice.period}.pdf"`)
        .send(await service.discountCodeInvoicePdf(invoice, org, languageOf(request)));
    },
  );
  app.get(
    '/discountCodeInvoices/:period/csv',
    { schema: schemas.discountCodeInvoiceCsvSchema, config: { access: 'org', resource: 'discountCodeInvoices', action: 'view' } },
    async (request, reply) => {
      const invoice = await service.getDiscountCodeInvoice(app.db, await currentOrg(request), request.params.period);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="discount-code-invoice-${invoice.period}.csv"`)
        .send(service.discountCodeInvoiceCsv(invoice));
    },
  );
};
