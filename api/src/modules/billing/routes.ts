import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { currentOrg } from '../../plugins/app/authorization';
import { invoicePdf } from './pdf';
import * as schemas from './schemas';
import * as service from './service';

export const billingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/invoices', { schema: schemas.listInvoicesSchema, config: { access: 'org' } }, async (request) =>
    service.listInvoices(app.db, await currentOrg(request), request.query),
  );
  app.get('/invoices/csv', { schema: schemas.exportInvoicesCsvSchema, config: { access: 'org' } }, async (request, reply) =>
    reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="invoices.csv"')
      .send(await service.invoicesCsv(app.db, await currentOrg(request), request.query)),
  );
  app.get('/invoices/:invoiceId', { schema: schemas.getInvoiceSchema, config: { access: 'org' } }, async (request) =>
    service.getInvoice(app.db, await currentOrg(request), request.params.invoiceId),
  );
  app.get('/invoices/:invoiceId/pdf', { schema: schemas.getInvoicePdfSchema, config: { access: 'org' } }, async (request, reply) => {
    const invoice = await service.getInvoice(app.db, await currentOrg(request), request.params.invoiceId);
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="${invoice.invoiceNumber}.pdf"`)
      .send(await invoicePdf(invoice));
  });
};
