import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import type { EndpointBody } from '@haulstop/shared/contracts/endpoint';
import * as booking from '@haulstop/shared/contracts/bookings';
import { registerEndpoint } from '../../lib/register-endpoint';
import { requireAuth } from '../../plugins/app/authentication';
import { currentOrg, permissionContext } from '../../plugins/app/authorization';
import { bookingJobs } from './jobs';
import * as changes from './changes';
import { gateActorOf } from '../gate/service';
import { checkGateCode } from './gate';
import * as service from './service';
import type { BookingCaller, BookingChange } from './service';
import { fleetOrganizations } from './fleet-booking';

/** The booking changes that share one route shape: the caller, the booking, the body and the Idempotency-Key. */
type ChangeDefinition = typeof booking.cancelBooking | typeof booking.extendBooking | typeof booking.retryBookingPayment;

export const bookingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  for (const job of bookingJobs(app.db, app.paymentGateway, app.mailer)) app.scheduler.register(job);

  // Only successful bookings are stored under a key (a refusal rolls back), so a replay is a 201 too.
  registerEndpoint(
    app,
    booking.createBooking,
    async (request) =>
      (await service.createBooking(app.db, app.paymentGateway, await currentOrg(request), request.body, request.headers['idempotency-key'])).body,
  );

  // Registered before /reservations/:reservationId's POSTs; a read, so no Idempotency-Key.
  registerEndpoint(app, booking.quoteBooking, async (request) => service.quoteBooking(app.db, request.body));

  registerEndpoint(app, booking.listFleetOrganizations, async () => fleetOrganizations(app.db));

  registerEndpoint(app, booking.getBooking, async (request) => service.getBooking(app.db, await currentOrg(request), request.params.reservationId));

  /** The caller of a booking change: its organisation, what canAccess reads of it there, and the user. */
  const callerOf = async (request: FastifyRequest): Promise<BookingCaller> => ({
    ...(await currentOrg(request)),
    ctx: permissionContext(request),
    userId: requireAuth(request).userId,
  });

  /** The one shape of the booking changes' routes: the change is the only thing that differs. */
  const registerChange = <D extends ChangeDefinition>(definition: D, change: BookingChange<EndpointBody<D>>) =>
    registerEndpoint<ChangeDefinition>(
      app,
      definition,
      async (request) =>
        (
          await change(
            app.db,
            app.paymentGateway,
            await callerOf(request),
            request.params.reservationId,
            request.body as EndpointBody<D>,
            request.headers['idempotency-key'],
          )
        ).body,
    );

  registerChange(booking.cancelBooking, changes.cancelBooking);
  registerChange(booking.extendBooking, changes.extendBooking);

  // A read (the price before the customer confirms), so no Idempotency-Key; allowed to whoever may extend.
  registerEndpoint(app, booking.quoteExtension, async (request) =>
    changes.quoteExtension(app.db, await callerOf(request), request.params.reservationId, request.body.duration),
  );

  registerChange(booking.retryBookingPayment, service.retryPayment);

  registerEndpoint(app, booking.checkGateCode, async (request) =>
    checkGateCode(app.db, await currentOrg(request), gateActorOf(requireAuth(request)), request.params.parkingLotId, request.body.code),
  );
};
