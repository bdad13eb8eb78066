import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { AppError, text } from '../../lib/errors';

/**
 * A coarse per-address ceiling on every route, so a client stuck in a loop (or someone walking
 * ids) cannot exhaust the server. Failed logins have their own, much tighter limit (auth module).
 */
export const rateLimitPlugin = fp(
  async (app) => {
    // A connection closed before its request is handled has no address left to count it by (and
    // nobody to answer): it is dropped here, before the limiter reads the address.
    app.addHook('onRequest', (request, reply, done) => {
      if (request.raw.socket?.remoteAddress === undefined) {
        request.log.debug('connection gone before the request was handled');
        reply.hijack();
        request.raw.socket?.destroy();
      }
      done();
    });
    await app.register(rateLimit, {
      global: true,
      max: app.config.globalRateLimit,
      timeWindow: '1 minute',
      errorResponseBuilder: (_request, context) =>
        new AppError(429, 'TOO_MANY_REQUESTS', text('apiErrors.tooManyRequests', { seconds: Math.ceil(context.ttl / 1000) })),
    });
  },
  { name: 'rate-limit', dependencies: ['config'] },
);
