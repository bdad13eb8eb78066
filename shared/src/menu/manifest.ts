import type { MenuOrgType, MenuPage, MenuView } from './types';

/** The languages every label ships in. */
export type LabelTexts = { en: string; fr: string; es: string };

/** The drawer groups a page's menu entry may sit in; null = a top-level link. */
export type MenuGroupId = 'parking' | 'administrator' | 'carrierNetwork' | 'reports';

/**
 * A page's menu entry: where it sits (group, order: the position among its siblings), its label's
 * key and texts, and the SPEC §6 fields the menu filter reads (org types, view, notFor, carrier
 * network flag) with the routes reached from it.
 */
export type PageMenuEntry = {
  group: MenuGroupId | null;
  order: number;
  labelKey: string;
  labels: LabelTexts;
  iconClass: string;
  /** empty or absent = every org type */
  orgType?: readonly MenuOrgType[];
  /** absent = 'both' */
  view?: MenuView;
  notFor?: string;
  carrierNetwork?: boolean;
  innerRoute?: string;
  relatedRoutes?: readonly string[];
};

/** The one access check (canAccess) that decides the menu entry and the route: a route path or a named resource. */
export type PageAccess = { resource: string; action: 'view' | 'create' | 'edit' | 'delete' };

/** One page a remote serves, as its manifest (`metaData.haulstop.pages`) declares it. */
export type RemotePage = {
  route: string;
  /** the exposed module, as the remote's `exposes` key: './CompanyDashboard' */
  module: string;
  access: PageAccess;
  menu: PageMenuEntry | null;
  /** open to visitors without a session (SPEC §2.2's always-allowed routes) */
  public: boolean;
};

/** What a remote's build writes under `metaData.haulstop` of its mf-manifest.json (DESIGN §9). */
export type HaulstopManifestData = {
  version: string;
  requires: { '@haulstop/shared': string; host: string };
  pages: readonly RemotePage[];
};

/** A page of a named remote: the id the federation runtime loads is `remote/Module`. */
export type ConsolePage = RemotePage & { remote: string };

/** The federation id of a page's module: `pageModuleId({ remote: 'reports', module: './Revenue' }) === 'reports/Revenue'`. */
export function pageModuleId(page: Pick<ConsolePage, 'remote' | 'module'>): string {
  return `${page.remote}/${page.module.replace(/^\.\//, '')}`;
}

/** The groups of SPEC §2.3 (the console owns them: a remote places pages in them), with their place among the top-level links. */
export const MENU_GROUPS: Readonly<Record<MenuGroupId, Omit<MenuPage, 'childrenRoute' | 'role' | 'pageRoute'>>> = {
  // What happens on the lots (the gate): after the top-level links, before Administrator. Each page in it keeps its own org types.
  parking: { id: 50, pageName: 'Parking', pageNameCode: 'menu.parking', iconClass: 'parking', orgType: [], view: 'both' },
  administrator: { id: 100, pageName: 'Administrator', pageNameCode: 'menu.administrator', iconClass: 'admin', orgType: [], view: 'both' },
  carrierNetwork: {
    id: 200,
    pageName: 'Carrier Network',
    pageNameCode: 'menu.carrierNetwork',
    iconClass: 'network',
    orgType: ['carrier', 'broker'],
    view: 'user',
    carrierNetwork: true,
  },
  reports: { id: 300, pageName: 'Reports', pageNameCode: 'menu.reports', iconClass: 'reports', orgType: [], view: 'both' },
};

function menuLink(page: RemotePage, menu: PageMenuEntry): MenuPage {
  return {
    id: menu.order,
    pageName: menu.labels.en,
    pageNameCode: menu.labelKey,
    pageRoute: page.route,
    ...(menu.innerRoute ? { innerRoute: menu.innerRoute } : {}),
    ...(menu.relatedRoutes ? { relatedRoutes: menu.relatedRoutes } : {}),
    iconClass: menu.iconClass,
    role: 'user',
    childrenRoute: [],
    orgType: menu.orgType ?? [],
    view: menu.view ?? 'both',
    ...(menu.notFor ? { notFor: menu.notFor } : {}),
    ...(menu.carrierNetwork ? { carrierNetwork: true } : {}),
  };
}

/**
 * The drawer of SPEC §2.3 built from the pages the loaded remotes declare: top-level links and the
 * groups, each in order; a group with no page is left out.
 * @example menuFromPages(pages).map((p) => p.pageName) // ['Reserve', 'Company Dashboard', …, 'Reports']
 */
export function menuFromPages(pages: readonly RemotePage[]): MenuPage[] {
  const withMenu = pages.filter((p): p is RemotePage & { menu: PageMenuEntry } => p.menu !== null);
  const byOrder = (a: MenuPage, b: MenuPage) => a.id - b.id;
  const top = withMenu.filter((p) => p.menu.group === null).map((p) => menuLink(p, p.menu));
  const groups = (Object.keys(MENU_GROUPS) as MenuGroupId[]).flatMap((id): MenuPage[] => {
    const children = withMenu
      .filter((p) => p.menu.group === id)
      .map((p) => menuLink(p, p.menu))
      .sort(byOrder);
    return children.length ? [{ ...MENU_GROUPS[id], pageRoute: '', role: 'admin', childrenRoute: children }] : [];
  });
  return [...top, ...groups].sort(byOrder);
}

/** The label texts of the pages' menu entries for one language, as i18n resources: `{ menu: { revenue: 'Revenue' } }`. */
export function menuTexts(pages: readonly RemotePage[], language: keyof LabelTexts): Record<string, Record<string, string>> {
  const out: Record<string, Record<string, string>> = {};
  for (const { menu } of pages) {
    if (!menu) continue;
    const [namespace, key] = menu.labelKey.split('.', 2);
    if (!namespace || !key) continue;
    (out[namespace] ??= {})[key] = menu.labels[language] ?? menu.labels.en;
  }
  return out;
}

/** A remote's pages file (remote-<name>/pages.manifest.cjs): its pages with each module's source file, and the versions it needs. */
export type RemotePagesFile = {
  requires: HaulstopManifestData['requires'];
  pages: ReadonlyArray<RemotePage & { file: string }>;
};
