import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { currentOrg } from '../../plugins/app/authorization';
import * as schemas from './schemas';
import * as service from './service';

export const billingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/invoices', { schema: schemas.listInvoicesSchema, config: { access: 'org' } }, async (request) =>
    service.listInvoices(app.db, await currentOrg(request), request.query),
  );
  app.get('/invoices/:invoiceId', { schema: schemas.getInvoiceSchema, config: { access: 'org' } }, async (request) =>
    service.getInvoice(app.db, await currentOrg(request), request.params.invoiceId),
  );
};
