import fp from 'fastify-plugin';
import type { Db } from '../../db/db';
import { openDb } from '../../db/open-db';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
  }
}

/**
 * `app.db`: the database handle given by the caller (tests, server.ts), or one opened from the
 * configuration and closed with the app.
 */
export const dbPlugin = fp<{ db?: Db }>(
  async (app, options) => {
    const db = options.db ?? (await openDb({ databaseUrl: app.config.databaseUrl, dataDir: app.config.dataDir }));
    app.decorate('db', db);
    if (!options.db) app.addHook('onClose', async () => db.close());
  },
  { name: 'db', dependencies: ['config'] },
);
