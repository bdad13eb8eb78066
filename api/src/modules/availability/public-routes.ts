import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ServerResponse } from 'node:http';
import { Type } from 'typebox';
import { PUBLIC_LOTS_MAX_PAGE_SIZE, PUBLIC_LOTS_PAGE_SIZE, PUBLIC_LOTS_SEARCH_MAX_LENGTH } from '@haulstop/shared/constants';
import type { PublicLot as PublicLotContract, PublicLotsQuery as PublicLotsQueryContract } from '@haulstop/shared/contracts';
import { agrees, type AgreesWith } from '../../lib/contract';
import { notFound } from '../../lib/errors';
import { Id, responses } from '../../lib/schemas';
import { contentTypeOf, fileExists, openFile, resolveInStore } from '../files/storage';
import { findPublicLots, findPublicPhoto } from './public-service';

const PublicLot = Type.Object({
  parkingLotId: Type.Integer(),
  name: Type.String(),
  city: Type.String(),
  region: Type.String(),
  country: Type.String(),
  latitude: Type.Number(),
  longitude: Type.Number(),
  totalSlots: Type.Integer(),
  availableSlots: Type.Integer({ description: 'Slots free at this moment' }),
  amenities: Type.Array(Type.String()),
  address: Type.String(),
  postalCode: Type.Union([Type.String(), Type.Null()]),
  priceFrom: Type.Union([
    Type.Object({ duration: Type.String(), amountMinor: Type.Integer(), currency: Type.String() }, { description: "The lot's cheapest price (minor units)" }),
    Type.Null(),
  ]),
  photoUrl: Type.Union([Type.String({ description: "GET /api/public/lots/{parkingLotId}/photo: the lot's first photo" }), Type.Null()]),
  distanceKm: Type.Optional(Type.Number({ description: 'Great-circle distance from the asked point in km (0.1 km steps); only when a point was asked' })),
});
agrees<AgreesWith<typeof PublicLot, PublicLotContract>>();

// No `default`s: the API fills them in (useDefaults), and a query without any parameter must stay
// the whole list partners read.
const PublicLotsQuery = Type.Object({
  latitude: Type.Optional(Type.Number({ minimum: -90, maximum: 90, description: 'With longitude: nearest to this point first, each with its distanceKm' })),
  longitude: Type.Optional(Type.Number({ minimum: -180, maximum: 180 })),
  radiusKm: Type.Optional(
    Type.Number({ minimum: 0.1, maximum: 5000, description: 'With latitude and longitude: only the lots within this great-circle distance (km)' }),
  ),
  search: Type.Optional(
    Type.String({
      maxLength: PUBLIC_LOTS_SEARCH_MAX_LENGTH,
      description: "Words each found (any case or accent) in the lot's name, address, city, region, postal code or country",
    }),
  ),
  page: Type.Optional(Type.Integer({ minimum: 0, maximum: 100000, description: 'Page number, from 0' })),
  size: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: PUBLIC_LOTS_MAX_PAGE_SIZE,
      description: `Rows per page (default ${PUBLIC_LOTS_PAGE_SIZE}, at most ${PUBLIC_LOTS_MAX_PAGE_SIZE})`,
    }),
  ),
});
agrees<AgreesWith<typeof PublicLotsQuery, PublicLotsQueryContract>>();

const PublicLots = Type.Object({
  content: Type.Array(PublicLot),
  totalElements: Type.Optional(Type.Integer({ description: 'Lots matching the query (a page only: with any query parameter)' })),
  page: Type.Optional(Type.Integer()),
  size: Type.Optional(Type.Integer()),
});

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

  app.get(
    '/public/lots',
    {
      config: { access: 'public' },
      schema: {
        tags: ['availability'],
        summary: 'Bookable lots with their free slots now (the global dashboard; no login)',
        description:
          'Without a query: every bookable lot in name order, `{ content }`. With any of `latitude` and `longitude` (and `radiusKm`), `search`, `page`, `size`: one page of the lots matching the search, within `radiusKm` of the point and nearest to it first (by name without one). A place of `GET /api/public/places` gives the point, `{ content, totalElements, page, size }`.',
        security: [],
        querystring: PublicLotsQuery,
        response: responses({ 200: PublicLots }),
      },
    },
    async (request) => findPublicLots(app.db, app.config.publicUrl, request.query),
  );

  app.get(
    '/public/lots/:parkingLotId/photo',
    {
      config: { access: 'public' },
      schema: {
        tags: ['availability'],
        summary: "A listed lot's first photo, as the global dashboard shows it (no login); 404 for a lot that is not listed or has none",
        security: [],
        params: Type.Object({ parkingLotId: Id('A lot of GET /api/public/lots') }),
        response: responses({
          200: Type.Unsafe<NodeJS.ReadableStream>({ description: 'The image', content: { 'image/*': { schema: { type: 'string', format: 'binary' } } } }),
        }),
      },
    },
    async (request, reply) => {
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
    },
  );

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
