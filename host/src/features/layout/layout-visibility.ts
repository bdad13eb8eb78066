import { routeMatches } from '@haulstop/shared/menu';
import { FOOTERLESS_ROUTES, HEADERLESS_ROUTES } from '../../config/paths';

/** The header is hidden on /haulstopRegistration, /globaldashboard and /SignUpPage. */
export function isHeaderHidden(pathname: string): boolean {
  return HEADERLESS_ROUTES.some((route) => routeMatches(pathname, route));
}

/** The footer is hidden on /globaldashboard. */
export function isFooterHidden(pathname: string): boolean {
  return FOOTERLESS_ROUTES.some((route) => routeMatches(pathname, route));
}
