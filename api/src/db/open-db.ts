import path from 'node:path';
import type { Db } from './db';
import { openPgliteDb } from './pglite-db';
import { openPostgresDb } from './pg-db';

/** A real PostgreSQL server when a URL is given, else embedded PGlite under `<dataDir>/pglite`. */
export async function openDb(options: { databaseUrl?: string; dataDir: string }): Promise<Db> {
  if (options.databaseUrl) return openPostgresDb(options.databaseUrl);
  return openPgliteDb(path.join(options.dataDir, 'pglite'));
}
