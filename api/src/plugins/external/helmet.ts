import type { IncomingMessage, ServerResponse } from 'node:http';
import fastifyHelmet from '@fastify/helmet';
import fp from 'fastify-plugin';
import helmet from 'helmet';

/**
 * Security headers; the docs UI sets its own CSP for its static assets (swagger plugin). No
 * `upgrade-insecure-requests`: locally the API is plain HTTP, and upgraded asset URLs would fail.
 */
const OPTIONS = { contentSecurityPolicy: { directives: { upgradeInsecureRequests: null } } };

/**
 * What helmet's middleware does to a response, recorded once: with these options every header is
 * a fixed string (no nonce, no directive read from the request), so running its thirteen
 * middlewares and their `setHeader` checks on every request only repeats the same work (3–7% of a
 * request's CPU in the issue 24 profile). A directive computed per request would need the
 * middleware back.
 */
function recordHeaders(): { set: Record<string, string>; removed: string[] } {
  const set: Record<string, string> = {};
  const removed: string[] = [];
  const response = {
    setHeader: (name: string, value: string) => void (set[name.toLowerCase()] = value),
    removeHeader: (name: string) => void removed.push(name),
  };
  let failed: unknown;
  helmet(OPTIONS)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => void (failed = error));
  if (failed) throw failed;
  return { set, removed };
}

/**
 * The same headers on every answer, recorded from helmet once at start: registered global,
 * @fastify/helmet builds the middleware (and parses the CSP) anew for every request. It stays
 * registered for `reply.helmet()` and for a route that would declare helmet options of its own.
 */
export const helmetPlugin = fp(
  async (app) => {
    await app.register(fastifyHelmet, { global: false, ...OPTIONS });
    const { set, removed } = recordHeaders();
    app.addHook('onRequest', (request, reply, done) => {
      if ((request.routeOptions.config as { helmet?: unknown }).helmet !== undefined) return done();
      reply.headers(set);
      for (const name of removed) reply.raw.removeHeader(name);
      done();
    });
  },
  { name: 'helmet' },
);
