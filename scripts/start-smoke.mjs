// Checks what the README promises of `npm start`: from a fresh data folder it migrates, seeds
// and serves the API and the console; login and a list answer with demo data; Ctrl-C stops it.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEMO_PASSWORD, ROOT, log, waitForUrl } from './lib.mjs';

export async function startSmokeTest() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'haulstop-start-'));
  const child = spawn(process.execPath, [path.join(ROOT, 'scripts', 'start.mjs')], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise((resolve) => child.on('exit', (code) => resolve(code)));
  const checks = [];
  const check = async (name, fn) => {
    try {
      await fn();
      checks.push([name, true]);
    } catch (error) {
      checks.push([name, false]);
      log(`smoke: ${name}: ${error.message}`);
    }
  };
  try {
    await check('API answers /api/health', () => waitForUrl('http://127.0.0.1:8090/api/health', 180000));
    await check('console prints its URL and the demo logins', async () => {
      const deadline = Date.now() + 30000;
      while (!output.includes('owner@haulstop.test') && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
      if (!output.includes('http://127.0.0.1:8080') || !output.includes('owner@haulstop.test')) throw new Error('no URL/logins printed');
    });
    let token;
    await check('demo login works', async () => {
      const response = await fetch('http://127.0.0.1:8090/api/auth/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ loginId: 'owner@haulstop.test', password: DEMO_PASSWORD }),
      });
      if (!response.ok) throw new Error(`login answered ${response.status}`);
      token = (await response.json()).token;
    });
    await check('seeded lots are listed', async () => {
      const response = await fetch('http://127.0.0.1:8090/api/parkingLots?page=0&size=10', { headers: { authorization: `Bearer ${token}` } });
      const body = await response.json();
      if (!response.ok || !(body.totalElements >= 12)) throw new Error(`lots answered ${response.status} with ${body.totalElements}`);
    });
    await check('host serves the console', async () => {
      const response = await fetch('http://127.0.0.1:8080/');
      if (!response.ok || !(await response.text()).includes('<title>Haulstop')) throw new Error('host did not serve index.html');
    });
    await check('the console is one origin: its server.json names it, and it answers the API and the remotes', async () => {
      const config = await (await fetch('http://127.0.0.1:8080/server.json')).json();
      if (config.servers.server.url !== 'http://127.0.0.1:8080') throw new Error(`server.json names the API at ${config.servers.server.url}`);
      for (const [name, entry] of Object.entries(config.remotes)) {
        if (!entry.startsWith(`http://127.0.0.1:8080/remotes/${name}/`)) throw new Error(`server.json names ${name} at ${entry}`);
        if (!(await fetch(entry)).ok) throw new Error(`${entry} did not answer`);
      }
      const lots = await fetch('http://127.0.0.1:8080/api/parkingLots?page=0&size=10', { headers: { authorization: `Bearer ${token}` } });
      if (!lots.ok || !((await lots.json()).totalElements >= 12)) throw new Error(`lots through the console answered ${lots.status}`);
    });
  } finally {
    child.kill('SIGINT');
    const code = await Promise.race([exited, new Promise((r) => setTimeout(() => r('timeout'), 15000))]);
    checks.push(['Ctrl-C stops everything', code === 0]);
    if (code === 'timeout') child.kill('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  const failed = checks.filter(([, ok]) => !ok).length;
  return { passed: checks.length - failed, failed };
}
