import { menuFromPages, type ConsolePage } from './manifest';
import type { MenuPage } from './types';

/**
 * The pages of the remotes the console has loaded, with the drawer built from them:
 * the console sets them from the remotes' manifests at start and whenever one changes; the route
 * table, the drawer, the route access check (canAccess) and the remotes' own links read them.
 * @haulstop/shared/menu is one singleton, so every remote reads the list the host set.
 */
let pages: readonly ConsolePage[] = [];
let menu: readonly MenuPage[] = [];
const listeners = new Set<() => void>();

/** Replaces the loaded pages (and so the drawer), telling every subscriber. */
export function setConsolePages(next: readonly ConsolePage[]): void {
  pages = next;
  menu = menuFromPages(next);
  for (const listener of listeners) listener();
}

/** The pages routed now, remote by remote. */
export function consolePages(): readonly ConsolePage[] {
  return pages;
}

/** The drawer of the pages routed now, unfiltered (filterMenu applies SPEC §6). */
export function consoleMenu(): readonly MenuPage[] {
  return menu;
}

/** Calls `listener` after each change of the pages; answers the unsubscribe. */
export function subscribeConsolePages(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Whether a path fits a route pattern whose `:name` segments stand for any one segment (the route
 * table's matching, without the router: the API reads this module too).
 * @example routePatternMatches('/reservations/:reservationId', '/reservations/42') === true
 */
export function routePatternMatches(pattern: string, pathname: string): boolean {
  const want = pattern.split('/').filter(Boolean);
  const got = (pathname.split(/[?#]/)[0] ?? '').split('/').filter(Boolean);
  return want.length === got.length && want.every((segment, i) => (segment.startsWith(':') ? got[i] !== '' : segment.toLowerCase() === got[i]?.toLowerCase()));
}

/** The routed page at a path: `consolePageAt('/reservations/42')?.module === './ReservationDetails'`. */
export function consolePageAt(pathname: string): ConsolePage | undefined {
  return pages.find((page) => routePatternMatches(page.route, pathname));
}

/** Is a page routed at this route pattern (a link to it leads somewhere)? `isBuiltPage('/reservations/:reservationId')` */
export function isBuiltPage(route: string): boolean {
  return pages.some((page) => page.route === route);
}
