import fs from 'node:fs';
import path from 'node:path';
import { createTestContext, ORG, type TestContext } from '../../helpers/test-app';

let ctx: TestContext;
let deploysDir: string;

/** A deployed build on disk, as npm run deploy leaves it. */
function deployed(remote: string, version: string): string {
  const dir = path.join(deploysDir, 'remotes', remote, version);
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify({ metaData: { haulstop: { version, pages: [] } } }));
  return version;
}

/** The registry file as a deploy writes it. */
function writeRegistry(remotes: Record<string, unknown>): void {
  fs.writeFileSync(path.join(deploysDir, 'registry.json'), `${JSON.stringify({ host: { version: '1.1.0', shared: '1.1.0' }, remotes }, null, 2)}\n`);
}
const readRegistry = () => JSON.parse(fs.readFileSync(path.join(deploysDir, 'registry.json'), 'utf8'));
const manifest = (remote: string, version: string) => `/remotes/${remote}/${version}/mf-manifest.json`;

const list = () => ctx.as('admin', { url: '/api/platform/remoteVersions' });
const change = (remote: string, payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  ctx.as('admin', { method: 'PUT', url: `/api/platform/remoteVersions/${remote}`, payload, headers });

beforeAll(async () => {
  ctx = await createTestContext();
  deploysDir = ctx.config.deploysDir;
  for (const version of ['1.0.0-1', '1.0.0-2', '1.0.0-3']) deployed('reports', version);
  deployed('finance', '1.0.0-1');
  writeRegistry({
    reports: { version: '1.0.0-2', manifest: manifest('reports', '1.0.0-2'), previous: ['1.0.0-1'], canary: null },
    finance: { version: '1.0.0-1', manifest: manifest('finance', '1.0.0-1'), previous: [], canary: null },
  });
});
afterAll(() => ctx.close());

describe('GET/PUT /api/platform/remoteVersions: which version of each remote runs, per organisation (DESIGN §9)', () => {
  test("the platform reads each remote's version, previous and served versions, and the registry's ETag", async () => {
    const response = await list();
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.host).toEqual({ version: '1.1.0', shared: '1.1.0' });
    expect(body.etag).toMatch(/^".+"$/);
    expect(body.remotes.map((r: { remote: string }) => r.remote)).toEqual(['finance', 'reports']);
    const reports = body.remotes[1];
    expect(reports).toMatchObject({ remote: 'reports', version: '1.0.0-2', previous: ['1.0.0-1'], canary: null });
    expect([...reports.served].sort()).toEqual(['1.0.0-1', '1.0.0-2', '1.0.0-3']);
  });

  test('pin organisations to a canary, then promote it: everyone runs it, the old version first in previous; the registry file says so', async () => {
    const pinned = await change('reports', { canary: { version: '1.0.0-3', orgIds: [ORG.northline, ORG.prairie] } });
    expect(pinned.statusCode).toBe(200);
    const canary = pinned.json().remotes.find((r: { remote: string }) => r.remote === 'reports').canary;
    expect(canary).toEqual({
      version: '1.0.0-3',
      percent: null,
      orgIds: [ORG.northline, ORG.prairie],
      organizations: [
        { orgId: ORG.northline, orgName: 'Northline Freight' },
        { orgId: ORG.prairie, orgName: 'Prairie Truck Stops' },
      ],
    });
    expect(readRegistry().remotes.reports.canary).toEqual({
      version: '1.0.0-3',
      manifest: manifest('reports', '1.0.0-3'),
      orgIds: [ORG.northline, ORG.prairie],
    });
    // The host's version stays in the registry.
    expect(readRegistry().host).toEqual({ version: '1.1.0', shared: '1.1.0' });

    const promoted = await change('reports', { version: '1.0.0-3' });
    expect(promoted.statusCode).toBe(200);
    expect(readRegistry().remotes.reports).toEqual({
      version: '1.0.0-3',
      manifest: manifest('reports', '1.0.0-3'),
      previous: ['1.0.0-2', '1.0.0-1'],
      canary: null,
    });
  });

  test('a percent canary, dropped again; roll back to a served version', async () => {
    expect((await change('reports', { canary: { version: '1.0.0-1', percent: 25 } })).statusCode).toBe(200);
    expect(readRegistry().remotes.reports.canary).toEqual({ version: '1.0.0-1', manifest: manifest('reports', '1.0.0-1'), percent: 25 });
    expect((await change('reports', { canary: null })).statusCode).toBe(200);
    expect(readRegistry().remotes.reports.canary).toBeNull();
    const back = await change('reports', { version: '1.0.0-2' });
    expect(back.statusCode).toBe(200);
    expect(readRegistry().remotes.reports).toMatchObject({ version: '1.0.0-2', previous: ['1.0.0-3', '1.0.0-1'], canary: null });
  });

  test('refused with a message: a version not served, both audiences or none, an unknown organisation, no canary to drop, an unknown remote, a bad percent', async () => {
    const before = fs.readFileSync(path.join(deploysDir, 'registry.json'), 'utf8');
    const notServed = await change('reports', { canary: { version: '9.9.9', percent: 10 } });
    expect(notServed.statusCode).toBe(400);
    expect(notServed.json()).toMatchObject({ errorCode: 'VERSION_NOT_SERVED', errorMessage: 'Version 9.9.9 of remote-reports is not served by the console.' });
    expect((await change('reports', { version: '9.9.9' })).json().errorCode).toBe('VERSION_NOT_SERVED');
    expect((await change('reports', { canary: { version: '1.0.0-3', percent: 10, orgIds: [3] } })).statusCode).toBe(400);
    expect((await change('reports', { canary: { version: '1.0.0-3' } })).statusCode).toBe(400);
    expect((await change('reports', { canary: { version: '1.0.0-3', orgIds: [999999] } })).json().errorCode).toBe('UNKNOWN_ORGANIZATION');
    expect((await change('reports', { canary: null })).json()).toMatchObject({ statusCode: 400, errorCode: 'NO_CANARY' });
    expect((await change('reports', { canary: { version: '1.0.0-3', percent: 100 } })).json()).toMatchObject({
      statusCode: 400,
      errorMessage: "A canary's percentage is more than 0 and less than 100.",
    });
    expect((await change('reports', { canary: { version: '1.0.0-3', percent: 0 } })).statusCode).toBe(400);
    expect((await change('reports', { version: '1.0.0-2' })).statusCode).toBe(400);
    expect((await change('admin', { version: '1.0.0-1' })).statusCode).toBe(404);
    expect((await change('Reports.x', { version: '1.0.0-1' })).statusCode).toBe(400);
    // Nothing refused was written.
    expect(fs.readFileSync(path.join(deploysDir, 'registry.json'), 'utf8')).toBe(before);
  });

  test('the registry changed since the page read it (a deploy in between): 409 with a message, nothing overwritten', async () => {
    const { etag } = (await list()).json();
    // A deploy switches finance meanwhile.
    deployed('finance', '1.0.0-2');
    const registry = readRegistry();
    registry.remotes.finance = { version: '1.0.0-2', manifest: manifest('finance', '1.0.0-2'), previous: ['1.0.0-1'], canary: null };
    fs.writeFileSync(path.join(deploysDir, 'registry.json'), `${JSON.stringify(registry, null, 2)}\n`);
    const stale = await change('reports', { canary: { version: '1.0.0-3', percent: 10 } }, { 'if-match': etag });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      errorCode: 'REGISTRY_CHANGED',
      errorMessage: "The remotes' versions changed since this page read them (a deploy or another change). Reload and try again.",
    });
    expect(readRegistry().remotes.reports.canary).toBeNull();
    expect(readRegistry().remotes.finance.version).toBe('1.0.0-2');
    // With the fresh ETag it lands.
    const fresh = (await list()).json().etag;
    expect((await change('reports', { canary: { version: '1.0.0-3', percent: 10 } }, { 'if-match': fresh })).statusCode).toBe(200);
  });

  test('organisations other than the platform get 403; a platform member who is not an admin reads but does not change', async () => {
    expect((await ctx.as('owner', { url: '/api/platform/remoteVersions' })).statusCode).toBe(403);
    expect((await ctx.as('carrier', { url: '/api/platform/remoteVersions', orgId: ORG.northline })).statusCode).toBe(403);
    const put = await ctx.as('owner', { method: 'PUT', url: '/api/platform/remoteVersions/reports', payload: { version: '1.0.0-1' } });
    expect(put.statusCode).toBe(403);
    expect(readRegistry().remotes.reports.version).toBe('1.0.0-2');
  });

  test("the console may send If-Match across origins (CORS preflight): the page's change names the registry it read", async () => {
    const response = await ctx.app.inject({
      method: 'OPTIONS',
      url: '/api/platform/remoteVersions/reports',
      headers: {
        origin: 'http://127.0.0.1:8080',
        'access-control-request-method': 'PUT',
        'access-control-request-headers': 'authorization,content-type,if-match,x-org-id',
      },
    });
    expect(response.statusCode).toBe(204);
    expect(String(response.headers['access-control-allow-headers']).toLowerCase().split(/,\s*/)).toContain('if-match');
  });
});
