import { loadConfig } from '../config/env';
import { migrate } from './migrate';
import { openDb } from './open-db';
import { seed } from './seed';

/** `pnpm --filter @haulstop/api seed`: migrate and seed the configured database (no-op when already seeded). */
async function main() {
  const config = loadConfig();
  const db = await openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const applied = await migrate(db);
    const seeded = await seed(db, { dataDir: config.dataDir });
    console.log(`migrations applied: ${applied.length ? applied.join(', ') : 'none'}; ${seeded ? 'demo data seeded' : 'data already present, not seeded'}`);
  } finally {
    await db.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
