import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { nextTask } from './app/next-task';

/*
 * The start runs in steps, each in a task of its own (nextTask between them): evaluating React DOM,
 * then the session, texts and configuration, then the router and the pages, then the first render.
 * Run as one task they held the main thread for the whole start (issue 24: the login page's
 * blocking time). Each step's modules are imported eagerly (webpackMode "eager"): they stay in this
 * chunk, so they download and are preloaded with the first load as before, and only their
 * evaluation waits for their step.
 */
async function start(): Promise<void> {
  // React and React DOM (this module's static imports) were evaluated in this task.
  const root = createRoot(document.getElementById('root')!);
  await nextTask();

  const [
    { StartupLoading },
    { loadRuntimeConfig },
    { initI18n },
    { getSession, hydrateSession, installSessionListeners },
    { clearBrowserCaches },
    { loadPoppins },
  ] = await Promise.all([
    import(/* webpackMode: "eager" */ './app/StartupLoading'),
    import(/* webpackMode: "eager" */ '@haulstop/shared/config'),
    import(/* webpackMode: "eager" */ '@haulstop/shared/i18n'),
    import(/* webpackMode: "eager" */ '@haulstop/shared/session'),
    import(/* webpackMode: "eager" */ './app/clear-browser-caches'),
    import(/* webpackMode: "eager" */ './features/fonts/load-poppins'),
  ]);
  root.render(<StartupLoading />);
  void clearBrowserCaches();
  loadPoppins();
  // The session before i18n: the persisted language decides which file loads.
  hydrateSession();
  installSessionListeners(window);
  // server.json names the API and the remotes (SPEC §7; a failure falls back, SPEC §8) and the
  // language files hold the texts: both are fetched at once, not one after the other (issue 6:
  // each round trip on a slow phone network delays the first screen).
  const texts = initI18n();
  // A signed-in visit needs the console: its chunk (the shell, Chakra, the query layer) starts now;
  // its page (texts, entry, chunk, first data) once server.json has named the remotes, without
  // waiting for that chunk. The guard's wait then has them ready.
  const signedIn = Boolean(getSession().token);
  const consoleCode = signedIn ? import('./app/guarded-area') : null;
  const runtimeConfig = loadRuntimeConfig('/server.json');
  await nextTask();

  const [{ configureApiClient }, { App }, { publicRemoteModuleAt, remoteModuleAt }, { createAppRouter }, { registerRuntimeRemotes }, { preloadRemotePage }] =
    await Promise.all([
      import(/* webpackMode: "eager" */ '@haulstop/shared/auth'),
      import(/* webpackMode: "eager" */ './app/App'),
      import(/* webpackMode: "eager" */ './app/guard-entry'),
      import(/* webpackMode: "eager" */ './app/routes'),
      import(/* webpackMode: "eager" */ './federation/remote-registry'),
      import(/* webpackMode: "eager" */ './federation/load-remote-page'),
    ]);
  const config = await runtimeConfig;
  const router = createAppRouter();
  configureApiClient({ baseUrl: config.servers.server.url, navigate: (path) => void router.navigate(path, { replace: true }) });
  registerRuntimeRemotes(config.remotes);
  // A visitor's public page (/globaldashboard) too: its code and first data start here, with no console to wait for.
  const page = signedIn ? remoteModuleAt(window.location.pathname) : publicRemoteModuleAt(window.location.pathname);
  if (page) preloadRemotePage(page);
  // The header's organisation and logo, and the font weights, as soon as the console's code is
  // here, not once React has rendered the guarded area: their chain of three requests then ends
  // before the page's data, not after it (issue 6: Lighthouse's simulated LCP ended on it).
  consoleCode?.then((area) => area.preloadShellData()).catch(() => undefined);
  await texts;
  await nextTask();
  // A transition: React renders the app in slices that leave the main thread free between them
  // (issue 6: Lighthouse's blocking time); 'Loading...' stays on screen until it is done.
  startTransition(() => root.render(<App router={router} />));
}

void start();
