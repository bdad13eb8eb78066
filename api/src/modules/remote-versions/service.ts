import fs from 'node:fs';
import path from 'node:path';
import type { Registry } from '@haulstop/shared/deploy';
import type { Queryable } from '../../db/db';
import { badRequest, conflict, notFound, text } from '../../lib/errors';
// The same registry rules and compare-and-swap as npm run deploy and the console's PUT /registry.json.
import { dropCanary, etagOf, pointTo, promote, readRegistryFile, setCanary, swapRegistryFile, versionDir } from '../../../../scripts/registry.mjs';

export type RemoteVersionsChange = { canary: { version: string; percent?: number; orgIds?: number[] } | null } | { version: string };

/** The registry as the deploys folder holds it, with its ETag; an empty one before the first deploy. */
function current(deploysDir: string): { registry: Registry; body: string; etag: string } {
  const body = readRegistryFile(deploysDir) ?? `${JSON.stringify({ remotes: {} }, null, 2)}\n`;
  return { registry: JSON.parse(body) as Registry, body, etag: etagOf(body) };
}

/** The versions of `remote` with a build on disk (its manifest there), latest first. */
function served(deploysDir: string, remote: string): string[] {
  const dir = path.join(deploysDir, 'remotes', remote);
  let names: string[];
  try {
    names = fs.readdirSync(dir);
  } catch {
    return [];
  }
  return names
    .filter((version) => fs.existsSync(path.join(versionDir(deploysDir, remote, version), 'mf-manifest.json')))
    .map((version) => ({ version, at: fs.statSync(versionDir(deploysDir, remote, version)).mtimeMs }))
    .sort((a, b) => b.at - a.at || b.version.localeCompare(a.version))
    .map(({ version }) => version);
}

async function organizationsNamed(db: Queryable, orgIds: readonly number[]): Promise<{ orgId: number; orgName: string }[]> {
  if (orgIds.length === 0) return [];
  const { rows } = await db.query<{ orgId: number; orgName: string }>(
    `SELECT saas_org_id AS "orgId", name AS "orgName" FROM organizations WHERE saas_org_id = ANY($1::int[]) ORDER BY name`,
    [[...orgIds]],
  );
  return rows;
}

/** The registry as the platform's page shows it: per remote, everyone's version, the canary and its organisations, the previous and served versions. */
async function describe(db: Queryable, deploysDir: string, registry: Registry, etag: string) {
  const remotes = await Promise.all(
    Object.entries(registry.remotes ?? {})
      .sort(([a], [b]) => a.localeCompare(b))
      .map(async ([remote, entry]) => ({
        remote,
        version: entry.version,
        previous: [...entry.previous],
        canary: entry.canary
          ? {
              version: entry.canary.version,
              percent: entry.canary.percent ?? null,
              orgIds: [...(entry.canary.orgIds ?? [])],
              organizations: await organizationsNamed(db, entry.canary.orgIds ?? []),
            }
          : null,
        served: served(deploysDir, remote),
      })),
  );
  return { etag, host: registry.host ?? null, remotes };
}

export async function listRemoteVersions(db: Queryable, deploysDir: string) {
  const { registry, etag } = current(deploysDir);
  return describe(db, deploysDir, registry, etag);
}

/** The registry after `change`, by the registry's own rules (a message a person can act on when it does not apply). */
async function changed(db: Queryable, deploysDir: string, registry: Registry, remote: string, change: RemoteVersionsChange): Promise<Registry> {
  const entry = registry.remotes[remote];
  if (!entry) throw notFound('Remote');
  const isServed = (version: string) => served(deploysDir, remote).includes(version);
  if ('canary' in change) {
    if (change.canary === null) {
      if (!entry.canary) throw badRequest(text('apiErrors.remoteVersions.noCanary', { remote }), 'NO_CANARY');
      return dropCanary(registry, remote).registry;
    }
    const { version, percent, orgIds } = change.canary;
    if ((percent === undefined) === (orgIds === undefined))
      throw badRequest(text('apiErrors.remoteVersions.canaryAudience'), 'VALIDATION_FAILED', { field: 'canary' });
    if (!isServed(version)) throw badRequest(text('apiErrors.remoteVersions.notServed', { remote, version }), 'VERSION_NOT_SERVED', { field: 'version' });
    if (version === entry.version)
      throw badRequest(text('apiErrors.remoteVersions.alreadyEveryones', { remote, version }), 'VALIDATION_FAILED', { field: 'version' });
    if (orgIds) {
      const unique = [...new Set(orgIds)];
      if ((await organizationsNamed(db, unique)).length !== unique.length) {
        throw badRequest(text('apiErrors.remoteVersions.unknownOrganisation'), 'UNKNOWN_ORGANIZATION', { field: 'orgIds' });
      }
      return setCanary(registry, remote, version, { orgIds: unique }).registry;
    }
    if (!(percent! > 0 && percent! < 100)) throw badRequest(text('apiErrors.remoteVersions.percent'), 'VALIDATION_FAILED', { field: 'percent' });
    return setCanary(registry, remote, version, { percent }).registry;
  }
  if (change.version === entry.version)
    throw badRequest(text('apiErrors.remoteVersions.alreadyEveryones', { remote, version: change.version }), 'VALIDATION_FAILED', { field: 'version' });
  if (entry.canary?.version === change.version) return promote(registry, remote).registry;
  if (!isServed(change.version))
    throw badRequest(text('apiErrors.remoteVersions.notServed', { remote, version: change.version }), 'VERSION_NOT_SERVED', { field: 'version' });
  return pointTo(registry, remote, change.version).registry;
}

/**
 * Changes `remote`'s versions by compare-and-swap on the registry: against the ETag the caller
 * read (`ifMatch`) when given, and in any case against the registry this change was made from, so
 * a deploy or another admin's change in between is never overwritten (409).
 */
export async function changeRemoteVersion(db: Queryable, deploysDir: string, remote: string, change: RemoteVersionsChange, ifMatch: string | undefined) {
  const { registry, body, etag } = current(deploysDir);
  const registryChanged = () => conflict(text('apiErrors.remoteVersions.registryChanged'), 'REGISTRY_CHANGED');
  if (ifMatch !== undefined && ifMatch !== etag) throw registryChanged();
  const next = await changed(db, deploysDir, registry, remote, change);
  const result = swapRegistryFile({ deploysDir, ifMatch: etag, proposed: next, emptyBody: body });
  if (result.status === 412) throw registryChanged();
  if (result.status === 400) throw badRequest(text('apiErrors.remoteVersions.notServed', { remote, version: '' }), 'VERSION_NOT_SERVED');
  return describe(db, deploysDir, JSON.parse(result.body) as Registry, result.etag);
}
