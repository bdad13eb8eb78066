// Starts the whole console from built files: the API (embedded PGlite unless DATABASE_URL is
// set) and the host and four remotes, each on its own origin (DESIGN.md §5). Used by `npm start`,
// e2e and the bench.
//
// One origin: the host's server also answers each remote's files under
// /remotes/<name>/ and the API under /api/, and its server.json names those, so a phone opens one
// connection, not six, and the API's signed-in calls need no CORS preflight, a round trip each
// (Lighthouse's simulated LCP on /mapDashboard, 3 alternated runs: 3.46–3.51 s with the remotes
// and the API on their own origins, 3.24–3.32 s on one). The remotes and the API still answer on
// their own ports, and a host whose server.json names them (the build's own, what separate
// deployments use) is what the e2e suite runs against; e2e/tests/one-origin.spec.ts runs the
// one-origin host beside it.

import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { APPS, API_PORT, ROOT, log, waitForUrl } from './lib.mjs';
import { createRegistry } from './registry.mjs';
import { serveStatic } from './serve-static.mjs';

const HOST = APPS.find((app) => app.name === 'host');
const REMOTES = APPS.filter((app) => app.name !== 'host');
const API_ORIGIN = `http://127.0.0.1:${API_PORT}`;

/** The host's version, shown in the registry (DESIGN §9). */
const HOST_VERSION = JSON.parse(fs.readFileSync(path.join(ROOT, HOST.dir, 'package.json'), 'utf8')).version;
/** The @haulstop/shared the host is built with: a remote's manifest names the range it needs. */
const SHARED_VERSION = JSON.parse(fs.readFileSync(path.join(ROOT, 'shared', 'package.json'), 'utf8')).version;

/**
 * Where the deployed remotes and the registry are kept: DEPLOYS_DIR, else `<data folder>/deploys`.
 * npm run deploy writes there, the console serves it, and the API (its platform page) reads and
 * switches it: all three read the same DEPLOYS_DIR / DATA_DIR.
 */
export const deploysDirOf = (dataDir, deploysDir = process.env.DEPLOYS_DIR) =>
  deploysDir ? path.resolve(deploysDir) : path.join(dataDir ?? process.env.DATA_DIR ?? path.join(ROOT, '.data'), 'deploys');

/** Where a remote's files are under the host's origin when the console is one origin. */
export const remotePath = (name) => `/remotes/${name}/`;

/**
 * The server.json of a one-origin host at `origin`: the built one (DESIGN.md §4, each remote on its
 * own origin) with the API and each remote's entry moved under `origin`, by path.
 */
export function oneOriginServerJson(built, origin) {
  return {
    ...built,
    servers: { ...built.servers, server: { ...built.servers.server, url: origin } },
    remotes: Object.fromEntries(
      Object.entries(built.remotes).map(([name, entry]) => [name, `${origin}${remotePath(name)}${path.posix.basename(new URL(entry).pathname)}`]),
    ),
  };
}

/**
 * The host's server on `port`, answering the remotes and the API by path. Its server.json is
 * written to a folder of its own (served through `files`, so it is cached and revalidated like the
 * build's), removed when the server closes.
 */
async function serveOneOrigin(port, registry) {
  const hostDist = path.join(ROOT, HOST.dir, 'dist');
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'haulstop-one-origin-'));
  const serverJson = path.join(folder, 'server.json');
  const built = JSON.parse(fs.readFileSync(path.join(hostDist, 'server.json'), 'utf8'));
  fs.writeFileSync(serverJson, `${JSON.stringify(oneOriginServerJson(built, `http://127.0.0.1:${port}`), null, 2)}\n`);
  const server = await serveStatic({
    root: hostDist,
    port,
    spa: true,
    mounts: Object.fromEntries(REMOTES.map((app) => [remotePath(app.name), path.join(ROOT, app.dir, 'dist')])),
    proxy: { prefix: '/api/', target: API_ORIGIN },
    files: { '/server.json': serverJson },
    intercept: registry.handle,
  });
  server.on('close', () => fs.rmSync(folder, { recursive: true, force: true }));
  return server;
}

/**
 * @param {{ env?: Record<string, string>, quiet?: boolean, oneOrigin?: boolean, secondHostPort?: number }} options
 * `oneOrigin` (the default): the host on its port is one origin; otherwise its server.json names
 * the remotes' and the API's own origins. `secondHostPort`: a second host on that port, the other
 * way round (e2e runs its suite on the first and one-origin.spec.ts on a one-origin second; the
 * bench measures /mapDashboard on both).
 * @returns {Promise<{ stop: () => Promise<void> }>}
 */
export async function startConsole({ env = {}, quiet = false, oneOrigin = true, secondHostPort } = {}) {
  // On one origin the API's own links (lot photos, signed file URLs) go through the host as well,
  // and it takes the client's address from the host's X-Forwarded-For (login throttling, keys).
  const oneOriginEnv = oneOrigin ? { PUBLIC_URL: `http://127.0.0.1:${HOST.port}`, TRUSTED_PROXIES: '127.0.0.1' } : {};
  // node runs the API with tsx as a loader, so Ctrl-C/SIGTERM reach the server's graceful close directly.
  const deploysDir = deploysDirOf(env.DATA_DIR, env.DEPLOYS_DIR ?? process.env.DEPLOYS_DIR);
  const api = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: path.join(ROOT, 'api'),
    env: { DATA_DIR: path.join(ROOT, '.data'), PORT: String(API_PORT), ...oneOriginEnv, ...process.env, ...env, DEPLOYS_DIR: deploysDir },
    stdio: quiet ? ['ignore', 'ignore', 'inherit'] : 'inherit',
  });
  let apiExited = false;
  api.on('exit', (code) => {
    apiExited = true;
    if (code) log(`API exited with code ${code}`);
  });
  // Every host serves the deploy registry and the deployed remotes' versions (DESIGN §9).
  const registry = createRegistry({ deploysDir, hostVersion: HOST_VERSION, sharedVersion: SHARED_VERSION });
  const serveHost = (port, asOneOrigin) =>
    asOneOrigin ? serveOneOrigin(port, registry) : serveStatic({ root: path.join(ROOT, HOST.dir, 'dist'), port, spa: true, intercept: registry.handle });
  const servers = await Promise.all([
    serveHost(HOST.port, oneOrigin),
    ...REMOTES.map((app) => serveStatic({ root: path.join(ROOT, app.dir, 'dist'), port: app.port })),
    ...(secondHostPort ? [serveHost(secondHostPort, !oneOrigin)] : []),
  ]);
  try {
    await waitForUrl(`http://127.0.0.1:${API_PORT}/api/health`, 120000);
  } catch (error) {
    if (apiExited) throw new Error('The API could not start (see its output above)', { cause: error });
    throw error;
  }
  return {
    async stop() {
      await Promise.all(servers.map((s) => new Promise((r) => s.close(r))));
      if (!apiExited) {
        const exited = new Promise((r) => api.once('exit', r));
        api.kill('SIGTERM');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
        if (!apiExited) api.kill('SIGKILL');
      }
    },
  };
}
