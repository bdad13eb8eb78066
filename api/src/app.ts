import http from 'node:http';
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { AppConfig } from './config/env';
import type { Db } from './db/db';
import { schemaErrorFormatter, validatorCompiler } from './lib/validation';
import { configPlugin } from './plugins/external/config';
import { compressPlugin } from './plugins/external/compress';
import { corsPlugin } from './plugins/external/cors';
import { dbPlugin } from './plugins/external/db';
import { helmetPlugin } from './plugins/external/helmet';
import { rateLimitPlugin } from './plugins/external/rate-limit';
import { swaggerPlugin } from './plugins/external/swagger';
import { authenticationPlugin } from './plugins/app/authentication';
import { authorizationPlugin } from './plugins/app/authorization';
import { clientErrorHandler, errorEnvelopePlugin, frameworkErrors } from './plugins/app/error-envelope';
import { inputGuardPlugin } from './plugins/app/input-guard';
import { mailerPlugin } from './plugins/app/mailer';
import { paymentGatewayPlugin } from './plugins/app/payment-gateway';
import type { PaymentGateway } from './modules/payments/gateway';
import { schedulerPlugin } from './plugins/app/scheduler';
import { authRoutes } from './modules/auth/routes';
import { accessCodeRoutes } from './modules/access-codes/routes';
import { gateRoutes } from './modules/gate/routes';
import { tripRoutes } from './modules/trips/routes';
import { availabilityRoutes } from './modules/availability/routes';
import { publicAvailabilityRoutes } from './modules/availability/public-routes';
import { placeRoutes } from './modules/places/routes';
import { finAiRoutes } from './modules/finai/routes';
import { discountCodeRoutes } from './modules/discount-codes/routes';
import { organizationProfileRoutes } from './modules/organization-profile/routes';
import { availabilityFeedPlugin } from './plugins/app/availability-feed';
import { billingRoutes } from './modules/billing/routes';
import { bookingRoutes } from './modules/booking/routes';
import { paymentMethodRoutes } from './modules/payment-methods/routes';
import { catalogRoutes } from './modules/catalog/routes';
import { dashboardRoutes } from './modules/dashboard/routes';
import { fileRoutes } from './modules/files/routes';
import { fleetRoutes } from './modules/fleet/routes';
import { carrierNetworkRoutes } from './modules/carrier-network/routes';
import { healthRoutes } from './modules/health/routes';
import { lotRoutes } from './modules/lots/routes';
import { organizationRoutes } from './modules/organizations/routes';
import { reservationRoutes } from './modules/reservations/routes';
import { reportRoutes } from './modules/reports/routes';
import { signupRoutes } from './modules/signup/routes';
import { statementRoutes } from './modules/statements/routes';
import { discountInvoiceRoutes } from './modules/discount-invoices/routes';
import { userRoutes } from './modules/users/routes';
import { subscriptionRoutes } from './modules/subscriptions/routes';
import { salesAgentRoutes } from './modules/sales-agents/routes';
import { remoteVersionRoutes } from './modules/remote-versions/routes';
import { apiKeyRoutes } from './modules/api-keys/routes';
import { webhookRoutes } from './modules/webhooks/routes';

export interface BuildAppOptions {
  config: AppConfig;
  /** An open database (already migrated); when absent the app opens one from the config and closes it on close. */
  db?: Db;
  logger?: FastifyServerOptions['logger'];
  /** The payment gateway; the built-in sandbox when absent. */
  paymentGateway?: PaymentGateway;
}

/** Fastify's own keep-alive for idle connections (its default, longer than proxies' usual 60 s). */
const FASTIFY_KEEP_ALIVE_MS = 72_000;

/**
 * Builds the API: external plugins (config, db, security headers, CORS, rate limit, docs), then
 * the app plugins (error envelope, authentication), then one route plugin per domain under /api.
 */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const timeoutMs = config.requestTimeoutSeconds * 1000;
  const app = Fastify({
    // API keys and access tokens never reach the log, whatever a log line includes.
    logger: options.logger ?? { level: config.logLevel, redact: ['req.headers.authorization', 'headers.authorization', 'request.headers.authorization'] },
    // Successful requests are not logged (two lines each cost more than the work at load); the
    // error envelope logs refusals and failures, the onResponse hook below slow answers.
    logController: new LogController({ disableRequestLogging: true }),
    // X-Forwarded-For is believed only from configured proxies; anyone else could forge it to
    // dodge the login limits or to lock others out.
    trustProxy: config.trustedProxies.length ? config.trustedProxies : false,
    bodyLimit: 1024 * 1024,
    routerOptions: { maxParamLength: 100 },
    // A client that announces a body and stalls must not hold a connection forever.
    serverFactory: (handler) => {
      const server = http.createServer(
        {
          requestTimeout: timeoutMs,
          headersTimeout: Math.min(timeoutMs, 20000),
          connectionsCheckingInterval: Math.min(timeoutMs, 5000),
          // Node would answer a missing Host with a bare 400 and no body: the input guard answers it with the envelope.
          requireHostHeader: false,
        },
        handler,
      );
      // What Fastify sets on a server it makes, and skips for one a factory makes. Without it an
      // idle keep-alive connection closed after Node's 5 s, and a client reusing it at that moment
      // got a reset (ECONNRESET: an e2e request to the API did, under load).
      server.keepAliveTimeout = FASTIFY_KEEP_ALIVE_MS;
      return server;
    },
    connectionTimeout: timeoutMs * 2,
    frameworkErrors,
    clientErrorHandler,
    schemaErrorFormatter,
  }).withTypeProvider<TypeBoxTypeProvider>();
  app.setValidatorCompiler(validatorCompiler());

  await app.register(configPlugin, { config: options.config });
  await app.register(dbPlugin, { db: options.db });
  await app.register(helmetPlugin);
  await app.register(corsPlugin);
  await app.register(compressPlugin);
  await app.register(rateLimitPlugin);
  await app.register(swaggerPlugin);

  await app.register(errorEnvelopePlugin);
  await app.register(inputGuardPlugin);
  await app.register(authenticationPlugin);
  await app.register(authorizationPlugin);
  await app.register(mailerPlugin);
  await app.register(paymentGatewayPlugin, { gateway: options.paymentGateway });
  await app.register(schedulerPlugin);
  await app.register(availabilityFeedPlugin);

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(authRoutes);
      await api.register(userRoutes);
      await api.register(organizationRoutes);
      await api.register(organizationProfileRoutes);
      await api.register(lotRoutes);
      await api.register(catalogRoutes);
      await api.register(availabilityRoutes);
      await api.register(publicAvailabilityRoutes);
      await api.register(placeRoutes);
      await api.register(accessCodeRoutes);
      await api.register(discountCodeRoutes);
      await api.register(reservationRoutes);
      await api.register(bookingRoutes);
      await api.register(paymentMethodRoutes);
      await api.register(billingRoutes);
      await api.register(finAiRoutes);
      await api.register(dashboardRoutes);
      await api.register(fileRoutes);
      await api.register(fleetRoutes);
      await api.register(carrierNetworkRoutes);
      await api.register(signupRoutes);
      await api.register(statementRoutes);
      await api.register(discountInvoiceRoutes);
      await api.register(subscriptionRoutes);
      await api.register(salesAgentRoutes);
      await api.register(remoteVersionRoutes);
      await api.register(reportRoutes);
      await api.register(apiKeyRoutes);
      await api.register(webhookRoutes);
      await api.register(gateRoutes);
      await api.register(tripRoutes);
    },
    { prefix: '/api' },
  );

  // A callback hook: an async one would cost every answer a promise.
  app.addHook('onResponse', (request, reply, done) => {
    if (reply.elapsedTime > 1000) request.log.warn({ url: request.url, ms: Math.round(reply.elapsedTime) }, 'slow request');
    done();
  });

  await app.ready();
  return app;
}
