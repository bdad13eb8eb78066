// Starts the whole console from built files: the API (embedded PGlite unless DATABASE_URL is
// set) and the host and four remotes, each on its own origin. Used by `npm start` and by e2e.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { APPS, API_PORT, ROOT, log, waitForUrl } from './lib.mjs';
import { serveStatic } from './serve-static.mjs';

/**
 * @param {{ env?: Record<string, string>, quiet?: boolean }} options
 * @returns {Promise<{ stop: () => Promise<void> }>}
 */
export async function startConsole({ env = {}, quiet = false } = {}) {
  // node runs the API with tsx as a loader, so Ctrl-C/SIGTERM reach the server's graceful close directly.
  const api = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: path.join(ROOT, 'api'),
    env: { DATA_DIR: path.join(ROOT, '.data'), PORT: String(API_PORT), ...process.env, ...env },
    stdio: quiet ? ['ignore', 'ignore', 'inherit'] : 'inherit',
  });
  let apiExited = false;
  api.on('exit', (code) => {
    apiExited = true;
    if (code) log(`API exited with code ${code}`);
  });
  const servers = await Promise.all(APPS.map((app) => serveStatic({ root: path.join(ROOT, app.dir, 'dist'), port: app.port, spa: app.name === 'host' })));
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
