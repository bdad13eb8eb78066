import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { MonthEndResult } from '@haulstop/shared/contracts';
import * as invoices from '@haulstop/shared/contracts/invoices';
import { sendAttachment } from '../../lib/attachment';
import { registerEndpoint } from '../../lib/register-endpoint';
import { conflict, text } from '../../lib/errors';
import { runUnderLock } from '../../jobs/scheduler';
import { requireAuth } from '../../plugins/app/authentication';
import { currentOrg } from '../../plugins/app/authorization';
import { MONTH_END_JOB, monthEndJob, runMonthEnd } from './month-end';
import { invoiceBankSettlementJob, payInvoice } from './payments';
import { periodHasEnded } from './period';
import { invoicePdf } from './pdf';
import * as service from './service';
import { languageOf } from '../../lib/i18n';

export const billingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.scheduler.register(monthEndJob);
  app.scheduler.register(invoiceBankSettlementJob);

  registerEndpoint(app, invoices.listInvoices, async (request) => service.listInvoices(app.db, await currentOrg(request), request.query));
  registerEndpoint(app, invoices.exportInvoicesCsv, async (request, reply) =>
    sendAttachment(reply, 'invoices.csv', await service.invoicesCsv(app.db, await currentOrg(request), request.query, languageOf(request))),
  );
  registerEndpoint(app, invoices.getInvoice, async (request) => service.getInvoice(app.db, await currentOrg(request), request.params.invoiceId));
  registerEndpoint(app, invoices.getInvoicePdf, async (request, reply) => {
    const invoice = await service.getInvoice(app.db, await currentOrg(request), request.params.invoiceId);
    return sendAttachment(reply, `${invoice.invoiceNumber}.pdf`, await invoicePdf(invoice, languageOf(request)));
  });
  registerEndpoint(app, invoices.payInvoice, async (request) =>
    payInvoice(
      { db: app.db, gateway: app.paymentGateway, mailer: app.mailer },
      await currentOrg(request),
      requireAuth(request),
      request.params.invoiceId,
      request.body,
      request.headers['idempotency-key'],
    ),
  );

  // The same advisory lock as the scheduled job: a manual run and the timer never bill at once.
  registerEndpoint(app, invoices.runMonthEnd, async (request) => {
    const { period } = request.body;
    if (!periodHasEnded(period, new Date())) throw conflict(text('apiErrors.billing.monthNotEnded', { period }), 'MONTH_NOT_ENDED', { field: 'period' });
    let result: MonthEndResult | undefined;
    const ran = await runUnderLock(app.db, {
      name: MONTH_END_JOB,
      run: async (tx) => {
        result = await runMonthEnd(tx, period);
      },
    });
    if (!ran || !result) throw conflict(text('apiErrors.billing.monthEndRunning'), 'MONTH_END_RUNNING');
    return result;
  });
};
