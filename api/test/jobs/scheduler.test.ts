import { createScheduler, runUnderLock } from '../../src/jobs/scheduler';
import { createTestContext, type TestContext } from '../helpers/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('scheduled jobs', () => {
  test('a job runs in one transaction: when it fails, what it wrote is rolled back', async () => {
    await ctx.db.query('CREATE TABLE IF NOT EXISTS job_probe (n integer)');
    const failing = {
      name: 'probe-fail',
      run: async (tx: { query: (sql: string) => Promise<unknown> }) => {
        await tx.query('INSERT INTO job_probe VALUES (1)');
        throw new Error('boom');
      },
    };
    await expect(runUnderLock(ctx.db, failing)).rejects.toThrow('boom');
    expect((await ctx.db.query('SELECT count(*)::int AS n FROM job_probe')).rows[0]).toEqual({ n: 0 });
    expect(await runUnderLock(ctx.db, { name: 'probe-ok', run: (tx) => tx.query('INSERT INTO job_probe VALUES (2)') })).toBe(true);
    expect((await ctx.db.query('SELECT count(*)::int AS n FROM job_probe')).rows[0]).toEqual({ n: 1 });
  });

  test('DESIGN §3: while one replica holds a job its advisory lock, another skips the round', async () => {
    if (ctx.db.kind !== 'postgres') return; // PGlite has one connection: there is no second replica to race.
    let inner: boolean | undefined;
    await runUnderLock(ctx.db, {
      name: 'month-end-probe',
      run: async () => {
        inner = await runUnderLock(ctx.db, { name: 'month-end-probe', run: async () => undefined });
      },
    });
    expect(inner).toBe(false);
  });

  test('runNow runs a registered job with the given time; a name registered twice is refused', async () => {
    const scheduler = createScheduler(ctx.db, () => undefined);
    const seen: Date[] = [];
    scheduler.register({ name: 'clock', everyMs: 60_000, run: async (_tx, now) => seen.push(now) });
    expect(() => scheduler.register({ name: 'clock', everyMs: 1, run: async () => undefined })).toThrow('Job clock is registered twice');
    const at = new Date('2026-11-30T23:59:00Z');
    expect(await scheduler.runNow('clock', at)).toBe(true);
    expect(seen).toEqual([at]);
    expect(scheduler.jobs).toEqual(['clock']);
  });
});
