import { createRoot } from 'react-dom/client';
import { configureApiClient } from '@haulstop/shared/auth';
import { loadRuntimeConfig } from '@haulstop/shared/config';
import { initI18n } from '@haulstop/shared/i18n';
import { getSession, hydrateSession, installSessionListeners } from '@haulstop/shared/session';
import { App } from './app/App';
import { clearBrowserCaches } from './app/clear-browser-caches';
import { createAppRouter } from './app/routes';
import { StartupLoading } from './app/StartupLoading';
import { loadPoppins } from './features/fonts/load-poppins';
import { registerRuntimeRemotes } from './federation/remote-registry';

async function start(): Promise<void> {
  const root = createRoot(document.getElementById('root')!);
  root.render(<StartupLoading />);
  void clearBrowserCaches();
  loadPoppins();

  // server.json first: it names the API and the remotes (SPEC §7); a failure falls back (SPEC §8).
  const config = await loadRuntimeConfig('/server.json');
  const router = createAppRouter();
  configureApiClient({ baseUrl: config.servers.server.url, navigate: (path) => void router.navigate(path, { replace: true }) });
  registerRuntimeRemotes(config.remotes);
  // The session before i18n: the persisted language decides which file loads.
  hydrateSession();
  installSessionListeners(window);
  // A signed-in visit needs the console: fetch its chunk, then its page and first data, alongside
  // the language file (the guard's wait then has them ready).
  if (getSession().token) void import('./app/guarded-area').then((m) => m.preloadPageAt(window.location.pathname));
  await initI18n();
  root.render(<App router={router} />);
}

void start();
