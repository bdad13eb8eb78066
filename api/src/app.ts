import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { AppConfig } from './config/env';
import type { Db } from './db/db';
import { schemaErrorFormatter, validatorCompiler } from './lib/validation';
import { configPlugin } from './plugins/external/config';
import { corsPlugin } from './plugins/external/cors';
import { dbPlugin } from './plugins/external/db';
import { helmetPlugin } from './plugins/external/helmet';
import { rateLimitPlugin } from './plugins/external/rate-limit';
import { swaggerPlugin } from './plugins/external/swagger';
import { authenticationPlugin } from './plugins/app/authentication';
import { errorEnvelopePlugin } from './plugins/app/error-envelope';
import { authRoutes } from './modules/auth/routes';
import { billingRoutes } from './modules/billing/routes';
import { dashboardRoutes } from './modules/dashboard/routes';
import { fileRoutes } from './modules/files/routes';
import { healthRoutes } from './modules/health/routes';
import { lotRoutes } from './modules/lots/routes';
import { organizationRoutes } from './modules/organizations/routes';
import { reservationRoutes } from './modules/reservations/routes';
import { userRoutes } from './modules/users/routes';

export interface BuildAppOptions {
  config: AppConfig;
  /** An open database (already migrated); when absent the app opens one from the config and closes it on close. */
  db?: Db;
  logger?: FastifyServerOptions['logger'];
}

/**
 * Builds the API: external plugins (config, db, security headers, CORS, rate limit, docs), then
 * the app plugins (error envelope, authentication), then one route plugin per domain under /api.
 */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? { level: options.config.logLevel },
    // Behind a proxy the address comes from X-Forwarded-For; direct clients' from the socket.
    trustProxy: false,
    bodyLimit: 1024 * 1024,
    schemaErrorFormatter,
  }).withTypeProvider<TypeBoxTypeProvider>();
  app.setValidatorCompiler(validatorCompiler());

  await app.register(configPlugin, { config: options.config });
  await app.register(dbPlugin, { db: options.db });
  await app.register(helmetPlugin);
  await app.register(corsPlugin);
  await app.register(rateLimitPlugin);
  await app.register(swaggerPlugin);

  await app.register(errorEnvelopePlugin);
  await app.register(authenticationPlugin);

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(authRoutes);
      await api.register(userRoutes);
      await api.register(organizationRoutes);
      await api.register(lotRoutes);
      await api.register(reservationRoutes);
      await api.register(billingRoutes);
      await api.register(dashboardRoutes);
      await api.register(fileRoutes);
    },
    { prefix: '/api' },
  );

  await app.ready();
  return app;
}
