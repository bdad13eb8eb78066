import { nextTask } from '../next-task';
import { loadAuth } from './auth-module';

type ConsoleCode = typeof import('./guarded-area');

let loading: Promise<ConsoleCode> | undefined;

/**
 * The signed-in console's code (guarded-area.tsx), the one way the start and the routes load it,
 * evaluated in three tasks: its design system (Chakra UI, through shared/ui/core, a module the
 * console imports anyway), then the API client (shared/auth: axios, the token refresh, and its
 * return to login on an expired session, set up by loadAuth), then the console's own modules (the
 * shell, the query layer). Evaluating them all was one task of 71–83 ms
 * at 1× CPU on a cold /mapDashboard (~300 ms at Lighthouse's 4×); in two, 29–37 ms and ~37 ms, the
 * second still carrying the API client (~6–12 ms of it). A failed load is forgotten, so the next
 * call tries again, as a plain import() does.
 */
export function loadConsoleCode(): Promise<ConsoleCode> {
  loading ??= import('@haulstop/shared/ui/core')
    .then(nextTask)
    .then(loadAuth)
    .then(nextTask)
    .then(() => import('./guarded-area'))
    .catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
  return loading;
}
