import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { loadConfig } from './config/env';
import { migrate } from './db/migrate';
import { openDb } from './db/open-db';
import { seed } from './db/seed';

/** Runs the API process: migrate, seed a fresh database, listen, and close cleanly on SIGINT/SIGTERM. */
async function main() {
  const config = loadConfig();
  const db = await openDb({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    onUnreadable: ({ unreadableDir, error }) =>
      console.warn(
        `The embedded database could not be opened (it was not shut down cleanly: ${String(error)}). ` +
          `It is kept in ${unreadableDir}; starting on a fresh database with the demo data.`,
      ),
  });
  const applied = await migrate(db);
  const seeded = config.seed ? await seed(db, { dataDir: config.dataDir, passwordCost: config.seedPasswordCost }) : false;
  const app = await buildApp({ config, db });
  app.log.info({ migrations: applied, seeded, database: db.kind }, 'database ready');

  closeWithGrace({ delay: 10000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'closing after an error');
    else app.log.info({ signal }, 'closing');
    await app.close();
    await db.close();
  });

  await app.listen({ host: config.host, port: config.port });
  // Scheduled jobs run in every replica; each round is guarded by an advisory lock (jobs/scheduler.ts).
  if (process.env.JOBS !== 'off') app.scheduler.start();
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.dataDir}`;
  // One plain line for people and scripts waiting for the API to come up.
  console.log(`Haulstop API listening on http://${config.host}:${config.port} (docs: /api/docs, database: ${where})`);
}

main().catch((error) => {
  console.error('Haulstop API failed to start:', error);
  process.exit(1);
});
