// Helpers shared by the start, build, test and bench scripts.
import { spawn, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const APPS = [
  { name: 'host', dir: 'host', port: 8080 },
  { name: 'reserve', dir: 'remote-reserve', port: 8081 },
  { name: 'finance', dir: 'remote-finance', port: 8082 },
  { name: 'admin', dir: 'remote-admin', port: 8083 },
  { name: 'reports', dir: 'remote-reports', port: 8084 },
];
export const API_PORT = 8090;
export const PNPM_VERSION = '12.21.0';

export function log(message) {
  process.stdout.write(`[haulstop] ${message}\n`);
}

/** Runs a command, inheriting stdio; resolves with its exit code. */
export function run(cmd, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: ROOT, stdio: 'inherit', ...options });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', () => resolve(127));
  });
}

/**
 * Runs a command with its stdout and stderr kept in one buffer (in the order they came), for a
 * step that runs beside another: its output is printed whole when it ends, not interleaved.
 * Resolves with its exit code and that output.
 * @returns {Promise<{ code: number, output: string }>}
 */
export function runBuffered(cmd, args, options = {}) {
  return new Promise((resolve) => {
    const chunks = [];
    const child = spawn(cmd, args, { cwd: ROOT, ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    // 'close', not 'exit': the pipes are drained by then, so no output is lost.
    child.on('close', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output: Buffer.concat(chunks).toString('utf8') }));
    child.on('error', (error) => resolve({ code: 127, output: String(error) }));
  });
}

export function has(cmd) {
  return spawnSync('sh', ['-c', `command -v ${cmd}`], { stdio: 'ignore' }).status === 0;
}

/** pnpm: the one on PATH, else installed globally with npm, else into .tools (no root needed). */
export function ensurePnpm() {
  if (has('pnpm')) return 'pnpm';
  log(`installing pnpm ${PNPM_VERSION} with npm`);
  if (spawnSync('npm', ['install', '-g', `pnpm@${PNPM_VERSION}`], { stdio: 'inherit' }).status === 0 && has('pnpm')) return 'pnpm';
  const tools = path.join(ROOT, '.tools');
  if (spawnSync('npm', ['install', '--prefix', tools, `pnpm@${PNPM_VERSION}`], { stdio: 'inherit' }).status !== 0) {
    throw new Error('Could not install pnpm');
  }
  return path.join(tools, 'node_modules', '.bin', 'pnpm');
}

/** Installs the workspace's dependencies (fast when nothing changed). */
export async function installDependencies(pnpm) {
  const code = await run(pnpm, ['install', '--frozen-lockfile', '--reporter=append-only']);
  if (code !== 0) throw new Error(`pnpm install failed (${code})`);
}

/** Folders that are build output, dependencies or run data, never an input of a build. */
const NOT_INPUTS = new Set(['node_modules', 'dist', '.data', 'test-results', 'playwright-report', 'coverage']);

/** Every file below a directory that can be an input of a build, sorted (a stable order to hash). */
function inputFiles(dir) {
  const files = [];
  const stack = [dir];
  while (stack.length) {
    const current = stack.pop();
    if (!fs.existsSync(current)) continue;
    for (const entry of fs.readdirSync(current, { withFileTypes: true })) {
      if (NOT_INPUTS.has(entry.name)) continue;
      const full = path.join(current, entry.name);
      if (entry.isDirectory()) stack.push(full);
      else if (entry.isFile()) files.push(full);
    }
  }
  return files.sort();
}

/**
 * The content hash of everything an app's build reads: its own folder, shared/ (sources, locales,
 * package.json), the webpack setup in scripts/, the lockfile and the root configs. Content, not
 * modification times: a build that overlapped an edit, a checkout or a rebase that kept old
 * mtimes can no longer leave an app stale.
 * @param {{ dir: string }} app
 * @param {string} [root]
 */
export function buildInputsHash(app, root = ROOT) {
  const hash = crypto.createHash('sha256');
  const files = [
    ...inputFiles(path.join(root, app.dir)),
    ...inputFiles(path.join(root, 'shared')),
    ...inputFiles(path.join(root, 'scripts')).filter((f) => /\.c?js$/.test(f) || f.includes(`${path.sep}webpack${path.sep}`)),
    ...['pnpm-lock.yaml', 'package.json', 'tsconfig.base.json', 'pnpm-workspace.yaml'].map((f) => path.join(root, f)).filter((f) => fs.existsSync(f)),
  ];
  for (const file of files) {
    hash.update(path.relative(root, file));
    hash.update('\0');
    hash.update(fs.readFileSync(file));
    hash.update('\0');
  }
  return hash.digest('hex');
}

/** Where a build records the hash of the inputs it was made from. */
const hashFile = (app, root = ROOT) => path.join(root, app.dir, 'dist', '.build-inputs');

/** Whether an app's dist was built from other inputs than the ones on disk now (or is missing). */
export function needsBuild(app, root = ROOT) {
  const entry = path.join(root, app.dir, 'dist', app.name === 'host' ? 'index.html' : 'remoteEntry.js');
  if (!fs.existsSync(entry) || !fs.existsSync(hashFile(app, root))) return true;
  return fs.readFileSync(hashFile(app, root), 'utf8').trim() !== buildInputsHash(app, root);
}

/** Builds the apps that need it, two at a time (2 cores; ~1 GB each). */
export async function buildApps(pnpm, { force = false } = {}) {
  const queue = APPS.filter((app) => force || needsBuild(app));
  if (queue.length === 0) {
    log('apps are up to date (no build needed)');
    return;
  }
  log(`building ${queue.map((a) => a.dir).join(', ')}`);
  const failures = [];
  const worker = async () => {
    for (let app = queue.shift(); app; app = queue.shift()) {
      // Hashed before the build: an edit made while it runs makes the next check rebuild.
      const inputs = buildInputsHash(app);
      const code = await run(pnpm, ['--filter', `@haulstop/${app.dir}`, 'run', 'build'], { stdio: ['ignore', 'ignore', 'inherit'] });
      if (code !== 0) failures.push(app.dir);
      else {
        fs.writeFileSync(hashFile(app), `${inputs}\n`);
        log(`built ${app.dir}`);
      }
    }
  };
  await Promise.all([worker(), worker()]);
  if (failures.length) throw new Error(`build failed: ${failures.join(', ')}`);
}

export async function waitForUrl(url, timeoutMs = 60000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return true;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

// The demo users as the seed writes them (one list for the seed, the tests and this script).
const DEMO = JSON.parse(fs.readFileSync(path.join(ROOT, 'api/src/db/demo-users.json'), 'utf8'));
/** [login, who it is] of each demo user, as `npm start` prints them. */
export const DEMO_USERS = [...Object.values(DEMO.users), DEMO.pendingAdmin].map((user) => [user.loginId, user.about]);
export const DEMO_PASSWORD = DEMO.password;
