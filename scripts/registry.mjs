// The deploy registry of a running console (DESIGN §9): `GET /registry.json` names the version of
// each deployed remote and where its manifest is; every deployed build is an immutable folder
// /remotes/<name>/<version>/. A deploy changes one remote's entry by compare-and-swap on the
// registry's ETag (PUT /registry.json with If-Match, from this machine only): of two deploys that
// read the same registry, the second is answered 412 and reads it again, so none is lost.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { IMMUTABLE } from './serve-static.mjs';

/** Versions of a remote kept served: the one in use and the 4 before it (a tab opened earlier still finds its chunks). */
export const KEPT_VERSIONS = 5;

/** The registry's path on the console, and the prefix of the deployed builds. */
export const REGISTRY_PATH = '/registry.json';
export const DEPLOYED_PREFIX = '/remotes/';

/** A remote's name as a path segment and a version as a folder name: nothing that leaves the folder. */
const NAME = /^[a-z][a-z0-9-]{0,40}$/;
const VERSION = /^[0-9]+\.[0-9]+\.[0-9]+(-[0-9A-Za-z.-]{1,60})?$/;

/** The ETag of a registry body. */
export const etagOf = (body) => `"${crypto.createHash('sha1').update(body).digest('base64url').slice(0, 20)}"`;

/** Where a remote's deployed version lives under the deploys folder. */
export const versionDir = (deploysDir, name, version) => path.join(deploysDir, 'remotes', name, version);

/** The manifest URL of a deployed version (on the console's origin). */
export const manifestPath = (name, version) => `${DEPLOYED_PREFIX}${name}/${version}/mf-manifest.json`;

/** An empty registry of a host at `hostVersion`, built with @haulstop/shared at `sharedVersion`. */
export const emptyRegistry = (hostVersion, sharedVersion) => ({
  host: { version: hostVersion, ...(sharedVersion ? { shared: sharedVersion } : {}) },
  remotes: {},
});

/**
 * The registry after `name` now runs `version`: the version it ran goes first in `previous`, which
 * keeps the KEPT_VERSIONS - 1 latest. Answers the registry and the versions no longer kept.
 */
export function pointTo(registry, name, version) {
  const current = registry.remotes[name];
  const before = current ? [current.version, ...current.previous].filter((v) => v !== version) : [];
  const previous = before.slice(0, KEPT_VERSIONS - 1);
  const next = {
    ...registry,
    remotes: { ...registry.remotes, [name]: { version, manifest: manifestPath(name, version), previous, canary: current?.canary ?? null } },
  };
  return { registry: next, dropped: before.slice(KEPT_VERSIONS - 1) };
}

/** The registry after rolling `name` back to the version it ran before; an error when there is none. */
export function rollBack(registry, name) {
  const current = registry.remotes[name];
  const [back, ...older] = current?.previous ?? [];
  if (!current || !back) throw new Error(`remote-${name} has no earlier version to roll back to`);
  const next = { ...registry, remotes: { ...registry.remotes, [name]: { ...current, version: back, manifest: manifestPath(name, back), previous: older } } };
  // The version left stays on disk: tabs opened on it still load its chunks.
  return { registry: next, dropped: [] };
}

/** A canary's audience: a percentage of sessions (0 < percent < 100) or organisations pinned to it (saasOrgIds). */
const validAudience = (canary) =>
  (canary.percent === undefined) !== (canary.orgIds === undefined) &&
  (canary.percent === undefined || (typeof canary.percent === 'number' && canary.percent > 0 && canary.percent < 100)) &&
  (canary.orgIds === undefined ||
    (Array.isArray(canary.orgIds) && canary.orgIds.length > 0 && canary.orgIds.length <= 100 && canary.orgIds.every((id) => Number.isInteger(id) && id > 0)));

/**
 * The canary a deploy proposes, checked: `{ percent }` or `{ orgIds }`, never both nor neither.
 * Answers the audience part of the canary; throws with a message a person can act on.
 */
export function canaryAudience({ percent, orgIds } = {}) {
  const audience = percent !== undefined ? { percent } : { orgIds: [...new Set(orgIds ?? [])] };
  if (percent !== undefined && orgIds !== undefined) throw new Error('A canary goes to a percentage of sessions or to organisations, not both');
  if (!validAudience(audience)) {
    throw new Error(
      percent !== undefined
        ? `A canary's percent is more than 0 and less than 100 (got ${percent})`
        : 'A canary names one or more organisations by id (positive whole numbers)',
    );
  }
  return audience;
}

/**
 * The registry after `version` becomes `name`'s canary for `audience` (`{ percent }` or
 * `{ orgIds }`): the version everyone runs and the previous ones stay. A canary it replaces leaves
 * the registry but stays on disk, so a tab that runs it still loads its chunks.
 */
export function setCanary(registry, name, version, audience) {
  const current = registry.remotes[name];
  if (!current) throw new Error(`remote-${name} has no version yet: deploy it without --canary first`);
  if (version === current.version) throw new Error(`remote-${name} already runs ${version} for everyone`);
  const canary = { version, manifest: manifestPath(name, version), ...canaryAudience(audience) };
  return { registry: { ...registry, remotes: { ...registry.remotes, [name]: { ...current, canary } } }, dropped: [] };
}

/** The registry after `name`'s canary becomes everyone's version (the one it replaces goes first in `previous`). */
export function promote(registry, name) {
  const current = registry.remotes[name];
  if (!current?.canary) throw new Error(`remote-${name} has no canary to promote`);
  const withoutCanary = { ...registry, remotes: { ...registry.remotes, [name]: { ...current, canary: null } } };
  return pointTo(withoutCanary, name, current.canary.version);
}

/** The registry after `name`'s canary is dropped: everyone runs the version everyone ran. */
export function dropCanary(registry, name) {
  const current = registry.remotes[name];
  if (!current?.canary) throw new Error(`remote-${name} has no canary to drop`);
  return { registry: { ...registry, remotes: { ...registry.remotes, [name]: { ...current, canary: null } } }, dropped: [] };
}

/**
 * `--rollback`: with a canary, drops it (its sessions return to everyone's version); without one,
 * returns to the version run before.
 */
export function rollBackOrDropCanary(registry, name) {
  return registry.remotes[name]?.canary ? dropCanary(registry, name) : rollBack(registry, name);
}

/** Whether `version` of remote `name` is a deployed folder (its manifest is there). */
const deployedVersion = (deploysDir, name, version) => fs.existsSync(path.join(versionDir(deploysDir, name, version), 'mf-manifest.json'));

/** Checks a registry a deploy proposes: known shape, names and versions, each pointing at a deployed folder. */
export function validRegistry(value, deploysDir) {
  if (!value || typeof value !== 'object' || typeof value.remotes !== 'object' || value.remotes === null) return false;
  return Object.entries(value.remotes).every(
    ([name, entry]) =>
      NAME.test(name) &&
      entry &&
      VERSION.test(entry.version) &&
      entry.manifest === manifestPath(name, entry.version) &&
      Array.isArray(entry.previous) &&
      entry.previous.every((v) => VERSION.test(v)) &&
      deployedVersion(deploysDir, name, entry.version) &&
      (entry.canary === null ||
        entry.canary === undefined ||
        (typeof entry.canary === 'object' &&
          VERSION.test(entry.canary.version) &&
          entry.canary.manifest === manifestPath(name, entry.canary.version) &&
          validAudience(entry.canary) &&
          deployedVersion(deploysDir, name, entry.canary.version))),
  );
}

/** The registry file of a deploys folder, and the lock its writers take (the console and the API are separate processes). */
export const registryFile = (deploysDir) => path.join(deploysDir, 'registry.json');
const LOCK_STALE_MS = 10_000;

/** Runs `write` holding the registry's lock file (created exclusively; one left by a crashed writer is taken after 10 s). */
function withRegistryLock(deploysDir, write) {
  const lock = `${registryFile(deploysDir)}.lock`;
  const waitUntil = Date.now() + 5_000;
  for (;;) {
    try {
      fs.closeSync(fs.openSync(lock, 'wx'));
      break;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
      try {
        if (Date.now() - fs.statSync(lock).mtimeMs > LOCK_STALE_MS) fs.rmSync(lock, { force: true });
      } catch {
        // Released meanwhile: try again.
      }
      if (Date.now() > waitUntil) throw new Error('The registry is being written by another deploy; try again', { cause: error });
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 20);
    }
  }
  try {
    return write();
  } finally {
    fs.rmSync(lock, { force: true });
  }
}

/** The registry file's text, or null before the first deploy. */
export function readRegistryFile(deploysDir) {
  try {
    return fs.readFileSync(registryFile(deploysDir), 'utf8');
  } catch {
    return null;
  }
}

/**
 * The compare-and-swap both the console's PUT /registry.json and the platform's API make: `proposed`
 * lands only if the registry's ETag is still `ifMatch` (the one it was made from) and it names
 * deployed versions only. `emptyBody` is the registry before the first deploy; `host`, when given,
 * is written as the registry's host. Answers `{ status: 200, body, etag }`, `{ status: 412, etag }`
 * (changed since it was read) or `{ status: 400 }` (not a registry of deployed versions).
 */
export function swapRegistryFile({ deploysDir, ifMatch, proposed, emptyBody, host }) {
  return withRegistryLock(deploysDir, () => {
    const current = readRegistryFile(deploysDir) ?? emptyBody;
    if (ifMatch !== etagOf(current)) return { status: 412, etag: etagOf(current) };
    if (!validRegistry(proposed, deploysDir)) return { status: 400 };
    const body = `${JSON.stringify(host ? { ...proposed, host } : proposed, null, 2)}\n`;
    // Written whole then renamed: a reader sees the old registry or the new one, never half.
    const file = registryFile(deploysDir);
    const tmp = `${file}.${process.pid}.${Date.now()}.tmp`;
    fs.writeFileSync(tmp, body);
    fs.renameSync(tmp, file);
    return { status: 200, body, etag: etagOf(body) };
  });
}

const isLoopback = (address) => address === '127.0.0.1' || address === '::1' || address === '::ffff:127.0.0.1';

/**
 * The registry of a console whose deploys are kept in `deploysDir` (registry.json and
 * remotes/<name>/<version>/). Answers `handle(req, res)` (true when it answered: the registry, its
 * compare-and-swap, or a deployed file) for the console's server.
 */
export function createRegistry({ deploysDir, hostVersion, sharedVersion }) {
  const host = { version: hostVersion, ...(sharedVersion ? { shared: sharedVersion } : {}) };
  const file = registryFile(deploysDir);
  fs.mkdirSync(path.join(deploysDir, 'remotes'), { recursive: true });
  const read = () => readRegistryFile(deploysDir) ?? `${JSON.stringify(emptyRegistry(hostVersion, sharedVersion), null, 2)}\n`;
  const send = (res, status, headers, body) => {
    res.writeHead(status, { 'Access-Control-Allow-Origin': '*', 'Access-Control-Expose-Headers': 'ETag', ...headers });
    res.end(body);
  };

  /** The compare-and-swap: the new registry lands only if the one it was made from is still current. */
  function swap(req, res) {
    if (!isLoopback(req.socket.remoteAddress)) return send(res, 403, { 'Content-Type': 'text/plain' }, 'Deploys are accepted from this machine only');
    const chunks = [];
    let size = 0;
    req.on('data', (chunk) => {
      size += chunk.length;
      if (size > 256 * 1024) req.destroy();
      else chunks.push(chunk);
    });
    req.on('end', () => {
      let proposed;
      try {
        proposed = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      } catch {
        proposed = null;
      }
      const result = swapRegistryFile({ deploysDir, ifMatch: req.headers['if-match'], proposed, emptyBody: read(), host });
      if (result.status === 412) {
        return send(res, 412, { 'Content-Type': 'application/json', ETag: result.etag }, JSON.stringify({ message: 'The registry changed since it was read' }));
      }
      if (result.status === 400) {
        return send(res, 400, { 'Content-Type': 'application/json' }, JSON.stringify({ message: 'Not a registry of deployed versions' }));
      }
      send(res, 200, { 'Content-Type': 'application/json', ETag: result.etag, 'Cache-Control': 'no-cache' }, result.body);
    });
  }

  function handle(req, res) {
    const { pathname } = new URL(req.url ?? '/', 'http://x');
    if (pathname === REGISTRY_PATH) {
      if (req.method === 'PUT') {
        swap(req, res);
        return true;
      }
      if (req.method !== 'GET' && req.method !== 'HEAD') return false;
      const body = read();
      const etag = etagOf(body);
      const headers = { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-cache', ETag: etag };
      if (req.headers['if-none-match'] === etag) send(res, 304, headers);
      else send(res, 200, headers, req.method === 'HEAD' ? undefined : body);
      return true;
    }
    // /remotes/<name>/<version>/<file>: a deployed build, immutable.
    const match = /^\/remotes\/([^/]+)\/([^/]+)\/(.+)$/.exec(pathname);
    if (!match || !NAME.test(match[1]) || !VERSION.test(match[2]) || (req.method !== 'GET' && req.method !== 'HEAD')) return false;
    const dir = versionDir(deploysDir, match[1], match[2]);
    const target = path.normalize(path.join(dir, match[3]));
    if (!target.startsWith(dir + path.sep) || !fs.existsSync(target) || fs.statSync(target).isDirectory()) return false;
    return { file: target, cacheControl: IMMUTABLE };
  }

  return { handle, file };
}
