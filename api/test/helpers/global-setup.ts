import { rmSync } from 'node:fs';
import path from 'node:path';
import { migrate } from '../../src/db/migrate';
import { openPgliteDb } from '../../src/db/pglite-db';
import { openPostgresDb } from '../../src/db/pg-db';
import { seed } from '../../src/db/seed';
import { TEMPLATE_ENV, newTempDir, onServer, randomName, urlForDatabase } from './template';

/**
 * Migrates and seeds one template (initdb and scrypt are the slow parts) that every test file
 * copies: a PGlite data folder, or a PostgreSQL database used as `CREATE DATABASE … TEMPLATE`.
 */
export default async function globalSetup(): Promise<void> {
  const dir = newTempDir('hs-api-template-');
  process.env[TEMPLATE_ENV.dir] = dir;
  try {
    await buildTemplate(dir);
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}

async function buildTemplate(dir: string): Promise<void> {
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) {
    const name = randomName('hs_tpl');
    await onServer(databaseUrl, [`CREATE DATABASE ${name}`]);
    process.env[TEMPLATE_ENV.database] = name;
    const db = openPostgresDb(urlForDatabase(databaseUrl, name), 2);
    try {
      await migrate(db);
      await seed(db, { dataDir: dir });
    } finally {
      await db.close();
    }
    return;
  }
  const db = await openPgliteDb(path.join(dir, 'pglite'));
  try {
    await migrate(db);
    await seed(db, { dataDir: dir });
  } finally {
    await db.close();
  }
}
