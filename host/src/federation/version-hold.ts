import { hasUnsavedChanges } from '@haulstop/shared/menu';

// Remote pages on screen, by remote (one main area, but a page may briefly overlap the next).
const mounted = new Map<string, number>();

/**
 * Counts a page of `remote` as on screen until the answered release is called.
 * @example useEffect(() => markRemoteMounted('reports'), []);
 */
export function markRemoteMounted(remote: string): () => void {
  mounted.set(remote, (mounted.get(remote) ?? 0) + 1);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    const left = (mounted.get(remote) ?? 1) - 1;
    if (left > 0) mounted.set(remote, left);
    else mounted.delete(remote);
  };
}

/**
 * Whether `remote` keeps the version in use when the registry names another: while one of its pages
 * is on screen with a form of unsaved changes (a deploy never swaps code under a half-filled form;
 * the new version is taken on the first route change after the page is left).
 */
export function keepsItsVersion(remote: string): boolean {
  return (mounted.get(remote) ?? 0) > 0 && hasUnsavedChanges();
}
