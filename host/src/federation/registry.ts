import { resolveVersion, type Registry, type RegistryEntry } from '@haulstop/shared/deploy';
import { takeEarlyFetch } from '@haulstop/shared/config';
import { getSession } from '@haulstop/shared/session';

export type { Registry, RegistryEntry } from '@haulstop/shared/deploy';

/** Where the console serves it. */
export const REGISTRY_URL = '/registry.json';

/** This browser's key for the registry's canaries: kept, so a session runs the same versions across reloads. */
export const CANARY_SESSION_KEY = 'haulstop.canarySession';

let hostVersionInRegistry: string | undefined;
let previousManifests: Record<string, string[]> = {};

/** The host version the registry names (the console's), once read. */
export function registryHostVersion(): string | undefined {
  return hostVersionInRegistry;
}

/** The key that places this session in a canary's share: made once, then read from storage. */
export function canarySessionKey(): string {
  try {
    const known = localStorage.getItem(CANARY_SESSION_KEY);
    if (known) return known;
    const made = typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random()}`;
    localStorage.setItem(CANARY_SESSION_KEY, made);
    return made;
  } catch {
    // No storage (private mode refusing it): the share is decided again on each start.
    return 'no-storage';
  }
}

/**
 * The manifests of the versions each remote ran before (the registry's `previous`, newest first,
 * all still served), once read: the console falls back on the newest it can run when the current
 * one needs another host or @haulstop/shared.
 */
export function registryPreviousManifests(): Readonly<Record<string, readonly string[]>> {
  return previousManifests;
}

/** `/remotes/reports/1.0.0-9/mf-manifest.json` of version 1.0.0-8 → `/remotes/reports/1.0.0-8/mf-manifest.json`. */
function manifestOfVersion(entry: RegistryEntry, version: string): string {
  const at = entry.manifest.lastIndexOf(`/${entry.version}/`);
  return at < 0 ? '' : `${entry.manifest.slice(0, at)}/${version}/${entry.manifest.slice(at + entry.version.length + 2)}`;
}

/**
 * The manifests of the deployed remotes, by name, at the version this session runs (the registry
 * decides: a canary for the signed-in organisation or this session's share, else everyone's),
 * read at start (the request the page began, public/index.html) and on every route change
 * (`no-cache`: the ETag makes an unchanged registry a 304). Null when the console has no registry (a host deployed without one): server.json's
 * remotes are then used.
 * @example { ...config.remotes, ...((await loadRegistry()) ?? {}) } // deployed versions win (DESIGN §4)
 */
export async function loadRegistry(fetchImpl: typeof fetch = fetch): Promise<Record<string, string> | null> {
  try {
    // The start's request was begun by the page itself (public/index.html); later ones are fresh.
    const early = typeof location === 'undefined' ? undefined : takeEarlyFetch(new URL(REGISTRY_URL, location.href).href);
    const response = await (early ?? fetchImpl(REGISTRY_URL, { cache: 'no-cache' }));
    if (!response.ok) return null;
    const registry = (await response.json()) as Registry;
    hostVersionInRegistry = registry.host?.version;
    const base = typeof location === 'undefined' ? 'http://localhost/' : location.href;
    const deployed = Object.entries(registry.remotes ?? {}).filter(([, entry]) => typeof entry?.manifest === 'string');
    previousManifests = Object.fromEntries(
      deployed.map(([name, entry]) => [
        name,
        (Array.isArray(entry.previous) ? entry.previous : [])
          .map((version) => manifestOfVersion(entry, version))
          .filter(Boolean)
          .map((url) => new URL(url, base).href),
      ]),
    );
    const asker = { orgId: getSession().saasOrgId, sessionKey: canarySessionKey() };
    return Object.fromEntries(deployed.map(([name, entry]) => [name, new URL(resolveVersion(name, entry, asker).manifest, base).href]));
  } catch {
    return null;
  }
}
