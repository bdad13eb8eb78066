import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DEFAULT_LANGUAGE } from '@haulstop/shared/constants';
import * as webhooks from '@haulstop/shared/contracts/webhooks';
import { requestLanguage } from '../../lib/i18n';
import { registerEndpoint } from '../../lib/register-endpoint';
import { currentOrg } from '../../plugins/app/authorization';
import { availabilityWebhookJob } from './availability-events';
import { webhookDeliveryJob } from './delivery';
import * as service from './service';

/**
 * Webhook endpoints and their delivery log (DESIGN §8), from their definitions
 * (@haulstop/shared/contracts/webhooks); the delivery job runs on the scheduler.
 */
export const webhookRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.scheduler.register(webhookDeliveryJob({ db: app.db, config: app.config, mailer: app.mailer, log: app.log }));
  app.scheduler.register(availabilityWebhookJob());

  registerEndpoint(app, webhooks.listWebhookEndpoints, async (request) => service.listEndpoints(app.db, await currentOrg(request)));
  // The maker's language is the endpoint's: its disabled-endpoint mail is written in it.
  registerEndpoint(app, webhooks.createWebhookEndpoint, async (request) =>
    service.createEndpoint(
      app.db,
      app.config,
      await currentOrg(request),
      request.body,
      requestLanguage(request.headers['accept-language']) ?? DEFAULT_LANGUAGE,
    ),
  );
  registerEndpoint(app, webhooks.updateWebhookEndpoint, async (request) =>
    service.updateEndpoint(app.db, app.config, await currentOrg(request), request.params.endpointId, request.body),
  );
  registerEndpoint(app, webhooks.deleteWebhookEndpoint, async (request) => {
    await service.deleteEndpoint(app.db, await currentOrg(request), request.params.endpointId);
  });
  registerEndpoint(app, webhooks.rotateWebhookSecret, async (request) => service.rotateSecret(app.db, await currentOrg(request), request.params.endpointId));
  registerEndpoint(app, webhooks.sendWebhookTest, async (request) =>
    service.sendTestEvent(app.db, await currentOrg(request), request.params.endpointId, request.body?.eventType),
  );
  registerEndpoint(app, webhooks.listWebhookDeliveries, async (request) => service.listDeliveries(app.db, await currentOrg(request), request.query));
  registerEndpoint(app, webhooks.redeliverWebhook, async (request) => {
    await service.redeliver(app.db, await currentOrg(request), request.params.deliveryId);
  });
};
