import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Job } from '../../jobs/scheduler';
import { currentOrg } from '../../plugins/app/authorization';
import type { PaymentGateway } from '../payments/gateway';
import { renewSubscriptions } from './billing';
import * as schemas from './schemas';
import * as service from './service';

/** The renewal job: hourly, so a period is billed within the hour it starts. */
export const subscriptionRenewalJob = (gateway: PaymentGateway): Job => ({
  name: 'subscription-renewals',
  everyMs: 60 * 60 * 1000,
  run: (tx, now) => renewSubscriptions(tx, gateway, now),
});

/** Subscription plans (the platform defines them), subscriptions and their renewals. */
export const subscriptionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.scheduler.register(subscriptionRenewalJob(app.paymentGateway));

  app.get(
    '/subscriptionPlans',
    { schema: schemas.listPlansSchema, config: { access: 'org', resource: 'subscriptionPlans', action: 'view' } },
    async (request) => service.listPlans(app.db, await currentOrg(request), request.query),
  );
  app.post(
    '/subscriptionPlans',
    { schema: schemas.createPlanSchema, config: { access: 'platform', resource: 'subscriptionPlans', action: 'create' } },
    async (request, reply) => reply.code(201).send(await service.createPlan(app.db, request.body)),
  );
  app.put(
    '/subscriptionPlans/:planId',
    { schema: schemas.updatePlanSchema, config: { access: 'platform', resource: 'subscriptionPlans', action: 'edit' } },
    async (request) => service.updatePlan(app.db, request.params.planId, request.body),
  );

  app.get(
    '/subscriptions',
    { schema: schemas.listSubscriptionsSchema, config: { access: 'org', resource: 'subscriptions', action: 'view' } },
    async (request) => service.listSubscriptions(app.db, await currentOrg(request), request.query),
  );
  app.post(
    '/subscriptions',
    { schema: schemas.subscribeSchema, config: { access: 'org', resource: 'subscriptions', action: 'create' } },
    async (request, reply) => {
      const answer = await service.subscribe(app.db, app.paymentGateway, await currentOrg(request), request.body, request.headers['idempotency-key']);
      return reply.code(201).send(answer.body);
    },
  );
  app.post(
    '/subscriptions/:subscriptionId/cancel',
    { schema: schemas.cancelSchema, config: { access: 'org', resource: 'subscriptions', action: 'delete' } },
    async (request) => service.cancel(app.db, await currentOrg(request), request.params.subscriptionId),
  );
  app.post(
    '/subscriptions/:subscriptionId/retry',
    { schema: schemas.retrySchema, config: { access: 'org', resource: 'subscriptions', action: 'edit' } },
    async (request) => {
      const answer = await service.retry(
        app.db,
        app.paymentGateway,
        await currentOrg(request),
        request.params.subscriptionId,
        request.body ?? {},
        request.headers['idempotency-key'],
      );
      return answer.body;
    },
  );
};
