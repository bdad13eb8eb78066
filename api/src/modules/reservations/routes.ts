import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { currentOrg, permissionContext, readWithCallerCheck } from '../../plugins/app/authorization';
import { getBooking } from '../booking/service';
import * as schemas from './schemas';
import * as service from './service';
import { languageOf } from '../../lib/i18n';

export const reservationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // The console's most frequent read: the caller's check rides in the page's statement (one round trip).
  app.get(
    '/reservations',
    { schema: schemas.listReservationsSchema, config: { access: 'org', resource: 'bookings', action: 'view', foldsCallerCheck: true } },
    async (request) =>
      readWithCallerCheck(
        request,
        async (check) => service.listReservations(app.db, await currentOrg(request), request.query, check),
        (page) => page.content.length === 0,
      ),
  );

  app.get(
    '/reservations/csv',
    { schema: schemas.reservationsCsvSchema, config: { access: 'org', resource: 'bookings', action: 'view' } },
    async (request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="reservations.csv"')
        .send(await service.reservationsCsv(app.db, await currentOrg(request), request.query)),
  );

  app.get(
    '/reservations/:reservationId/pdf',
    { schema: schemas.reservationPdfSchema, config: { access: 'org', resource: 'bookings', action: 'view' } },
    async (request, reply) => {
      const booking = await getBooking(app.db, await currentOrg(request), request.params.reservationId);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="reservation-${booking.reservationId}.pdf"`)
        .send(await service.reservationPdf(booking, languageOf(request)));
    },
  );

  app.get(
    '/reservation/filter/companyNames',
    { schema: schemas.companyNamesSchema, config: { access: 'org', resource: 'bookings', action: 'view' } },
    async (request) => service.companyNames(app.db, await currentOrg(request), permissionContext(request), request.query.saasOrgId),
  );
};
