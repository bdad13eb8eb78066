import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import type { Readable } from 'node:stream';
import { DEFAULT_LANGUAGE, type Language } from '@haulstop/shared/constants';
import { requestLanguage } from '../../lib/i18n';
import { unsubscribeQuestionPage, unsubscribedPage } from '../mail/templates';
import { requireAuth } from '../../plugins/app/authentication';
import { currentOrg, permissionContext } from '../../plugins/app/authorization';
import { reportSettleJob } from './aggregates';
import { bookedVsUsed, bookedVsUsedSchema } from './booked-vs-used';
import * as schedules from './schedules';
import * as schemas from './schemas';
import * as service from './service';
import type { RevenueGroup } from './revenue-repository';

const sendCsv = (reply: FastifyReply, name: string, stream: Readable) =>
  reply.type('text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${name}.csv"`).send(stream);

/** Reports (DESIGN §8): each list also answers as CSV at its path + /csv with the same query. */
export const reportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const owner = { access: 'org', resource: 'reports', action: 'view' } as const;
  const fleet = { access: 'org', resource: 'assetReports', action: 'view' } as const;
  const platform = { access: 'org', resource: 'platformReports', action: 'view' } as const;
  const money = { access: 'org', resource: 'reconciliation', action: 'view' } as const;

  app.get('/reports/dashboard', { schema: schemas.dashboardSchema, config: owner }, async (request) =>
    service.dashboard(app.db, await currentOrg(request), request.query.days ?? 30),
  );

  app.get('/reports/parkingLots', { schema: schemas.lotReportSchema, config: owner }, async (request) =>
    service.lotReport(app.db, await currentOrg(request), request.query),
  );
  app.get('/reports/parkingLots/csv', { schema: schemas.lotReportCsvSchema, config: owner }, async (request, reply) =>
    sendCsv(reply, 'parking-lot-report', await service.lotReportCsv(app.db, await currentOrg(request), request.query)),
  );
  app.get('/reports/parkingLots/:parkingLotId/occupancy', { schema: schemas.occupancySchema, config: owner }, async (request) =>
    service.lotOccupancy(app.db, await currentOrg(request), request.params.parkingLotId, request.query),
  );

  app.get('/reports/parkingLots/:parkingLotId/bookedVsUsed', { schema: bookedVsUsedSchema, config: owner }, async (request) =>
    bookedVsUsed(app.db, await currentOrg(request), request.params.parkingLotId, request.query),
  );

  app.get('/reports/assets', { schema: schemas.assetReportSchema, config: fleet }, async (request) =>
    service.assetReport(app.db, await currentOrg(request), request.query),
  );
  app.get('/reports/assets/csv', { schema: schemas.assetReportCsvSchema, config: fleet }, async (request, reply) =>
    sendCsv(reply, 'asset-report', await service.assetReportCsv(app.db, await currentOrg(request), request.query)),
  );

  app.get('/reports/drivers', { schema: schemas.driverReportSchema, config: platform }, async (request) =>
    service.driverReport(app.db, await currentOrg(request), request.query),
  );
  app.get('/reports/drivers/csv', { schema: schemas.driverReportCsvSchema, config: platform }, async (request, reply) =>
    sendCsv(reply, 'drivers-report', await service.driverReportCsv(app.db, await currentOrg(request), request.query)),
  );

  app.get('/reports/revenue', { schema: schemas.revenueSchema, config: platform }, async (request) =>
    service.revenue(app.db, await currentOrg(request), { ...request.query, groupBy: request.query.groupBy as RevenueGroup | undefined }),
  );
  app.get('/reports/revenue/csv', { schema: schemas.revenueCsvSchema, config: platform }, async (request, reply) =>
    sendCsv(
      reply,
      'revenue-report',
      await service.revenueCsv(app.db, await currentOrg(request), { ...request.query, groupBy: request.query.groupBy as RevenueGroup | undefined }),
    ),
  );

  app.get('/reports/reconciliation', { schema: schemas.reconciliationSchema, config: money }, async (request) =>
    service.reconciliation(app.db, await currentOrg(request), request.query),
  );
  app.get('/reports/reconciliation/bookings', { schema: schemas.reconciliationBookingsSchema, config: money }, async (request) =>
    service.reconciliationBookings(app.db, await currentOrg(request), request.query),
  );
  app.get('/reports/reconciliation/csv', { schema: schemas.reconciliationCsvSchema, config: money }, async (request, reply) =>
    sendCsv(reply, 'reconciliation', await service.reconciliationCsv(app.db, await currentOrg(request), request.query)),
  );

  const scheduling = (action: 'view' | 'create' | 'delete') => ({ access: 'org', resource: 'reportSchedules', action }) as const;
  app.scheduler.register(schedules.reportScheduleJob(app.mailer, app.config.publicUrl));
  app.scheduler.register(reportSettleJob);
  app.get('/reportSchedules', { schema: schemas.listSchedulesSchema, config: scheduling('view') }, async (request) =>
    schedules.listSchedules(app.db, await currentOrg(request)),
  );
  app.post('/reportSchedules', { schema: schemas.createScheduleSchema, config: scheduling('create') }, async (request, reply) => {
    const language = (request.body.language as Language | undefined) ?? requestLanguage(request.headers['accept-language']) ?? DEFAULT_LANGUAGE;
    const body = { ...request.body, language };
    const schedule = await schedules.createSchedule(app.db, await currentOrg(request), permissionContext(request), requireAuth(request).userId, body);
    return reply.code(201).send(schedule);
  });
  app.delete('/reportSchedules/:scheduleId', { schema: schemas.deleteScheduleSchema, config: scheduling('delete') }, async (request, reply) => {
    await schedules.deleteSchedule(app.db, await currentOrg(request), request.params.scheduleId);
    return reply.code(204).send(null);
  });
  // Public: the link in the mail is followed without signing in; the random token is the credential.
  // Following it only asks (scanners and previews follow links); the POST unsubscribes, as the
  // page's button and a mail client's one-click button (RFC 8058) send it.
  const wantsHtml = (accept: string | undefined) => accept?.includes('text/html') === true;
  app.get('/reportSchedules/unsubscribe', { schema: schemas.unsubscribeQuestionSchema, config: { access: 'public' } }, async (request, reply) => {
    const { language, unsubscribed } = await schedules.subscriptionOf(app.db, request.query.token);
    // A browser reads the question (or that it is done) in the mail's language; a client asking JSON gets the state.
    // (The schema types the JSON answer; a string is sent as it is, unserialised.)
    if (wantsHtml(request.headers.accept)) {
      const html = unsubscribed ? unsubscribedPage(language) : unsubscribeQuestionPage(language, request.query.token);
      return reply.type('text/html; charset=utf-8').send(html as never);
    }
    return { unsubscribed };
  });
  // RFC 8058 posts List-Unsubscribe=One-Click as a form; the token in the address is what counts.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
  app.post('/reportSchedules/unsubscribe', { schema: schemas.unsubscribeSchema, config: { access: 'public' } }, async (request, reply) => {
    const language = await schedules.unsubscribe(app.db, request.query.token);
    if (wantsHtml(request.headers.accept)) return reply.type('text/html; charset=utf-8').send(unsubscribedPage(language) as never);
    return { unsubscribed: true };
  });
};
