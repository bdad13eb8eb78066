import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

/**
 * Security headers; the docs UI sets its own CSP for its static assets (swagger plugin). No
 * `upgrade-insecure-requests`: locally the API is plain HTTP, and upgraded asset URLs would fail.
 */
export const helmetPlugin = fp(
  async (app) => {
    await app.register(helmet, { global: true, contentSecurityPolicy: { directives: { upgradeInsecureRequests: null } } });
  },
  { name: 'helmet' },
);
