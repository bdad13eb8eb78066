import { existsSync, mkdirSync, readdirSync, rmSync, truncateSync } from 'node:fs';
import path from 'node:path';
import { openDb } from '../../src/db/open-db';
import { newTempDir } from '../helpers/template';

/** The embedded database only: with DATABASE_URL there is no data folder to open. */
const maybe = process.env.DATABASE_URL ? describe.skip : describe;

maybe('opening the embedded database', () => {
  let dataDir = '';
  beforeEach(() => {
    dataDir = newTempDir('hs-open-db-');
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  test('a database left unreadable (its control file lost in a kill) is kept aside, named to the caller, and a fresh one opens', async () => {
    const first = await openDb({ dataDir });
    await first.exec('CREATE TABLE kept (id int)');
    await first.close();
    truncateSync(path.join(dataDir, 'pglite', 'global', 'pg_control'), 0);

    const told: string[] = [];
    const db = await openDb({ dataDir, onUnreadable: ({ unreadableDir }) => told.push(unreadableDir) });
    try {
      const { rows } = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM pg_tables WHERE tablename = 'kept'`);
      expect(rows).toEqual([{ n: 0 }]);
    } finally {
      await db.close();
    }
    expect(told).toHaveLength(1);
    expect(path.dirname(told[0])).toBe(dataDir);
    expect(path.basename(told[0])).toMatch(/^pglite\.unreadable-/);
    expect(existsSync(path.join(told[0], 'PG_VERSION'))).toBe(true);
    expect(readdirSync(dataDir).sort()).toEqual(['pglite', path.basename(told[0])].sort());
  }, 60000);

  test('an empty folder becomes the database in place: nothing is moved aside', async () => {
    mkdirSync(path.join(dataDir, 'pglite'), { recursive: true });
    const db = await openDb({ dataDir, onUnreadable: () => undefined });
    await db.close();
    expect(readdirSync(dataDir)).toEqual(['pglite']);
  }, 60000);

  test('a database that opens is used as it is', async () => {
    const first = await openDb({ dataDir });
    await first.exec('CREATE TABLE kept (id int)');
    await first.close();
    const told: string[] = [];
    const db = await openDb({ dataDir, onUnreadable: ({ unreadableDir }) => told.push(unreadableDir) });
    try {
      const { rows } = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM pg_tables WHERE tablename = 'kept'`);
      expect(rows).toEqual([{ n: 1 }]);
    } finally {
      await db.close();
    }
    expect(told).toEqual([]);
  }, 60000);
});
