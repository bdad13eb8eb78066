import type { IncomingMessage, ServerResponse } from 'node:http';
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
 * request's CPU in a profile). A directive computed per request would need the
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
 * The same headers on every answer, recorded from helmet once at start. @fastify/helmet is not
 * registered: even with `global: false` it adds two hooks to every request (one async, making a
 * `reply.helmet` closure each time) for `reply.helmet()` and per-route helmet options, which no
 * route uses. A route that declares helmet options refuses to start, rather than have them ignored.
 */
export const helmetPlugin = fp(
  async (app) => {
    const { set, removed } = recordHeaders();
    app.addHook('onRoute', (route) => {
      if ((route as { helmet?: unknown }).helmet !== undefined)
        throw new Error(`${String(route.method)} ${route.url}: per-route helmet options are not supported`);
    });
    app.addHook('onRequest', (request, reply, done) => {
      reply.headers(set);
      for (const name of removed) reply.raw.removeHeader(name);
      done();
    });
  },
  { name: 'helmet' },
);
