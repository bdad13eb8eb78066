import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { DeployRefused, deployCanary, deployVersion, incompatibility, moveWithoutBuild, parseDeployArgs, readRegistry, switchPointer } from './deploy.mjs';
import { KEPT_VERSIONS, createRegistry, dropCanary, pointTo, promote, rollBack, rollBackOrDropCanary, setCanary, versionDir } from './registry.mjs';
import { serveStatic } from './serve-static.mjs';

const deploysDir = fs.mkdtempSync(path.join(os.tmpdir(), 'haulstop-registry-'));
let server;
let origin;

/** A deployed build on disk, as a deploy leaves it before switching. */
function deployed(name, version) {
  const dir = versionDir(deploysDir, name, version);
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify({ metaData: { haulstop: { version, pages: [] } } }));
  fs.writeFileSync(path.join(dir, 'remoteEntry.js'), `// ${name} ${version}`);
  return version;
}

before(async () => {
  const registry = createRegistry({ deploysDir, hostVersion: '1.1.0', sharedVersion: '1.1.0' });
  server = await serveStatic({ root: deploysDir, port: 0, intercept: registry.handle });
  origin = `http://127.0.0.1:${server.address().port}`;
});
after(async () => {
  await new Promise((resolve) => server.close(resolve));
  fs.rmSync(deploysDir, { recursive: true, force: true });
});

test('GET /registry.json: no-cache with an ETag, the host version and no remote at first; a deployed file is immutable', async () => {
  const response = await fetch(`${origin}/registry.json`);
  assert.equal(response.headers.get('cache-control'), 'no-cache');
  assert.match(response.headers.get('etag') ?? '', /^".+"$/);
  assert.deepEqual(await response.json(), { host: { version: '1.1.0', shared: '1.1.0' }, remotes: {} });
  const again = await fetch(`${origin}/registry.json`, { headers: { 'If-None-Match': response.headers.get('etag') } });
  assert.equal(again.status, 304);
  deployed('admin', '1.0.0-1');
  const file = await fetch(`${origin}/remotes/admin/1.0.0-1/remoteEntry.js`);
  assert.equal(file.status, 200);
  assert.equal(file.headers.get('cache-control'), 'public, max-age=31536000, immutable');
});

test('a switch made from a registry that changed since it was read is refused (412), never applied', async () => {
  const { registry, etag } = await readRegistry(origin);
  const put = (body) => fetch(`${origin}/registry.json`, { method: 'PUT', headers: { 'If-Match': etag }, body: JSON.stringify(body) });
  const first = await put(pointTo(registry, 'admin', deployed('admin', '1.0.0-2')).registry);
  assert.equal(first.status, 200);
  const stale = await put(pointTo(registry, 'admin', deployed('admin', '1.0.0-3')).registry);
  assert.equal(stale.status, 412);
  assert.equal((await readRegistry(origin)).registry.remotes.admin.version, '1.0.0-2');
});

test('a registry naming a version that was never deployed is refused', async () => {
  const { registry, etag } = await readRegistry(origin);
  const response = await fetch(`${origin}/registry.json`, {
    method: 'PUT',
    headers: { 'If-Match': etag },
    body: JSON.stringify(pointTo(registry, 'admin', '9.9.9').registry),
  });
  assert.equal(response.status, 400);
});

test('two deploys of different remotes at once both land', async () => {
  const [finance, reports] = await Promise.all([
    deployVersion({ origin, name: 'finance', version: deployed('finance', '1.0.0-10'), baseVersion: undefined }),
    deployVersion({ origin, name: 'reports', version: deployed('reports', '1.0.0-10'), baseVersion: undefined }),
  ]);
  assert.ok(finance && reports);
  const { registry } = await readRegistry(origin);
  assert.equal(registry.remotes.finance.version, '1.0.0-10');
  assert.equal(registry.remotes.reports.version, '1.0.0-10');
  assert.equal(registry.remotes.reports.manifest, '/remotes/reports/1.0.0-10/mf-manifest.json');
});

test('two deploys of the same remote at once: one lands, the other is told why', async () => {
  const { registry } = await readRegistry(origin);
  const base = registry.remotes.reports.version;
  const results = await Promise.allSettled([
    deployVersion({ origin, name: 'reports', version: deployed('reports', '1.0.0-11'), baseVersion: base }),
    deployVersion({ origin, name: 'reports', version: deployed('reports', '1.0.0-12'), baseVersion: base }),
  ]);
  const landed = results.filter((r) => r.status === 'fulfilled');
  const refused = results.filter((r) => r.status === 'rejected');
  assert.equal(landed.length, 1);
  assert.equal(refused.length, 1);
  assert.ok(refused[0].reason instanceof DeployRefused);
  assert.match(refused[0].reason.message, /remote-reports was switched to 1\.0\.0-1[12] by another deploy/);
  const now = (await readRegistry(origin)).registry.remotes.reports;
  assert.deepEqual(now.previous, [base]);
});

test('rollback returns to the previous version; the last 5 versions are kept, older ones dropped', async () => {
  let registry = { host: { version: '1.1.0' }, remotes: {} };
  const dropped = [];
  for (let n = 1; n <= KEPT_VERSIONS + 2; n += 1) {
    const result = pointTo(registry, 'admin', `1.0.0-${n}`);
    registry = result.registry;
    dropped.push(...result.dropped);
  }
  assert.equal(registry.remotes.admin.version, '1.0.0-7');
  assert.deepEqual(registry.remotes.admin.previous, ['1.0.0-6', '1.0.0-5', '1.0.0-4', '1.0.0-3']);
  assert.deepEqual(dropped, ['1.0.0-1', '1.0.0-2']);
  const back = rollBack(registry, 'admin').registry.remotes.admin;
  assert.equal(back.version, '1.0.0-6');
  assert.equal(back.manifest, '/remotes/admin/1.0.0-6/mf-manifest.json');
  assert.throws(() => rollBack({ remotes: {} }, 'admin'), /no earlier version/);
  const { registry: live } = await switchPointer({ origin, change: (current) => rollBack(current, 'reports') });
  assert.equal(live.remotes.reports.version, '1.0.0-10');
});

test('a remote whose ranges the running host or shared cannot satisfy is refused, naming both versions', () => {
  const host = { version: '1.1.0', shared: '1.1.0' };
  assert.equal(incompatibility('reports', { host: '^1.1.0', '@haulstop/shared': '^1.0.0' }, host), null);
  assert.equal(
    incompatibility('reports', { host: '^1.1.0', '@haulstop/shared': '^2.0.0' }, host),
    'remote-reports needs @haulstop/shared ^2.0.0, and the running console has @haulstop/shared 1.1.0: not deployed.',
  );
  assert.match(incompatibility('finance', { host: '>=1.2.0' }, host) ?? '', /needs host >=1\.2\.0, and the running console has host 1\.1\.0/);
});

test('deploy options: --canary <percent>, --org <saasOrgId> (repeatable), --promote and --rollback, and what does not fit together', () => {
  assert.deepEqual(parseDeployArgs(['reports']), { name: 'reports', action: 'deploy' });
  assert.deepEqual(parseDeployArgs(['remote-reports', '--canary', '10']), { name: 'reports', action: 'canary', audience: { percent: 10 } });
  assert.deepEqual(parseDeployArgs(['finance', '--canary=25%']), { name: 'finance', action: 'canary', audience: { percent: 25 } });
  assert.deepEqual(parseDeployArgs(['admin', '--org', '3', '--org', '4', '--org', '3']), { name: 'admin', action: 'canary', audience: { orgIds: [3, 4] } });
  assert.deepEqual(parseDeployArgs(['reports', '--promote']), { name: 'reports', action: 'promote' });
  assert.deepEqual(parseDeployArgs(['--rollback', 'reports']), { name: 'reports', action: 'rollback' });
  const refused = (args, message) =>
    assert.throws(
      () => parseDeployArgs(args),
      (error) => error instanceof DeployRefused && message.test(error.message),
    );
  refused(['reports', '--canary'], /--canary needs a value/);
  refused(['reports', '--canary', '0'], /more than 0 and less than 100/);
  refused(['reports', '--canary', '100'], /more than 0 and less than 100/);
  refused(['reports', '--canary', 'ten'], /more than 0 and less than 100/);
  refused(['reports', '--org', '-2'], /positive whole number/);
  refused(['reports', '--canary', '5', '--org', '3'], /not both/);
  refused(['reports', '--canary', '5', '--promote'], /--promote/);
  refused(['reports', '--rollback', '--promote'], /--rollback goes alone/);
  refused(['reports', '--fast'], /Unknown option --fast/);
  refused(['reports', 'finance'], /One remote at a time/);
  refused(['nowhere'], /Which remote/);
});

test('a canary: set for a percent or for organisations, promoted (everyone runs it, the old version first in previous), dropped by rollback', () => {
  let registry = pointTo({ host: { version: '1.1.0' }, remotes: {} }, 'reports', '1.0.0-1').registry;
  assert.throws(() => setCanary({ remotes: {} }, 'reports', '1.0.0-2', { percent: 10 }), /no version yet/);
  assert.throws(() => setCanary(registry, 'reports', '1.0.0-1', { percent: 10 }), /already runs 1\.0\.0-1/);
  assert.throws(() => setCanary(registry, 'reports', '1.0.0-2', { percent: 10, orgIds: [3] }), /not both/);
  registry = setCanary(registry, 'reports', '1.0.0-2', { percent: 10 }).registry;
  assert.deepEqual(registry.remotes.reports, {
    version: '1.0.0-1',
    manifest: '/remotes/reports/1.0.0-1/mf-manifest.json',
    previous: [],
    canary: { version: '1.0.0-2', manifest: '/remotes/reports/1.0.0-2/mf-manifest.json', percent: 10 },
  });
  // A plain deploy meanwhile keeps the canary; a new canary replaces it.
  registry = pointTo(registry, 'reports', '1.0.0-3').registry;
  assert.equal(registry.remotes.reports.canary.version, '1.0.0-2');
  registry = setCanary(registry, 'reports', '1.0.0-4', { orgIds: [3] }).registry;
  assert.deepEqual(registry.remotes.reports.canary, { version: '1.0.0-4', manifest: '/remotes/reports/1.0.0-4/mf-manifest.json', orgIds: [3] });
  const promoted = promote(registry, 'reports').registry.remotes.reports;
  assert.deepEqual(promoted, { version: '1.0.0-4', manifest: '/remotes/reports/1.0.0-4/mf-manifest.json', previous: ['1.0.0-3', '1.0.0-1'], canary: null });
  assert.throws(() => promote(promote(registry, 'reports').registry, 'reports'), /no canary to promote/);
  const dropped = rollBackOrDropCanary(registry, 'reports').registry.remotes.reports;
  assert.deepEqual(dropped, { ...registry.remotes.reports, canary: null });
  assert.deepEqual(dropCanary(registry, 'reports').registry, rollBackOrDropCanary(registry, 'reports').registry);
  // Without a canary, --rollback returns to the version before.
  assert.equal(rollBackOrDropCanary({ remotes: { reports: dropped } }, 'reports').registry.remotes.reports.version, '1.0.0-1');
});

test('through the console: a canary lands by compare-and-swap, is refused if never deployed, then is promoted and a later one dropped', async () => {
  const base = (await readRegistry(origin)).registry.remotes.admin;
  const { registry } = await deployCanary({ origin, name: 'admin', version: deployed('admin', '1.0.0-20'), audience: { orgIds: [2] }, baseCanary: undefined });
  assert.deepEqual(registry.remotes.admin.canary, { version: '1.0.0-20', manifest: '/remotes/admin/1.0.0-20/mf-manifest.json', orgIds: [2] });
  assert.equal(registry.remotes.admin.version, base.version);
  // Two canary deploys of one remote from the same start: the second is told why.
  await assert.rejects(
    deployCanary({ origin, name: 'admin', version: deployed('admin', '1.0.0-21'), audience: { percent: 5 }, baseCanary: undefined }),
    /canary was switched to 1\.0\.0-20 by another deploy/,
  );
  // A canary naming a version that is not deployed is refused by the console.
  const { registry: now, etag } = await readRegistry(origin);
  const bogus = {
    ...now,
    remotes: { ...now.remotes, admin: { ...now.remotes.admin, canary: { version: '9.9.9', manifest: '/remotes/admin/9.9.9/mf-manifest.json', percent: 5 } } },
  };
  assert.equal((await fetch(`${origin}/registry.json`, { method: 'PUT', headers: { 'If-Match': etag }, body: JSON.stringify(bogus) })).status, 400);
  const promoted = (await moveWithoutBuild({ origin, name: 'admin', action: 'promote' })).registry.remotes.admin;
  assert.equal(promoted.version, '1.0.0-20');
  assert.equal(promoted.canary, null);
  assert.equal(promoted.previous[0], base.version);
  await assert.rejects(
    moveWithoutBuild({ origin, name: 'admin', action: 'promote' }),
    (error) => error instanceof DeployRefused && /no canary to promote/.test(error.message),
  );
  await deployCanary({ origin, name: 'admin', version: deployed('admin', '1.0.0-22'), audience: { percent: 50 }, baseCanary: undefined });
  const back = (await moveWithoutBuild({ origin, name: 'admin', action: 'rollback' })).registry.remotes.admin;
  assert.equal(back.canary, null);
  assert.equal(back.version, '1.0.0-20');
});
