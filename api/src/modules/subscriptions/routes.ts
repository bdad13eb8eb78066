import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import * as subscriptions from '@haulstop/shared/contracts/subscriptions';
import type { Job } from '../../jobs/scheduler';
import { registerEndpoint } from '../../lib/register-endpoint';
import { currentOrg } from '../../plugins/app/authorization';
import type { PaymentGateway } from '../payments/gateway';
import { renewSubscriptions } from './billing';
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

  registerEndpoint(app, subscriptions.listSubscriptionPlans, async (request) => service.listPlans(app.db, await currentOrg(request), request.query));
  registerEndpoint(app, subscriptions.createSubscriptionPlan, async (request) => service.createPlan(app.db, request.body));
  registerEndpoint(app, subscriptions.updateSubscriptionPlan, async (request) => service.updatePlan(app.db, request.params.planId, request.body));

  registerEndpoint(app, subscriptions.listSubscriptions, async (request) => service.listSubscriptions(app.db, await currentOrg(request), request.query));
  registerEndpoint(app, subscriptions.createSubscription, async (request) => {
    const answer = await service.subscribe(app.db, app.paymentGateway, await currentOrg(request), request.body, request.headers['idempotency-key']);
    return answer.body;
  });
  registerEndpoint(app, subscriptions.cancelSubscription, async (request) => service.cancel(app.db, await currentOrg(request), request.params.subscriptionId));
  registerEndpoint(app, subscriptions.retrySubscription, async (request) => {
    const answer = await service.retry(
      app.db,
      app.paymentGateway,
      await currentOrg(request),
      request.params.subscriptionId,
      // A retry sent without a body charges the card on file.
      request.body ?? {},
      request.headers['idempotency-key'],
    );
    return answer.body;
  });
};
