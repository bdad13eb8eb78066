import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { openDb } from '../src/db/open-db';
import { newTempDir } from './helpers/template';

/**
 * `pnpm --filter @haulstop/api start` from a fresh data folder (migrate + seed) and again from the
 * same folder (reuse). PGlite only: with DATABASE_URL the other tests already cover the server
 * database, and this one would seed into it.
 */
const maybe = process.env.DATABASE_URL ? describe.skip : describe;

const API_ROOT = path.resolve(__dirname, '..');

function start(dataDir: string, port: number, env: Record<string, string> = {}): Promise<{ child: ChildProcess; output: () => string }> {
  // node itself runs the server (tsx as a loader): a signal reaches the server directly, not a
  // wrapper that relays it, so the exit code is the server's own.
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: API_ROOT,
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', JWT_SECRET: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Haulstop API listening on')) resolve({ child, output: () => output });
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
}

function stop(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    child.removeAllListeners('exit');
    child.on('exit', (code) => resolve(code));
    child.kill('SIGTERM');
  });
}

/** The scrypt costs (log2 N) of the users' stored hashes in a stopped server's data folder. */
async function storedHashCosts(dataDir: string): Promise<string[]> {
  const db = await openDb({ dataDir });
  try {
    const { rows } = await db.query<{ cost: string }>(`SELECT DISTINCT split_part(password_hash, '$', 2) AS cost FROM users`);
    return rows.map((row) => row.cost);
  } finally {
    await db.close();
  }
}

async function loginAndListLots(port: number): Promise<number> {
  const base = `http://127.0.0.1:${port}/api`;
  const login = await fetch(`${base}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ loginId: 'owner@haulstop.test', password: 'Haulstop#2026' }),
  });
  expect(login.status).toBe(200);
  const { token } = (await login.json()) as { token: string };
  const lots = await fetch(`${base}/parkingLots`, { headers: { authorization: `Bearer ${token}` } });
  expect(lots.status).toBe(200);
  return ((await lots.json()) as { totalElements: number }).totalElements;
}

maybe('the API process (pnpm --filter @haulstop/api start)', () => {
  let dataDir = '';
  beforeAll(() => {
    dataDir = newTempDir('hs-api-server-');
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  test('starts on a fresh data folder (migrate + seed), prints its URL, serves the seeded data, stops on SIGTERM; a second start reuses the data', async () => {
    const port = 18600 + Math.floor(Math.random() * 300);
    const first = await start(dataDir, port);
    expect(first.output()).toContain(`Haulstop API listening on http://127.0.0.1:${port}`);
    expect(await loginAndListLots(port)).toBeGreaterThanOrEqual(12);
    expect(await stop(first.child)).toBe(0);

    const second = await start(dataDir, port);
    expect(await loginAndListLots(port)).toBeGreaterThanOrEqual(12);
    expect(await stop(second.child)).toBe(0);
    // The demo users' hashes at production cost (src/lib/passwords.ts, N=2^17).
    expect(await storedHashCosts(dataDir)).toEqual(['17']);
  }, 120000);

  test('SEED_PASSWORD_COST=10 (the e2e console) seeds the demo users at that cost, and they sign in', async () => {
    const fresh = newTempDir('hs-api-server-cost-');
    try {
      const port = 18900 + Math.floor(Math.random() * 300);
      const server = await start(fresh, port, { SEED_PASSWORD_COST: '10' });
      expect(await loginAndListLots(port)).toBeGreaterThanOrEqual(12);
      expect(await stop(server.child)).toBe(0);
      expect(await storedHashCosts(fresh)).toEqual(['10']);
    } finally {
      rmSync(fresh, { recursive: true, force: true });
    }
  }, 120000);
});
