import { hydrateSession, sessionStore } from '@haulstop/shared/session';
import { sessionBucket } from '@haulstop/shared/deploy';
import { CANARY_SESSION_KEY, canarySessionKey, loadRegistry, registryHostVersion, registryPreviousManifests } from './registry';

const answer = (status: number, body?: unknown) => Promise.resolve({ ok: status === 200, status, json: async () => body } as Response);

describe('the deploy registry (DESIGN §9)', () => {
  it('names each deployed remote by the manifest of the version it runs, on the console origin', async () => {
    const fetchImpl = jest.fn(() =>
      answer(200, {
        host: { version: '1.1.0' },
        remotes: { reports: { version: '1.0.0-9', manifest: '/remotes/reports/1.0.0-9/mf-manifest.json', previous: ['1.0.0-8'], canary: null } },
      }),
    );
    await expect(loadRegistry(fetchImpl as unknown as typeof fetch)).resolves.toEqual({
      reports: `${window.location.origin}/remotes/reports/1.0.0-9/mf-manifest.json`,
    });
    expect(fetchImpl).toHaveBeenCalledWith('/registry.json', { cache: 'no-cache' });
    expect(registryHostVersion()).toBe('1.1.0');
    // The earlier versions still served, where the console falls back when the current one does not fit.
    expect(registryPreviousManifests()).toEqual({ reports: [`${window.location.origin}/remotes/reports/1.0.0-8/mf-manifest.json`] });
  });

  it('at start, takes the request the page began; every later read fetches afresh', async () => {
    const body = { remotes: { reports: { version: '1.0.0-9', manifest: '/remotes/reports/1.0.0-9/mf-manifest.json', previous: [], canary: null } } };
    globalThis.__hsEarly = { [`${window.location.origin}/registry.json`]: answer(200, body) };
    const fetchImpl = jest.fn(() => answer(200, { remotes: {} }));
    try {
      await expect(loadRegistry(fetchImpl as unknown as typeof fetch)).resolves.toEqual({
        reports: `${window.location.origin}/remotes/reports/1.0.0-9/mf-manifest.json`,
      });
      expect(fetchImpl).not.toHaveBeenCalled();
      await expect(loadRegistry(fetchImpl as unknown as typeof fetch)).resolves.toEqual({});
      expect(fetchImpl).toHaveBeenCalledWith('/registry.json', { cache: 'no-cache' });
    } finally {
      delete globalThis.__hsEarly;
    }
  });

  it('a console without a registry (or out of reach) answers null: server.json names the remotes', async () => {
    await expect(loadRegistry(jest.fn(() => answer(404)) as unknown as typeof fetch)).resolves.toBeNull();
    await expect(loadRegistry(jest.fn(() => Promise.reject(new TypeError('Failed to fetch'))) as unknown as typeof fetch)).resolves.toBeNull();
  });

  describe('a canary: the session runs the version the registry decides for it', () => {
    const registry = (canary: Record<string, unknown>) => ({
      host: { version: '1.1.0' },
      remotes: {
        reports: {
          version: '1.0.0-9',
          manifest: '/remotes/reports/1.0.0-9/mf-manifest.json',
          previous: [],
          canary: { version: '1.0.0-10', manifest: '/remotes/reports/1.0.0-10/mf-manifest.json', ...canary },
        },
      },
    });
    const manifestFor = async (body: unknown) =>
      (await loadRegistry(jest.fn(() => answer(200, body)) as unknown as typeof fetch))?.reports.replace(window.location.origin, '');

    beforeEach(() => {
      localStorage.clear();
      sessionStorage.clear();
      hydrateSession();
    });

    it("the signed-in organisation pinned to the canary runs it; another runs everyone's version", async () => {
      sessionStore.setState({ saasOrgId: 3 });
      expect(await manifestFor(registry({ orgIds: [3] }))).toBe('/remotes/reports/1.0.0-10/mf-manifest.json');
      sessionStore.setState({ saasOrgId: 4 });
      expect(await manifestFor(registry({ orgIds: [3] }))).toBe('/remotes/reports/1.0.0-9/mf-manifest.json');
    });

    it('a percent: the session key kept in storage decides, so a reload keeps the choice', async () => {
      localStorage.setItem(CANARY_SESSION_KEY, 'kept-key');
      const inShare = sessionBucket('reports:kept-key') < 50;
      const expected = inShare ? '/remotes/reports/1.0.0-10/mf-manifest.json' : '/remotes/reports/1.0.0-9/mf-manifest.json';
      expect(await manifestFor(registry({ percent: 50 }))).toBe(expected);
      expect(await manifestFor(registry({ percent: 50 }))).toBe(expected);
      // 100 would be everyone: the bucket is always under it; near 0 no session is.
      expect(await manifestFor(registry({ percent: 99.99 }))).toBe('/remotes/reports/1.0.0-10/mf-manifest.json');
      expect(await manifestFor(registry({ percent: 0.001 }))).toBe('/remotes/reports/1.0.0-9/mf-manifest.json');
    });

    it('the session key is made once and kept', () => {
      const first = canarySessionKey();
      expect(first).toMatch(/.{8,}/);
      expect(canarySessionKey()).toBe(first);
      expect(localStorage.getItem(CANARY_SESSION_KEY)).toBe(first);
    });
  });
});
