import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import * as trips from '@haulstop/shared/contracts/trips';
import { registerEndpoint } from '../../lib/register-endpoint';
import { currentOrg } from '../../plugins/app/authorization';
import * as schemas from './schemas';
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
  app.get('/trips/:token', { config: { access: 'public' }, schema: schemas.getTripSchema }, async (request) => service.getTrip(app.db, request.params.token));
  app.post('/trips/:token/checkIn', { config: { access: 'public' }, schema: schemas.reportSchema('in') }, async (request) =>
    service.reportAtGate(app.db, request.params.token, 'CHECK_IN'),
  );
  app.post('/trips/:token/checkOut', { config: { access: 'public' }, schema: schemas.reportSchema('out') }, async (request) =>
    service.reportAtGate(app.db, request.params.token, 'CHECK_OUT'),
  );
  app.post('/trips/:token/extensionRequest', { config: { access: 'public' }, schema: schemas.extensionRequestSchema }, async (request) =>
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
