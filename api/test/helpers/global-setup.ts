import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { migrate } from '../../src/db/migrate';
import { openPgliteDb } from '../../src/db/pglite-db';
import { openPostgresDb } from '../../src/db/pg-db';
import type { Db } from '../../src/db/db';
import { seed } from '../../src/db/seed';
import { SEEDED_HASHES_FILE, lowerSeededPasswordCost } from './passwords';
import { TEMPLATE_ENV, newTempDir, onServer, randomName, urlForDatabase } from './template';

/**
 * Migrates and seeds one template (initdb and scrypt are the slow parts) that every test file
 * copies: a PGlite data folder, or a PostgreSQL database used as `CREATE DATABASE … TEMPLATE`.
 * Its demo users sign in at a test scrypt cost (helpers/passwords.ts).
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
      await migrateAndSeed(db, dir);
    } finally {
      await db.close();
    }
    return;
  }
  const db = await openPgliteDb(path.join(dir, 'pglite'));
  try {
    await migrateAndSeed(db, dir);
  } finally {
    await db.close();
  }
}

async function migrateAndSeed(db: Db, dir: string): Promise<void> {
  await migrate(db);
  await seed(db, { dataDir: dir });
  writeFileSync(path.join(dir, SEEDED_HASHES_FILE), JSON.stringify(await lowerSeededPasswordCost(db)));
}
