import { PRODUCT_NAME } from '@haulstop/shared/constants';
import { consoleMenu } from './console-pages';
import type { Breadcrumb, MenuPage } from './types';

/** Translator shape the helpers accept (i18next's `t` fits): key and English default. */
export type Translate = (key: string, defaultValue: string) => string;

const english: Translate = (_key, defaultValue) => defaultValue;

/** A menu hit: the page and the groups above it (outermost first). */
export type MenuMatch = { page: MenuPage; parents: readonly MenuPage[] };

/** Strips query, hash and a trailing slash: `normalizeRoute('/reserve/?a=1') === '/reserve'`. */
export function normalizeRoute(route: string): string {
  const path = route.split(/[?#]/)[0] ?? '';
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/** True when `route` is `base` or below it: `routeMatches('/reservations/42', '/reservations')`. */
export function routeMatches(route: string, base: string | undefined): boolean {
  if (!base) return false;
  const r = normalizeRoute(route);
  return r === base || r.startsWith(`${base}/`);
}

function walk(menu: readonly MenuPage[], parents: readonly MenuPage[] = []): MenuMatch[] {
  return menu.flatMap((page) => (page.role === 'user' ? [{ page, parents }] : walk(page.childrenRoute, [...parents, page])));
}

/** Every link (leaf) of a menu with its parents, in display order. */
export function menuLinks(menu: readonly MenuPage[] = consoleMenu()): MenuMatch[] {
  return walk(menu);
}

/**
 * Finds the link a route belongs to: an exact pageRoute first, then an exact innerRoute or related
 * route, then a route below any of them (details such as /reservations/42).
 * @example findMenuPage('/parkingInfo')?.page.pageRoute === '/parkingLot'
 */
export function findMenuPage(route: string, menu: readonly MenuPage[] = consoleMenu()): MenuMatch | undefined {
  const r = normalizeRoute(route);
  const links = walk(menu);
  const bases = (p: MenuPage) => [p.pageRoute, p.innerRoute, ...(p.relatedRoutes ?? [])];
  return (
    links.find(({ page }) => page.pageRoute === r) ??
    links.find(({ page }) => bases(page).some((b) => b === r)) ??
    links.find(({ page }) => bases(page).some((b) => routeMatches(r, b)))
  );
}

/**
 * Tab title for a route: 'Haulstop - <page name>', or 'Haulstop' off the menu.
 * @example pageTitleForRoute('/invoiceDashboard') === 'Haulstop - Invoices'
 * @example pageTitleForRoute('/invoiceDashboard', i18n.t) // translated page name
 */
export function pageTitleForRoute(route: string, t: Translate = english, menu: readonly MenuPage[] = consoleMenu()): string {
  const match = findMenuPage(route, menu);
  return match ? `${PRODUCT_NAME} - ${t(match.page.pageNameCode, match.page.pageName)}` : PRODUCT_NAME;
}

/**
 * Breadcrumb trail for a route: the groups (no path), then the page (its pageRoute).
 * @example breadcrumbsForRoute('/parkingInfo') // [{ name: 'Administrator', path: null, … }, { name: 'Parking Lots', path: '/parkingLot', … }]
 */
export function breadcrumbsForRoute(route: string, t: Translate = english, menu: readonly MenuPage[] = consoleMenu()): Breadcrumb[] {
  const match = findMenuPage(route, menu);
  if (!match) return [];
  const crumb = (p: MenuPage, path: string | null): Breadcrumb => ({ name: t(p.pageNameCode, p.pageName), nameCode: p.pageNameCode, path });
  return [...match.parents.map((p) => crumb(p, null)), crumb(match.page, match.page.pageRoute)];
}

/** The default menu title (Map Dashboard). */
export const DEFAULT_MENU_TITLE = { pageName: 'Map Dashboard', pageNameCode: 'menu.mapDashboard' } as const;
