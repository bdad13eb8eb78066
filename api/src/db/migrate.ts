import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { API_ROOT } from '../config/env';
import type { Db } from './db';

export const MIGRATIONS_DIR = path.join(API_ROOT, 'migrations');

/**
 * Applies `migrations/NNN_*.sql` in order, each in its own transaction, and records it in
 * schema_migrations. An advisory lock keeps two API replicas from migrating at once.
 */
export async function migrate(db: Db, dir = MIGRATIONS_DIR): Promise<string[]> {
  await db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version text PRIMARY KEY,
    applied_at timestamptz NOT NULL DEFAULT now()
  )`);
  const files = readdirSync(dir)
    .filter((file) => /^\d{3}_.+\.sql$/.test(file))
    .sort();
  const applied: string[] = [];
  for (const file of files) {
    const done = await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock(727001)');
      const seen = await tx.query('SELECT 1 FROM schema_migrations WHERE version = $1', [file]);
      if (seen.rowCount > 0) return false;
      // Statements are split on lines ending in ';' because parameterless multi-statement
      // strings inside a transaction are not portable across both drivers.
      for (const statement of splitStatements(readFileSync(path.join(dir, file), 'utf8'))) {
        await tx.query(statement);
      }
      await tx.query('INSERT INTO schema_migrations (version) VALUES ($1)', [file]);
      return true;
    });
    if (done) applied.push(file);
  }
  return applied;
}

/**
 * Splits a migration on `;` at the end of a line, except inside a dollar-quoted body
 * (`$$ … $$`, a function's), whose own statements end in `;` too.
 */
export function splitStatements(sql: string): string[] {
  const statements: string[] = [];
  let current: string[] = [];
  let inBody = false;
  for (const line of sql.split('\n')) {
    if (!/^\s*--/.test(line) && (line.match(/\$\$/g) ?? []).length % 2 === 1) inBody = !inBody;
    current.push(line);
    if (!inBody && /;\s*$/.test(line)) {
      statements.push(current.join('\n').trim().replace(/;$/, ''));
      current = [];
    }
  }
  statements.push(current.join('\n').trim());
  return statements.map((statement) => statement.replace(/^\s*--.*$/gm, '').trim()).filter(Boolean);
}
