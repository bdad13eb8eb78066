import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import * as reservations from '@haulstop/shared/contracts/reservations';
import { currentOrg, permissionContext, readWithCallerCheck } from '../../plugins/app/authorization';
import { sendAttachment } from '../../lib/attachment';
import { registerEndpoint } from '../../lib/register-endpoint';
import { getBooking } from '../booking/service';
import * as service from './service';
import { languageOf } from '../../lib/i18n';
import { sendJsonText } from '../../lib/json-sql';

export const reservationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // The console's most frequent read: the caller's check rides in the page's statement (one round
  // trip), and PostgreSQL writes the answer's JSON (the Reservation schema's fields, as the serializer would).
  registerEndpoint(app, reservations.listReservations, async (request, reply) => {
    const page = await readWithCallerCheck(
      request,
      async (check) => service.reservationsPageJson(app.db, await currentOrg(request), request.query, check),
      (json) => json === null,
    );
    // Read without a check (the caller was just read), the page is always there.
    return sendJsonText(reply, page!);
  });

  registerEndpoint(app, reservations.exportReservationsCsv, async (request, reply) =>
    sendAttachment(reply, 'reservations.csv', await service.reservationsCsv(app.db, await currentOrg(request), request.query, languageOf(request))),
  );

  registerEndpoint(app, reservations.getReservationPdf, async (request, reply) => {
    const booking = await getBooking(app.db, await currentOrg(request), request.params.reservationId);
    return sendAttachment(reply, `reservation-${booking.reservationId}.pdf`, await service.reservationPdf(booking, languageOf(request)));
  });

  registerEndpoint(app, reservations.listReservationCompanies, async (request) =>
    service.companyNames(app.db, await currentOrg(request), permissionContext(request), request.query.saasOrgId),
  );
};
