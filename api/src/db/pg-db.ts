import pg from 'pg';
import type { Db, QueryResult, Queryable, SqlParam } from './db';

// count(*) and other int8 results would otherwise arrive as strings; our counts fit in a double.
pg.types.setTypeParser(pg.types.builtins.INT8, (value: string) => Number(value));

/** Most distinct statements named per process; SQL built with many shapes beyond that runs unnamed. */
const MAX_NAMED_STATEMENTS = 1000;

export function openPostgresDb(connectionString: string, max = 10): Db {
  // No parallel query: on the 2-core machines an API runs on, a query's two workers cost more to
  // start (two processes, ~30 ms) than they save, and take the cores other requests are waiting
  // for. The dashboard's occupancy, a 10 ms query, planned a Gather and took ~90 ms;
  // at 1M bookings the dashboard went from p50 248 / p95 407 ms to p50 86 / p95 187 ms without it.
  // Idle connections are kept 10 minutes, not node-pg's 10 seconds: a new connection starts with
  // cold catalogue caches and no prepared statements, and the first plans of the reports' queries
  // on it cost ~20 ms each (an owner opening the dashboard a minute after the last one
  // would otherwise wait for ten fresh connections every time). Idle, they do not keep a process
  // alive (allowExitOnIdle): a server is kept by its socket, a script or test ends when done.
  // No JIT: PostgreSQL compiles a plan whose cost estimate passes jit_above_cost, which a console
  // query reaches by reading many rows briefly, not by running long. The lot list over 10,000
  // lots (each lot's free slots now) crossed it and took ~600 ms with JIT, ~350 without (median
  // of 7, 1M bookings, loaded machine): the compile cost more than the whole query.
  const pool = new pg.Pool({
    connectionString,
    max,
    idleTimeoutMillis: 600_000,
    allowExitOnIdle: true,
    options: '-c max_parallel_workers_per_gather=0 -c jit=off',
  });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  // Statements with parameters are named, so each connection parses a text once and then only
  // binds and executes it (what pgbench -M prepared does): an unnamed statement is parsed and
  // analysed anew on every request.
  const names = new Map<string, string>();
  const nameOf = (sql: string): string | undefined => {
    let name = names.get(sql);
    if (name === undefined && names.size < MAX_NAMED_STATEMENTS) {
      name = `s${names.size + 1}`;
      names.set(sql, name);
    }
    return name;
  };
  const run = async <Row>(client: pg.Pool | pg.PoolClient, sql: string, params: readonly SqlParam[]): Promise<QueryResult<Row>> => {
    const values = params as unknown[];
    const result = values.length ? await client.query({ name: nameOf(sql), text: sql, values }) : await client.query(sql, values);
    return { rows: result.rows as Row[], rowCount: result.rowCount ?? result.rows.length };
  };
  return {
    kind: 'postgres',
    query: <Row>(sql: string, params: readonly SqlParam[] = []) => run<Row>(pool, sql, params),
    async exec(sql: string) {
      await pool.query(sql);
    },
    async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn({ query: <Row>(sql: string, params: readonly SqlParam[] = []) => run<Row>(client, sql, params) });
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    async listen(channel: string, onMessage: (payload: string) => void) {
      // LISTEN holds its connection: a client of its own, outside the pool, reconnected if the
      // server drops it (notifications sent while it was down are lost; the next change re-sends).
      if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`Invalid channel name: ${channel}`);
      let client: pg.Client | null = null;
      let stopped = false;
      const connect = async (): Promise<void> => {
        const next = new pg.Client({ connectionString });
        next.on('notification', (message) => {
          if (message.channel === channel) onMessage(message.payload ?? '');
        });
        const retry = () => {
          if (!stopped) setTimeout(() => void connect().catch(retry), 1000).unref();
        };
        next.on('error', () => undefined);
        next.on('end', () => {
          if (client === next) retry();
        });
        await next.connect();
        await next.query(`LISTEN ${channel}`);
        client = next;
      };
      await connect();
      return async () => {
        stopped = true;
        const last = client;
        client = null;
        await last?.end().catch(() => undefined);
      };
    },
    async close() {
      await pool.end();
    },
  };
}
