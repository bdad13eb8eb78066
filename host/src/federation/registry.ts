/** One remote's entry in the console's deploy registry (DESIGN §9). */
export type RegistryEntry = { version: string; manifest: string; previous: readonly string[]; canary: unknown };

/** The console's deploy registry: which version of each deployed remote runs, and its manifest (DESIGN §9). */
export type Registry = { host?: { version: string }; remotes: Record<string, RegistryEntry> };

/** Where the console serves it. */
export const REGISTRY_URL = '/registry.json';

let hostVersionInRegistry: string | undefined;

/** The host version the registry names (the console's), once read. */
export function registryHostVersion(): string | undefined {
  return hostVersionInRegistry;
}

/**
 * The manifests of the deployed remotes, by name, as the registry names them now: read at start
 * and on every route change (`no-cache`: the ETag makes an unchanged registry a 304). Null when
 * the console has no registry (a host deployed without one): server.json's remotes are then used.
 * @example { ...config.remotes, ...((await loadRegistry()) ?? {}) } // deployed versions win (DESIGN §4)
 */
export async function loadRegistry(fetchImpl: typeof fetch = fetch): Promise<Record<string, string> | null> {
  try {
    const response = await fetchImpl(REGISTRY_URL, { cache: 'no-cache' });
    if (!response.ok) return null;
    const registry = (await response.json()) as Registry;
    hostVersionInRegistry = registry.host?.version;
    const base = typeof location === 'undefined' ? 'http://localhost/' : location.href;
    return Object.fromEntries(
      Object.entries(registry.remotes ?? {})
        .filter(([, entry]) => typeof entry?.manifest === 'string')
        .map(([name, entry]) => [name, new URL(entry.manifest, base).href]),
    );
  } catch {
    return null;
  }
}
