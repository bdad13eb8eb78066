import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { requireAuth } from '../../plugins/app/authentication';
import { currentOrg, permissionContext } from '../../plugins/app/authorization';
import { bookingJobs } from './jobs';
import * as schemas from './schemas';
import * as changes from './changes';
import { gateActorOf } from '../gate/service';
import { checkGateCode } from './gate';
import * as service from './service';
import { fleetOrganizations } from './fleet-booking';

export const bookingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  for (const job of bookingJobs(app.db, app.paymentGateway)) app.scheduler.register(job);

  app.post(
    '/reservations',
    { schema: schemas.createBookingSchema, config: { access: 'org', resource: 'bookings', action: 'create' } },
    async (request, reply) => {
      const answer = await service.createBooking(app.db, app.paymentGateway, await currentOrg(request), request.body, request.headers['idempotency-key']);
      // Only successful bookings are stored under a key (a refusal rolls back), so a replay is a 201 too.
      return reply.code(201).send(answer.body);
    },
  );

  // Registered before /reservations/:reservationId's POSTs; a read, so no Idempotency-Key.
  app.post('/reservations/quote', { schema: schemas.quoteBookingSchema, config: { access: 'org', resource: 'bookings', action: 'create' } }, async (request) =>
    service.quoteBooking(app.db, request.body),
  );

  app.get(
    '/reservations/fleetOrganizations',
    { schema: schemas.fleetOrganizationsSchema, config: { access: 'org', resource: 'fleetBookings', action: 'view' } },
    async () => fleetOrganizations(app.db),
  );

  app.get(
    '/reservations/:reservationId',
    { schema: schemas.getBookingSchema, config: { access: 'org', resource: 'bookings', action: 'view' } },
    async (request) => service.getBooking(app.db, await currentOrg(request), request.params.reservationId),
  );

  app.post(
    '/reservations/:reservationId/cancel',
    { schema: schemas.cancelBookingSchema, config: { access: 'org', resource: 'bookings', action: 'delete' } },
    async (request) => {
      const org = { ...(await currentOrg(request)), ctx: permissionContext(request) };
      const answer = await changes.cancelBooking(
        app.db,
        app.paymentGateway,
        org,
        request.params.reservationId,
        request.body?.entrySnos,
        request.headers['idempotency-key'],
      );
      return answer.body;
    },
  );

  app.post(
    '/reservations/:reservationId/extend',
    { schema: schemas.extendBookingSchema, config: { access: 'org', resource: 'bookings', action: 'edit' } },
    async (request) => {
      const org = { ...(await currentOrg(request)), ctx: permissionContext(request) };
      const answer = await changes.extendBooking(
        app.db,
        app.paymentGateway,
        org,
        request.params.reservationId,
        request.body,
        request.headers['idempotency-key'],
        requireAuth(request).userId,
      );
      return answer.body;
    },
  );

  // A read (the price before the customer confirms), so no Idempotency-Key; allowed to whoever may extend.
  app.post(
    '/reservations/:reservationId/extend/quote',
    { schema: schemas.quoteExtensionSchema, config: { access: 'org', resource: 'bookings', action: 'edit' } },
    async (request) =>
      changes.quoteExtension(app.db, { ...(await currentOrg(request)), ctx: permissionContext(request) }, request.params.reservationId, request.body.duration),
  );

  app.post(
    '/reservations/:reservationId/paymentRetry',
    { schema: schemas.retryPaymentSchema, config: { access: 'org', resource: 'bookings', action: 'edit' } },
    async (request) => {
      const org = { ...(await currentOrg(request)), ctx: permissionContext(request) };
      const answer = await service.retryPayment(
        app.db,
        app.paymentGateway,
        org,
        request.params.reservationId,
        request.body,
        request.headers['idempotency-key'],
      );
      return answer.body;
    },
  );

  app.post(
    '/parkingLots/:parkingLotId/gateCheck',
    { schema: schemas.gateCheckSchema, config: { access: 'org', resource: 'accessCodes', action: 'view' } },
    async (request) => checkGateCode(app.db, await currentOrg(request), gateActorOf(requireAuth(request)), request.params.parkingLotId, request.body.code),
  );
};
