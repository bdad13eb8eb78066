import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { loadRuntimeConfig } from '@haulstop/shared/config';
import { initI18n } from '@haulstop/shared/i18n';
import { getSession, hydrateSession, installSessionListeners } from '@haulstop/shared/session';
import { App } from './app/App';
import { setSessionExpiryNavigate } from './app/auth-module';
import { afterFirstScreen } from './app/after-first-screen';
import { isPublicRoute, publicRemoteModuleAt, remoteModuleAt } from './app/guard-entry';
import { clearBrowserCaches } from './app/clear-browser-caches';
import { loadConsoleCode } from './app/console-code';
import { createAppRouter } from './app/routes';
import { claimStartScreen } from './app/start-screen';
import { StartupLoading } from './app/StartupLoading';
import { startRemoteManifests } from './federation/remote-manifests';
import { loadRegistry } from './federation/registry';
import { preloadRemotePage } from './federation/load-remote-page';

async function start(): Promise<void> {
  const container = document.getElementById('root')!;
  // index.html's start script may have drawn the login page's copy (the configuration is then
  // fetched: SPEC §2.4's 'Loading...' is over); it stays until React's page replaces it.
  const copyShown = claimStartScreen(container);
  const root = createRoot(container);
  if (!copyShown) root.render(<StartupLoading />);
  void clearBrowserCaches();

  // The session before i18n: the persisted language decides which file loads.
  hydrateSession();
  // A console page whose code is still loading counts as viewed: its address is already shown.
  installSessionListeners(window, { pageAt: (path) => (remoteModuleAt(path) ? path : null) });
  // server.json names the API and the remotes (a failure falls back) and the
  // language files hold the texts: both are fetched at once, not one after the other
  // (each round trip on a slow phone network delays the first screen).
  const texts = initI18n();
  // A signed-in visit needs the console: its chunk (the shell, Chakra, the query layer) starts now;
  // its page (texts, entry, chunk, first data) once server.json has named the remotes, without
  // waiting for that chunk. The guard's wait then has them ready.
  const signedIn = Boolean(getSession().token);
  const consoleCode = signedIn ? loadConsoleCode() : null;
  // The deploy registry names the deployed version of each remote (DESIGN §9); asked with server.json, at once.
  const registry = loadRegistry();
  const config = await loadRuntimeConfig('/server.json');
  // The API's address is in the session, where the API client reads it; the client itself (axios)
  // is set up with the console (guarded-area.tsx), or on the login page when the person signs in.
  getSession().setBaseUrl(config.servers.server.url);

  // The remotes' manifests give the pages, their routes and the drawer: those the last start read
  // route at once, a visitor's public page waits for its own remote's alone, and the rest are read
  // once the first screen is in (startRemoteManifests). The versions the registry names win over
  // server.json's remotes (DESIGN §4).
  const remotes = { ...config.remotes, ...((await registry) ?? {}) };
  const { pathname } = window.location;
  await startRemoteManifests(remotes, {
    visitorsPage: signedIn || !isPublicRoute(pathname) ? undefined : () => publicRemoteModuleAt(pathname),
    later: afterFirstScreen,
  });
  // A visitor's public page (/globaldashboard) too: its code and first data start here, with no console to wait for.
  const page = signedIn ? remoteModuleAt(pathname) : publicRemoteModuleAt(pathname);
  if (page) preloadRemotePage(page);
  // The header's organisation and logo, and the font weights, as soon as the console's code is
  // here, not once React has rendered the guarded area: their chain of three requests then ends
  // before the page's data, not after it (Lighthouse's simulated LCP ended on it).
  consoleCode?.then((area) => area.preloadShellData()).catch(() => undefined);
  const router = createAppRouter();
  setSessionExpiryNavigate((path) => void router.navigate(path, { replace: true }));
  await texts;
  // A transition: React renders the app in slices that leave the main thread free between them
  // (Lighthouse's blocking time); 'Loading...' stays on screen until it is done.
  startTransition(() => root.render(<App router={router} />));
}

// A task of its own: the chunk that evaluated this module also evaluated the app's modules (react-dom,
// the router, i18next), and with the start's work they held the main thread ~220 ms in one task at 4×
// CPU (blocking time, as guarded-area.tsx's consoleReady splits the console's start).
setTimeout(() => void start(), 0);
