import path from 'node:path';
import { MENU, PAGES, menuFromPages, menuLinks, menuOfBuiltPages, pageModuleId, type ConsolePage, type RemotePagesFile } from '@haulstop/shared/menu';
import { REMOTE_ROUTES } from './remote-routes';

/**
 * One source of truth for which pages exist: each remote's pages file (remote-<name>/pages.manifest.cjs)
 * gives its exposes and its manifest's pages; the host's route table and the menu must agree, so
 * no route points at a module a remote does not expose and no menu item leads to a page that is not built.
 */
const ROOT = path.resolve(__dirname, '..', '..', '..');
const REMOTES = ['reserve', 'finance', 'admin', 'reports'] as const;

type FederationConfig = { name: string; exposes: Record<string, string> };

const load = <T extends object>(file: string): T => jest.requireActual<T>(path.join(ROOT, file));

/** Every page the four remotes declare, in their files' order. */
function declaredPages(): ConsolePage[] {
  return REMOTES.flatMap((remote) => load<RemotePagesFile>(`remote-${remote}/pages.manifest.cjs`).pages.map((page) => ({ ...page, remote })));
}

/** A remote's exposed modules as `remote/Module`, from its federation.config.cjs (the file webpack uses). */
function exposedModules(): string[] {
  return REMOTES.flatMap((remote) => {
    const config = load<FederationConfig>(`remote-${remote}/federation.config.cjs`);
    return Object.keys(config.exposes).map((key) => `${config.name}/${key.replace(/^\.\//, '')}`);
  });
}

describe('the remotes’ pages files, the routes and the menu agree', () => {
  it("every built page's module is exposed by its remote, and each remote exposes exactly its declared pages", () => {
    const exposed = exposedModules();
    for (const page of PAGES.filter((p) => p.built)) expect([page.path, exposed.includes(page.module)]).toEqual([page.path, true]);
    expect(exposed.sort()).toEqual(declaredPages().map(pageModuleId).sort());
  });

  it('the pages the remotes declare are the pages the console routes', () => {
    expect(
      declaredPages()
        .map((p) => [p.route, pageModuleId(p)])
        .sort(),
    ).toEqual(REMOTE_ROUTES.map((r) => [r.path, r.module]).sort());
  });

  it('the drawer built from the remotes’ pages is the menu of SPEC §2.3, item for item', () => {
    expect(menuFromPages(declaredPages())).toEqual(MENU);
  });

  it('every exposed page has a built route (nothing exposed that no route renders)', () => {
    const routed = new Set(REMOTE_ROUTES.map((r) => r.module));
    for (const module of exposedModules()) expect([module, routed.has(module)]).toEqual([module, true]);
  });

  it('the menu offers only built pages', () => {
    const built = new Set(PAGES.filter((p) => p.built).map((p) => p.path));
    expect(menuLinks(menuOfBuiltPages()).every(({ page }) => built.has(page.pageRoute))).toBe(true);
  });
});
