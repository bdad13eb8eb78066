import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

/** Where globalSetup leaves the migrated + seeded template for test files to copy. */
export const TEMPLATE_ENV = { dir: 'HS_TEST_TEMPLATE_DIR', database: 'HS_TEST_TEMPLATE_DB' } as const;

export const newTempDir = (prefix: string) => mkdtempSync(path.join(tmpdir(), prefix));

/** The same server as DATABASE_URL, another database on it. */
export function urlForDatabase(databaseUrl: string, database: string): string {
  const url = new URL(databaseUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/** Runs statements on the server's maintenance database (CREATE/DROP DATABASE cannot run inside one). */
export async function onServer(databaseUrl: string, statements: string[]): Promise<void> {
  const client = new pg.Client({ connectionString: urlForDatabase(databaseUrl, 'postgres') });
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
}

export const randomName = (prefix: string) => `${prefix}_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
