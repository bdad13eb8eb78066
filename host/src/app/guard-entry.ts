import { ALWAYS_ALLOWED_ROUTES } from '@haulstop/shared/constants';
import { consolePageAt, pageModuleId, routeMatches } from '@haulstop/shared/menu';

let requestedAt: number | null = null;

/** Notes when the guarded area's code was asked for: the guard's 1 s wait starts there. */
export function markGuardedAreaRequested(): void {
  requestedAt ??= performance.now();
}

/** When this entry into the guarded area began; read once per entry (a later entry starts now). */
export function takeGuardEntry(): number {
  const at = requestedAt ?? performance.now();
  requestedAt = null;
  return at;
}

/** The remote page module (`remote/Module`) routed at `pathname`, if any: a page of the remotes' manifests. */
export function remoteModuleAt(pathname: string): string | undefined {
  const page = consolePageAt(pathname);
  return page ? pageModuleId(page) : undefined;
}

/** Whether `pathname` is open to everyone (/globaldashboard, a trip, the sign-up pages). */
export function isPublicRoute(pathname: string): boolean {
  return ALWAYS_ALLOWED_ROUTES.some((route) => routeMatches(pathname, route));
}

/** The remote page open to everyone at `pathname` (/globaldashboard), if any. */
export function publicRemoteModuleAt(pathname: string): string | undefined {
  return isPublicRoute(pathname) ? remoteModuleAt(pathname) : undefined;
}
