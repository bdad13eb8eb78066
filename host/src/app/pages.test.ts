import path from 'node:path';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { pageModuleId } from '@haulstop/shared/menu';
import { declaredConsolePages, REMOTE_NAMES } from '@haulstop/shared/testing';
import { buildRoutes } from './routes';

/**
 * One source of truth for which pages exist: each remote's pages file (remote-<name>/pages.manifest.cjs)
 * gives its exposes and its manifest's pages, and the console routes exactly those, so no route
 * points at a module a remote does not expose and no menu item leads to a page that is not there.
 */
const ROOT = path.resolve(__dirname, '..', '..', '..');

type FederationConfig = { name: string; exposes: Record<string, string> };

/** A remote's exposed modules as `remote/Module`, from its federation.config.cjs (the file webpack uses). */
function exposedModules(): string[] {
  return REMOTE_NAMES.flatMap((remote) => {
    const config = jest.requireActual<FederationConfig>(path.join(ROOT, `remote-${remote}`, 'federation.config.cjs'));
    return Object.keys(config.exposes).map((key) => `${config.name}/${key.replace(/^\.\//, '')}`);
  });
}

const routedPath = (routes: RouteObject[], pathname: string) => matchRoutes(routes, pathname)?.at(-1)?.route.path;

describe('the remotes’ pages files, their exposes and the routes agree', () => {
  it('each remote exposes exactly the modules of the pages it declares', () => {
    expect(exposedModules().sort()).toEqual(declaredConsolePages().map(pageModuleId).sort());
  });

  it('the console routes every page the remotes declare, at its own route', () => {
    const routes = buildRoutes(declaredConsolePages());
    for (const page of declaredConsolePages()) {
      const sample = page.route.replace(/:[^/]+/g, '7');
      expect([sample, routedPath(routes, sample)]).toEqual([sample, page.route]);
    }
  });

  it('without a remote’s pages their routes are not routed (the not-found page answers them)', () => {
    const routes = buildRoutes(declaredConsolePages().filter((page) => page.remote !== 'finance'));
    // '/:language' takes one-segment paths and answers not-found for what is not a language.
    expect(routedPath(routes, '/invoiceDashboard')).toBe('/:language');
    expect(routedPath(routes, '/paymentRetry/7')).toBe('/paymentRetry/:reservationid');
    expect(routedPath(buildRoutes([]), '/paymentRetry/7')).toBe('*');
    expect(routedPath(routes, '/reservations')).toBe('/reservations');
  });
});
