import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { requireAuth } from '../../plugins/app/authentication';
import { currentOrg, permissionContext } from '../../plugins/app/authorization';
import { bookingJobs } from './jobs';
import * as schemas from './schemas';
import * as changes from './changes';
import { gateActorOf } from '../gate/service';
import { checkGateCode } from './gate';
import * as service from './service';
import type { BookingCaller, BookingChange } from './service';
import { fleetOrganizations } from './fleet-booking';

export const bookingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  for (const job of bookingJobs(app.db, app.paymentGateway, app.mailer)) app.scheduler.register(job);

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

  /** The caller of a booking change: its organisation, what canAccess reads of it there, and the user. */
  const callerOf = async (request: FastifyRequest): Promise<BookingCaller> => ({
    ...(await currentOrg(request)),
    ctx: permissionContext(request),
    userId: requireAuth(request).userId,
  });

  /** The one shape of the booking changes' routes: the change is the only thing that differs. */
  const changeHandler =
    <Body>(change: BookingChange<Body>) =>
    async (request: FastifyRequest & { params: { reservationId: number }; body: Body; headers: { 'idempotency-key'?: string } }) =>
      (await change(app.db, app.paymentGateway, await callerOf(request), request.params.reservationId, request.body, request.headers['idempotency-key'])).body;

  app.post(
    '/reservations/:reservationId/cancel',
    { schema: schemas.cancelBookingSchema, config: { access: 'org', resource: 'bookings', action: 'delete' } },
    changeHandler(changes.cancelBooking),
  );

  app.post(
    '/reservations/:reservationId/extend',
    { schema: schemas.extendBookingSchema, config: { access: 'org', resource: 'bookings', action: 'edit' } },
    changeHandler(changes.extendBooking),
  );

  // A read (the price before the customer confirms), so no Idempotency-Key; allowed to whoever may extend.
  app.post(
    '/reservations/:reservationId/extend/quote',
    { schema: schemas.quoteExtensionSchema, config: { access: 'org', resource: 'bookings', action: 'edit' } },
    async (request) => changes.quoteExtension(app.db, await callerOf(request), request.params.reservationId, request.body.duration),
  );

  app.post(
    '/reservations/:reservationId/paymentRetry',
    { schema: schemas.retryPaymentSchema, config: { access: 'org', resource: 'bookings', action: 'edit' } },
    changeHandler(service.retryPayment),
  );

  app.post(
    '/parkingLots/:parkingLotId/gateCheck',
    { schema: schemas.gateCheckSchema, config: { access: 'org', resource: 'accessCodes', action: 'view' } },
    async (request) => checkGateCode(app.db, await currentOrg(request), gateActorOf(requireAuth(request)), request.params.parkingLotId, request.body.code),
  );
};
