import fs from 'node:fs';
import path from 'node:path';
import { MENU, PAGES, menuLinks, menuOfBuiltPages } from '@haulstop/shared/menu';
import { REMOTE_ROUTES } from './remote-routes';

/**
 * One source of truth for which pages exist (issue 6): the page registry, each remote's
 * `exposes`, the host's route table and the menu must agree, so no route points at a module a
 * remote does not expose and no menu item leads to a page that is not built.
 */
const ROOT = path.resolve(__dirname, '..', '..', '..');
const REMOTES = { reserve: 'remote-reserve', finance: 'remote-finance', admin: 'remote-admin', reports: 'remote-reports' } as const;

/** A remote's exposed modules as `remote/Module`, read from its federation.config.cjs (the file webpack uses). */
function exposedModules(): string[] {
  return Object.entries(REMOTES).flatMap(([name, folder]) => {
    const file = path.join(ROOT, folder, 'federation.config.cjs');
    const config = { exports: {} as { exposes?: Record<string, string> } };
    // The config is CommonJS with no dependencies: evaluate it as webpack would read it.
    new Function('module', 'require', '__dirname', fs.readFileSync(file, 'utf8'))(config, () => ({}), path.dirname(file));
    return Object.keys(config.exports.exposes ?? {}).map((key) => `${name}/${key.replace(/^\.\//, '')}`);
  });
}

describe('the page registry, the remotes, the routes and the menu agree', () => {
  it("every built page's module is exposed by its remote", () => {
    const exposed = exposedModules();
    for (const page of PAGES.filter((p) => p.built)) expect([page.path, exposed.includes(page.module)]).toEqual([page.path, true]);
  });

  it('every exposed page has a built route (nothing exposed that no route renders)', () => {
    const routed = new Set(REMOTE_ROUTES.map((r) => r.module));
    for (const module of exposedModules()) expect([module, routed.has(module)]).toEqual([module, true]);
  });

  it('the host routes exactly the built pages; an unbuilt page has no route (the not-found page answers it)', () => {
    expect(REMOTE_ROUTES.map((r) => r.path)).toEqual(PAGES.filter((p) => p.built).map((p) => p.path));
    for (const unbuilt of PAGES.filter((p) => !p.built)) expect(REMOTE_ROUTES.map((r) => r.path)).not.toContain(unbuilt.path);
  });

  it('every menu route of SPEC §2.3 is in the registry', () => {
    const registered = new Set(PAGES.map((p) => p.path));
    for (const { page } of menuLinks(MENU)) expect([page.pageRoute, registered.has(page.pageRoute)]).toEqual([page.pageRoute, true]);
  });

  it('the menu offers only built pages, and drops groups left empty', () => {
    const built = new Set(PAGES.filter((p) => p.built).map((p) => p.path));
    const links = menuLinks(menuOfBuiltPages()).map(({ page }) => page.pageRoute);
    // Derived from the registry, so building a page changes no line here; the filter is what is tested.
    const expected = menuLinks(MENU)
      .map(({ page }) => page.pageRoute)
      .filter((route) => built.has(route));
    expect(links).toEqual(expected);
    const groupsLeft = menuOfBuiltPages().map((group) => group.pageName);
    for (const group of MENU.filter((item) => item.role !== 'user')) {
      const hasBuiltLink = menuLinks(group.childrenRoute).some(({ page }) => built.has(page.pageRoute));
      expect([group.pageName, groupsLeft.includes(group.pageName)]).toEqual([group.pageName, hasBuiltLink]);
    }
  });
});
