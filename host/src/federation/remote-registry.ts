import { registerRemotes } from '@module-federation/enhanced/runtime';

let registered: Record<string, string> = {};

/**
 * Registers the remotes named in server.json. server.json is fetched again on every route change
 *: only a changed entry is registered again (`force` replaces a remote already loaded),
 * so an unchanged remote keeps its loaded modules. Returns the names registered.
 * Kept apart from load-remote-page (which needs the query layer) so the login page, which
 * registers but loads no remote, does not load that layer.
 */
/**
 * Where a registered remote is served from (its entry's folder, with the trailing slash): the base
 * its webpack public path 'auto' resolves to, so the same URL its pages load their texts from.
 */
export function remoteBaseUrl(name: string): string | undefined {
  const entry = registered[name];
  return entry ? entry.slice(0, entry.lastIndexOf('/') + 1) : undefined;
}

/**
 * Reloads a remote's container without reloading the page: the federation runtime drops the loaded
 * container, its modules and its manifest (`force`), and the entry is fetched again under a
 * cache-busting query, so a remote whose chunk failed (a stale entry, a chunk cached wrong) starts
 * afresh; its chunks are still the same immutable files beside the entry. Answers false for a
 * remote never registered.
 */
export function reloadRemoteContainer(name: string, now: number = Date.now()): boolean {
  const entry = registered[name];
  if (!entry) return false;
  const busted = new URL(entry, typeof location === 'undefined' ? 'http://localhost/' : location.href);
  busted.searchParams.set('reload', String(now));
  // `registered` keeps the entry itself: its folder is the remote's base URL, and a registry that
  // names it again is no change.
  registerRemotes([{ name, entry: busted.href }], { force: true });
  return true;
}

export function registerRuntimeRemotes(remotes: Record<string, string>): string[] {
  const changed = Object.entries(remotes).filter(([name, entry]) => registered[name] !== entry);
  if (changed.length === 0) return [];
  registerRemotes(
    changed.map(([name, entry]) => ({ name, entry })),
    { force: true },
  );
  registered = { ...registered, ...Object.fromEntries(changed) };
  return changed.map(([name]) => name);
}
