import fp from 'fastify-plugin';
import { createScheduler, type Scheduler } from '../../jobs/scheduler';

declare module 'fastify' {
  interface FastifyInstance {
    scheduler: Scheduler;
  }
}

/**
 * `app.scheduler`: domains register their jobs on it; it runs only once started (server.ts
 * starts it unless JOBS=off). Tests call jobs directly, or `runNow`, so no timer races a test.
 */
export const schedulerPlugin = fp(
  async (app) => {
    const scheduler = createScheduler(app.db, (job, error) => app.log.error({ err: error, job }, 'scheduled job failed'));
    app.decorate('scheduler', scheduler);
    app.addHook('onClose', async () => scheduler.stop());
  },
  { name: 'scheduler', dependencies: ['db'] },
);
