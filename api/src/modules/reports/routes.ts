import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DEFAULT_LANGUAGE } from '@haulstop/shared/constants';
import * as carrierGateReport from '@haulstop/shared/contracts/carrier-gate-report';
import * as reports from '@haulstop/shared/contracts/reports';
import { languageOf, requestLanguage } from '../../lib/i18n';
import { sendAttachment } from '../../lib/attachment';
import { registerEndpoint } from '../../lib/register-endpoint';
import { unsubscribeQuestionPage, unsubscribedPage } from '../mail/templates';
import { requireAuth } from '../../plugins/app/authentication';
import { currentOrg, permissionContext } from '../../plugins/app/authorization';
import { reportSettleJob } from './aggregates';
import { bookedVsUsed } from './booked-vs-used';
import { carrierGate, carrierGateCsv } from './carrier-gate';
import * as schedules from './schedules';
import * as service from './service';
import type { RevenueGroup } from './revenue-repository';

/** Reports (DESIGN §8), each route from its definition (@haulstop/shared/contracts/reports): each list also answers as CSV at its path + /csv with the same query, headed in the request's language. */
export const reportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  registerEndpoint(app, reports.getDashboard, async (request) => service.dashboard(app.db, await currentOrg(request), request.query.days ?? 30));

  registerEndpoint(app, reports.getLotReport, async (request) => service.lotReport(app.db, await currentOrg(request), request.query));
  registerEndpoint(app, reports.exportLotReportCsv, async (request, reply) =>
    sendAttachment(reply, 'parking-lot-report.csv', await service.lotReportCsv(app.db, await currentOrg(request), request.query, languageOf(request))),
  );
  registerEndpoint(app, reports.getLotOccupancy, async (request) =>
    service.lotOccupancy(app.db, await currentOrg(request), request.params.parkingLotId, request.query),
  );
  registerEndpoint(app, reports.getBookedVsUsed, async (request) =>
    bookedVsUsed(app.db, await currentOrg(request), request.params.parkingLotId, request.query),
  );
  registerEndpoint(app, carrierGateReport.getCarrierGateReport, async (request) => carrierGate(app.db, await currentOrg(request), request.query));
  registerEndpoint(app, carrierGateReport.exportCarrierGateReportCsv, async (request, reply) =>
    sendAttachment(reply, 'carriers-at-the-gate.csv', await carrierGateCsv(app.db, await currentOrg(request), request.query, languageOf(request))),
  );

  registerEndpoint(app, reports.getAssetReport, async (request) => service.assetReport(app.db, await currentOrg(request), request.query));
  registerEndpoint(app, reports.exportAssetReportCsv, async (request, reply) =>
    sendAttachment(reply, 'asset-report.csv', await service.assetReportCsv(app.db, await currentOrg(request), request.query, languageOf(request))),
  );

  registerEndpoint(app, reports.getDriverReport, async (request) => service.driverReport(app.db, await currentOrg(request), request.query));
  registerEndpoint(app, reports.exportDriverReportCsv, async (request, reply) =>
    sendAttachment(reply, 'drivers-report.csv', await service.driverReportCsv(app.db, await currentOrg(request), request.query, languageOf(request))),
  );

  registerEndpoint(app, reports.getRevenue, async (request) =>
    service.revenue(app.db, await currentOrg(request), { ...request.query, groupBy: request.query.groupBy as RevenueGroup | undefined }),
  );
  registerEndpoint(app, reports.exportRevenueCsv, async (request, reply) =>
    sendAttachment(
      reply,
      'revenue-report.csv',
      await service.revenueCsv(
        app.db,
        await currentOrg(request),
        { ...request.query, groupBy: request.query.groupBy as RevenueGroup | undefined },
        languageOf(request),
      ),
    ),
  );

  registerEndpoint(app, reports.getReconciliation, async (request) => service.reconciliation(app.db, await currentOrg(request), request.query));
  registerEndpoint(app, reports.getReconciliationBookings, async (request) => service.reconciliationBookings(app.db, await currentOrg(request), request.query));
  registerEndpoint(app, reports.exportReconciliationCsv, async (request, reply) =>
    sendAttachment(reply, 'reconciliation.csv', await service.reconciliationCsv(app.db, await currentOrg(request), request.query, languageOf(request))),
  );

  app.scheduler.register(schedules.reportScheduleJob(app.mailer, app.config.publicUrl));
  app.scheduler.register(reportSettleJob);
  registerEndpoint(app, reports.listReportSchedules, async (request) =>
    (await schedules.listSchedules(app.db, await currentOrg(request))).map(schedules.scheduleAnswer),
  );
  registerEndpoint(app, reports.createReportSchedule, async (request) => {
    const language = request.body.language ?? requestLanguage(request.headers['accept-language']) ?? DEFAULT_LANGUAGE;
    const body = { ...request.body, language };
    return schedules.scheduleAnswer(
      await schedules.createSchedule(app.db, await currentOrg(request), permissionContext(request), requireAuth(request).userId, body),
    );
  });
  registerEndpoint(app, reports.deleteReportSchedule, async (request) => {
    await schedules.deleteSchedule(app.db, await currentOrg(request), request.params.scheduleId);
  });
  // Public: the link in the mail is followed without signing in; the random token is the credential.
  // Following it only asks (scanners and previews follow links); the POST unsubscribes, as the
  // page's button and a mail client's one-click button (RFC 8058) send it.
  const wantsHtml = (accept: string | undefined) => accept?.includes('text/html') === true;
  registerEndpoint(app, reports.unsubscribeQuestion, async (request, reply) => {
    const { language, unsubscribed } = await schedules.subscriptionOf(app.db, request.query.token);
    // A browser reads the question (or that it is done) in the mail's language; a client asking JSON gets the state.
    // (The schema types the JSON answer; a string is sent as it is, unserialised.)
    if (wantsHtml(request.headers.accept)) {
      const html = unsubscribed ? unsubscribedPage(language) : unsubscribeQuestionPage(language, request.query.token);
      return reply.type('text/html; charset=utf-8').send(html);
    }
    return { unsubscribed };
  });
  // RFC 8058 posts List-Unsubscribe=One-Click as a form; the token in the address is what counts.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
  registerEndpoint(app, reports.unsubscribeReport, async (request, reply) => {
    const language = await schedules.unsubscribe(app.db, request.query.token);
    if (wantsHtml(request.headers.accept)) return reply.type('text/html; charset=utf-8').send(unsubscribedPage(language));
    return { unsubscribed: true };
  });
};
