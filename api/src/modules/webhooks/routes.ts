import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DEFAULT_LANGUAGE } from '@haulstop/shared/constants';
import { requestLanguage } from '../../lib/i18n';
import { currentOrg } from '../../plugins/app/authorization';
import { availabilityWebhookJob } from './availability-events';
import { webhookDeliveryJob } from './delivery';
import * as schemas from './schemas';
import * as service from './service';

/** Webhook endpoints and their delivery log (DESIGN §8); the delivery job runs on the scheduler. */
export const webhookRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.scheduler.register(webhookDeliveryJob({ db: app.db, config: app.config, mailer: app.mailer, log: app.log }));
  app.scheduler.register(availabilityWebhookJob());

  app.get('/webhooks/endpoints', { schema: schemas.listEndpointsSchema, config: { access: 'org', resource: 'webhooks', action: 'view' } }, async (request) =>
    service.listEndpoints(app.db, await currentOrg(request)),
  );
  app.post(
    '/webhooks/endpoints',
    { schema: schemas.createEndpointSchema, config: { access: 'org', resource: 'webhooks', action: 'create' } },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await service.createEndpoint(
            app.db,
            app.config,
            await currentOrg(request),
            request.body,
            requestLanguage(request.headers['accept-language']) ?? DEFAULT_LANGUAGE,
          ),
        ),
  );
  app.put(
    '/webhooks/endpoints/:endpointId',
    { schema: schemas.updateEndpointSchema, config: { access: 'org', resource: 'webhooks', action: 'edit' } },
    async (request) => service.updateEndpoint(app.db, app.config, await currentOrg(request), request.params.endpointId, request.body),
  );
  app.delete(
    '/webhooks/endpoints/:endpointId',
    { schema: schemas.deleteEndpointSchema, config: { access: 'org', resource: 'webhooks', action: 'delete' } },
    async (request, reply) => {
      await service.deleteEndpoint(app.db, await currentOrg(request), request.params.endpointId);
      return reply.code(204).send(null);
    },
  );
  app.post(
    '/webhooks/endpoints/:endpointId/rotateSecret',
    { schema: schemas.rotateSecretSchema, config: { access: 'org', resource: 'webhooks', action: 'edit' } },
    async (request) => service.rotateSecret(app.db, await currentOrg(request), request.params.endpointId),
  );
  app.post(
    '/webhooks/endpoints/:endpointId/test',
    { schema: schemas.testEndpointSchema, config: { access: 'org', resource: 'webhooks', action: 'edit' } },
    async (request, reply) =>
      reply.code(202).send(await service.sendTestEvent(app.db, await currentOrg(request), request.params.endpointId, request.body?.eventType)),
  );
  app.get('/webhooks/deliveries', { schema: schemas.listDeliveriesSchema, config: { access: 'org', resource: 'webhooks', action: 'view' } }, async (request) =>
    service.listDeliveries(app.db, await currentOrg(request), request.query),
  );
  app.post(
    '/webhooks/deliveries/:deliveryId/redeliver',
    { schema: schemas.redeliverSchema, config: { access: 'org', resource: 'webhooks', action: 'edit' } },
    async (request, reply) => {
      await service.redeliver(app.db, await currentOrg(request), request.params.deliveryId);
      return reply.code(202).send(null);
    },
  );
};
