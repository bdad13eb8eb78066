/**
 * Which version of a deployed remote a session runs (DESIGN §9): the registry decides, the same
 * way in the console and wherever else it is asked. Pure: no browser API, no storage.
 */

/** A remote's canary: a version given first to some organisations or to a share of sessions. */
export type RegistryCanary = { version: string; manifest: string; percent?: number; orgIds?: readonly number[] };

/** One remote's entry in the deploy registry (`/registry.json`). */
export type RegistryEntry = { version: string; manifest: string; previous: readonly string[]; canary?: RegistryCanary | null };

/** The deploy registry: the host's version and, per remote, the version everyone runs, its previous ones and its canary. */
export type Registry = { host?: { version: string; shared?: string }; remotes: Record<string, RegistryEntry> };

/** Who asks: the signed-in organisation (null before sign-in) and a key that stays the same for the session. */
export type VersionAsker = { orgId: number | null | undefined; sessionKey: string };

/** The version a session runs and where its manifest is; `canary` when it is the remote's canary. */
export type ResolvedVersion = { version: string; manifest: string; canary: boolean };

/**
 * A number in 0..99 from `key`, the same for the same key on every run and machine (FNV-1a, 32 bits):
 * a session's share of a canary does not change across reloads.
 */
export function sessionBucket(key: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i += 1) {
    hash ^= key.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % 100;
}

/**
 * The version of `remote` this session runs: an organisation pinned to the canary runs it; else,
 * with a percent, the sessions whose bucket (of the remote's name and the session key, so each
 * remote's canary reaches its own share) is under it run it; everyone else runs `entry.version`.
 * @example resolveVersion('reports', entry, { orgId: 3, sessionKey: 'k1' }) // → { version, manifest, canary }
 */
export function resolveVersion(remote: string, entry: RegistryEntry, asker: VersionAsker): ResolvedVersion {
  const canary = entry.canary;
  const everyone = { version: entry.version, manifest: entry.manifest, canary: false };
  if (!canary || typeof canary.manifest !== 'string') return everyone;
  const pinned = canary.orgIds !== undefined && asker.orgId != null && canary.orgIds.includes(asker.orgId);
  const inShare = typeof canary.percent === 'number' && sessionBucket(`${remote}:${asker.sessionKey}`) < canary.percent;
  return pinned || inShare ? { version: canary.version, manifest: canary.manifest, canary: true } : everyone;
}
