import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import * as invoices from '@haulstop/shared/contracts/discount-code-invoices';
import { currentOrg } from '../../plugins/app/authorization';
import { sendAttachment } from '../../lib/attachment';
import { registerEndpoint } from '../../lib/register-endpoint';
import * as service from './service';
import { languageOf } from '../../lib/i18n';

/** Discount-code invoices: what an owner's codes cost per month; the platform reads all. */
export const discountInvoiceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  registerEndpoint(app, invoices.getDiscountCodeInvoice, async (request) =>
    service.getDiscountCodeInvoice(app.db, await currentOrg(request), request.query.period),
  );
  registerEndpoint(app, invoices.getDiscountCodeInvoicePdf, async (request, reply) => {
    const org = await currentOrg(request);
    const invoice = await service.getDiscountCodeInvoice(app.db, org, request.params.period);
    return sendAttachment(reply, `discount-code-invoice-${invoice.period}.pdf`, await service.discountCodeInvoicePdf(invoice, org, languageOf(request)));
  });
  registerEndpoint(app, invoices.exportDiscountCodeInvoiceCsv, async (request, reply) => {
    const invoice = await service.getDiscountCodeInvoice(app.db, await currentOrg(request), request.params.period);
    return sendAttachment(reply, `discount-code-invoice-${invoice.period}.csv`, service.discountCodeInvoiceCsv(invoice, languageOf(request)));
  });
};
