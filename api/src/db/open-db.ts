import { existsSync, renameSync } from 'node:fs';
import path from 'node:path';
import type { Db } from './db';
import { openPgliteDb } from './pglite-db';
import { openPostgresDb } from './pg-db';

/** Told when the embedded database could not be opened and was set aside for a fresh one. */
export type OnUnreadableDb = (event: { unreadableDir: string; error: unknown }) => void;

/**
 * A real PostgreSQL server when a URL is given, else embedded PGlite under `<dataDir>/pglite`.
 *
 * PGlite cannot replay its log after its process was killed mid-write (a `kill -9`, a closed
 * terminal): opening the directory then aborts inside the WASM build and the console never starts.
 * The embedded database holds demo and development data only, so the unreadable directory is moved
 * aside (kept, not deleted, and named in the warning) and the API starts on a fresh one, which the
 * start then migrates and seeds.
 */
export async function openDb(options: { databaseUrl?: string; dataDir: string; onUnreadable?: OnUnreadableDb }): Promise<Db> {
  if (options.databaseUrl) return openPostgresDb(options.databaseUrl);
  const dir = path.join(options.dataDir, 'pglite');
  try {
    return await openPgliteDb(dir);
  } catch (error) {
    if (!existsSync(path.join(dir, 'PG_VERSION'))) throw error;
    const unreadableDir = `${dir}.unreadable-${new Date().toISOString().replace(/[:.]/g, '-')}`;
    renameSync(dir, unreadableDir);
    options.onUnreadable?.({ unreadableDir, error });
    return openPgliteDb(dir);
  }
}
