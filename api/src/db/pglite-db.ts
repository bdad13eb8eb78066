import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { Db, QueryResult, Queryable, SqlParam } from './db';

/** PGlite reports affectedRows 0 for a SELECT; rowCount means "rows returned or changed", as in `pg`. */
function toResult<Row>(result: { rows: Row[]; affectedRows?: number }): QueryResult<Row> {
  return { rows: result.rows, rowCount: Math.max(result.rows.length, result.affectedRows ?? 0) };
}

/**
 * PGlite is one connection in this process. Its own mutex queues plain queries behind a running
 * transaction, so transactions are serialized and never interleave with other statements.
 */
export async function openPgliteDb(dataDir: string | undefined): Promise<Db> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const pg = dataDir ? new PGlite(dataDir) : new PGlite();
  await pg.waitReady;
  return {
    kind: 'pglite',
    async query<Row>(sql: string, params: readonly SqlParam[] = []) {
      return toResult(await pg.query<Row>(sql, params as unknown[]));
    },
    async exec(sql: string) {
      await pg.exec(sql);
    },
    transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
      return pg.transaction(async (tx) =>
        fn({
          async query<Row>(sql: string, params: readonly SqlParam[] = []) {
            return toResult(await tx.query<Row>(sql, params as unknown[]));
          },
        }),
      );
    },
    async listen(channel: string, onMessage: (payload: string) => void) {
      return pg.listen(channel, onMessage);
    },
    async close() {
      if (!pg.closed) await pg.close();
    },
  };
}
