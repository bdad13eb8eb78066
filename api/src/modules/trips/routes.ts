import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import * as trips from '@haulstop/shared/contracts/trips';
import { registerEndpoint } from '../../lib/register-endpoint';
import { currentOrg } from '../../plugins/app/authorization';
import * as service from './service';
import { createOutboxSmsSender } from './sms';

/**
 * The driver's trip (DESIGN §10): public by its token, no sign-in. An unknown, revoked or ended
 * token is 404; the routes are held to the per-address limit every route has.
 */
export const tripRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const sms = createOutboxSmsSender(app.config.dataDir);
  app.scheduler.register(
    service.tripLinkJob({ consoleUrl: app.config.consoleUrl, mailer: app.mailer, sms, log: (error) => app.log.error({ err: error }, 'trip link not sent') }),
  );
  registerEndpoint(app, trips.getTrip, async (request) => service.getTrip(app.db, request.params.token));
  registerEndpoint(app, trips.checkInTrip, async (request) => service.reportAtGate(app.db, request.params.token, 'CHECK_IN'));
  registerEndpoint(app, trips.checkOutTrip, async (request) => service.reportAtGate(app.db, request.params.token, 'CHECK_OUT'));
  registerEndpoint(app, trips.requestTripExtension, async (request) =>
    service.requestExtension(
      app.db,
      app.paymentGateway,
      app.mailer,
      app.config.consoleUrl,
      request.params.token,
      request.body.duration,
      request.headers['idempotency-key'],
    ),
  );
  registerEndpoint(app, trips.getTripSettings, async (request) => service.getTripSettings(app.db, await currentOrg(request)));
  registerEndpoint(app, trips.saveTripSettings, async (request) => service.saveTripSettings(app.db, await currentOrg(request), request.body));
};
