import { findMenuPage, type MenuPage } from '@haulstop/shared/menu';

/**
 * The id of the menu link the current route belongs to (the current item is highlighted
 * by route), looked up in the menu the user sees so inner, related and child routes
 * (/parkingInfo, /reservations/42) light up their page.
 * @example activeMenuId(menu, '/reservationparkdetails/7') === 301
 */
export function activeMenuId(menu: readonly MenuPage[], pathname: string): number | null {
  return findMenuPage(pathname, menu)?.page.id ?? null;
}

/** True when a group holds the active link, so it starts expanded. */
export function groupContains(group: MenuPage, id: number | null): boolean {
  return id !== null && group.childrenRoute.some((c) => c.id === id || groupContains(c, id));
}
