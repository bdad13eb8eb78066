import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ServerResponse } from 'node:http';
import { Type } from 'typebox';
import * as availability from '@haulstop/shared/contracts/availability';
import { notFound } from '../../lib/errors';
import { registerEndpoint } from '../../lib/register-endpoint';
import { responses } from '../../lib/schemas';
import { contentTypeOf, fileExists, openFile, resolveInStore } from '../files/storage';
import { findPublicLots, findPublicPhoto } from './public-service';

/** Keeps proxies and the server's idle timeout from closing a quiet stream. */
const HEARTBEAT_MS = 15_000;

/**
 * The public side of availability (/globaldashboard needs no login): every bookable
 * lot with its free slots now, and a server-sent-events stream of each change within a second
 * of the booking or cancel that made it ("live availability").
 */
export const publicAvailabilityRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const streams = new Set<ServerResponse>();
  // Open streams never end by themselves: end them before the server waits for its connections.
  app.addHook('preClose', async () => {
    for (const stream of streams) stream.end();
  });

  registerEndpoint(app, availability.listPublicLots, async (request) => findPublicLots(app.db, app.config.publicUrl, request.query));

  registerEndpoint(app, availability.getPublicLotPhoto, async (request, reply) => {
    const imagePath = await findPublicPhoto(app.db, request.params.parkingLotId);
    const file = imagePath === undefined ? undefined : resolveInStore(app.config.dataDir, imagePath);
    if (!file || !(await fileExists(file))) throw notFound('Photo');
    return (
      reply
        .type(contentTypeOf(file))
        // Shown by the global dashboard on another origin; a listed lot's photo is public anyway.
        .header('Cross-Origin-Resource-Policy', 'cross-origin')
        // An SVG opened directly must not run script.
        .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; img-src data:")
        .header('Cache-Control', 'public, max-age=3600')
        .send(openFile(file))
    );
  });

  // The event stream stays a plain route: its answer is never one body a schema describes but an
  // open connection written by hand (hijacked) for as long as the reader stays, with a 503 written
  // the same way when the feed cannot subscribe; no client calls it through a definition (EventSource).
  app.get(
    '/public/availability/stream',
    {
      config: { access: 'public' },
      schema: {
        tags: ['availability'],
        summary: 'Server-sent events: `availability` with { parkingLotId, availableSlots, totalSlots } after each change (no login)',
        security: [],
        produces: ['text/event-stream'],
        response: responses({ 200: Type.String({ description: 'text/event-stream' }) }),
      },
    },
    async (request, reply) => {
      const raw = reply.raw;
      // The answer is written by hand from here on; keep the headers set so far (CORS, security).
      reply.hijack();
      const kept = Object.entries(reply.getHeaders()).filter((entry): entry is [string, string | number | string[]] => entry[1] !== undefined);
      // The reader may leave while the subscription is being set up: listen for that first.
      let closed = false;
      let unsubscribe = () => undefined as void;
      const timer: { heartbeat?: NodeJS.Timeout } = {};
      const end = () => {
        if (closed) return;
        closed = true;
        clearInterval(timer.heartbeat);
        unsubscribe();
        streams.delete(raw);
      };
      request.raw.on('close', end);
      raw.on('close', end);
      streams.add(raw);
      try {
        // Subscribed before the answer starts: a change made once the reader has the headers is never missed.
        const stop = await app.availabilityFeed.subscribe((change) => {
          raw.write(`event: availability\ndata: ${JSON.stringify(change)}\n\n`);
        });
        if (closed) return stop();
        unsubscribe = stop;
      } catch (error) {
        // No feed (the database refused LISTEN): 503; EventSource retries by itself.
        request.log.error({ err: error }, 'availability stream could not subscribe');
        raw.writeHead(503, { ...Object.fromEntries(kept), 'content-type': 'text/plain' });
        raw.end();
        return end();
      }
      raw.writeHead(200, {
        ...Object.fromEntries(kept),
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
        // No buffering in a reverse proxy in front (nginx): each event goes out at once.
        'x-accel-buffering': 'no',
      });
      raw.write(': connected\n\n');
      timer.heartbeat = setInterval(() => raw.write(': heartbeat\n\n'), HEARTBEAT_MS);
    },
  );
};
