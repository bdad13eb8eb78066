import fastifyHelmet from '@fastify/helmet';
import fp from 'fastify-plugin';
import helmet from 'helmet';

/**
 * Security headers; the docs UI sets its own CSP for its static assets (swagger plugin). No
 * `upgrade-insecure-requests`: locally the API is plain HTTP, and upgraded asset URLs would fail.
 */
const OPTIONS = { contentSecurityPolicy: { directives: { upgradeInsecureRequests: null } } };

/**
 * The same headers on every answer, from one helmet middleware built at start: registered global,
 * @fastify/helmet builds it (and parses the CSP) anew for every request. It stays registered for
 * `reply.helmet()` and for a route that would declare helmet options of its own.
 */
export const helmetPlugin = fp(
  async (app) => {
    await app.register(fastifyHelmet, { global: false, ...OPTIONS });
    const headers = helmet(OPTIONS);
    app.addHook('onRequest', (request, reply, done) => {
      if ((request.routeOptions.config as { helmet?: unknown }).helmet !== undefined) return done();
      headers(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
    });
  },
  { name: 'helmet' },
);
