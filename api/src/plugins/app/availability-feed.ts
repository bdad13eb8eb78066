import fp from 'fastify-plugin';
import { createAvailabilityFeed, type AvailabilityFeed } from '../../modules/availability/live';

declare module 'fastify' {
  interface FastifyInstance {
    availabilityFeed: AvailabilityFeed;
  }
}

/** `app.availabilityFeed`: live free-slot counts for the SSE stream (modules/availability/live.ts). */
export const availabilityFeedPlugin = fp(
  async (app) => {
    const feed = createAvailabilityFeed(app.db, (error) => app.log.error({ err: error }, 'availability feed failed'));
    app.decorate('availabilityFeed', feed);
    app.addHook('onClose', async () => feed.close());
  },
  { name: 'availability-feed', dependencies: ['db'] },
);
