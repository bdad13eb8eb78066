import { BUILT_PAGES } from '@haulstop/shared/menu';

/**
 * The routes the remotes serve: the built pages of the one page registry (`@haulstop/shared/menu`
 * PAGES). A page not built has no route, so the not-found page answers it.
 */
export type RemoteRoute = { path: string; module: string };

export const REMOTE_ROUTES: readonly RemoteRoute[] = BUILT_PAGES.map(({ path, module }) => ({ path, module }));
