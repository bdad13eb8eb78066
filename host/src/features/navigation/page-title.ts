import { pageTitleForRoute } from '@haulstop/shared/menu';

type T = (key: string, options: { defaultValue: string }) => string;

/**
 * The tab title of a route: 'Haulstop - <page name>' (translated) on a menu page,
 * 'Haulstop' elsewhere (login, sign-up, not found).
 * @example titleForPath('/invoiceDashboard', i18n.t) === 'Haulstop - Invoices'
 */
export function titleForPath(pathname: string, t: T): string {
  return pageTitleForRoute(pathname, (key, defaultValue) => t(key, { defaultValue }));
}

/** Sets the tab title of a route and returns it. */
export function setTabTitle(pathname: string, t: T, doc: Document = document): string {
  const title = titleForPath(pathname, t);
  doc.title = title;
  return title;
}
