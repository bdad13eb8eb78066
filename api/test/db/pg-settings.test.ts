import { openPostgresDb } from '../../src/db/pg-db';
import { createTestContext, type TestContext } from '../helpers/test-app';

// PostgreSQL settings of the API's connections (src/db/pg-db.ts); PGlite has neither parallel
// workers nor JIT, so there is nothing to check there.
const onPostgres = process.env.DATABASE_URL ? describe : describe.skip;

onPostgres("the API's PostgreSQL connections", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  test('plan no parallel workers and compile no JIT, on every connection of the pool', async () => {
    const db = openPostgresDb(ctx.databaseUrl!, 3);
    try {
      // Three at once, so the pool opens three connections and each is checked.
      const rows = await Promise.all(
        [1, 2, 3].map(() =>
          db.transaction(async (tx) => {
            const settings = (
              await tx.query<{ jit: string; workers: string; pid: number }>(
                `SELECT current_setting('jit') AS jit, current_setting('max_parallel_workers_per_gather') AS workers, pg_backend_pid() AS pid, pg_sleep(0.2) IS NULL AS slept`,
              )
            ).rows[0];
            return { jit: settings.jit, workers: settings.workers, pid: settings.pid };
          }),
        ),
      );
      expect(new Set(rows.map((row) => row.pid)).size).toBe(3);
      expect(rows.map(({ jit, workers }) => ({ jit, workers }))).toEqual(Array(3).fill({ jit: 'off', workers: '0' }));
    } finally {
      await db.close();
    }
  });
});
