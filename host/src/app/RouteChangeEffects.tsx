import { useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { loadRuntimeConfig, useRuntimeConfig } from '@haulstop/shared/config';
import { installAnalytics, trackPageView } from '../features/analytics/analytics';
import { setTabTitle } from '../features/navigation/page-title';
import { loadRemoteManifests } from '../federation/remote-manifests';
import { loadRegistry } from '../federation/registry';
import { useConsoleMenu } from '../federation/useConsoleMenu';

/**
 * What happens on every route change, public or guarded: the tab title, the page_view
 * event, and server.json fetched again with its rand — a remote whose entry
 * changed, or a remote the deploy registry (/registry.json, DESIGN §9) now names at another version,
 * has its manifest read and is registered again, so a redeployed remote (its pages too) is picked
 * up without reloading the host.
 */
export function RouteChangeEffects() {
  const { pathname } = useLocation();
  const { t, i18n } = useTranslation();
  const config = useRuntimeConfig();
  const first = useRef(true);

  useEffect(() => {
    installAnalytics(config.googleTagId);
  }, [config.googleTagId]);

  // The title follows a language switch too (t changes with the language), and the remotes'
  // pages once their manifests are read (the page's name comes from its remote)…
  const menu = useConsoleMenu();
  useEffect(() => {
    setTabTitle(pathname, t);
  }, [pathname, t, i18n.language, menu]);

  // …but a page_view is one per route change; it runs after the title effect, so reads the new title.
  useEffect(() => {
    trackPageView({ title: document.title, path: pathname });
  }, [pathname]);

  useEffect(() => {
    // The start already fetched server.json (bootstrap); later route changes fetch it again.
    if (first.current) {
      first.current = false;
      return;
    }
    // The registry too: a remote deployed (or rolled back) since is registered at its new version
    // and its pages routed, so the next navigation opens it; the page on screen keeps its version.
    void Promise.all([loadRuntimeConfig('/server.json'), loadRegistry()]).then(([next, deployed]) =>
      loadRemoteManifests({ ...next.remotes, ...(deployed ?? {}) }),
    );
  }, [pathname]);

  return <Outlet />;
}
