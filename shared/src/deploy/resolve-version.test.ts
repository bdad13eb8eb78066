import { resolveVersion, sessionBucket, type RegistryEntry } from './resolve-version';

const entry = (canary: RegistryEntry['canary']): RegistryEntry => ({
  version: '1.0.0-1',
  manifest: '/remotes/reports/1.0.0-1/mf-manifest.json',
  previous: [],
  canary,
});
const canaryAt = { version: '1.0.0-2', manifest: '/remotes/reports/1.0.0-2/mf-manifest.json' };
const everyone = { version: '1.0.0-1', manifest: '/remotes/reports/1.0.0-1/mf-manifest.json', canary: false };
const canary = { ...canaryAt, canary: true };

describe('the version a session runs: the registry decides (DESIGN §9)', () => {
  it('without a canary, everyone runs the version', () => {
    expect(resolveVersion('reports', entry(null), { orgId: 3, sessionKey: 'a' })).toEqual(everyone);
    expect(resolveVersion('reports', entry(undefined), { orgId: null, sessionKey: 'a' })).toEqual(everyone);
  });

  it('an organisation pinned to the canary runs it; another organisation, or no one signed in, does not', () => {
    const pinned = entry({ ...canaryAt, orgIds: [3, 7] });
    expect(resolveVersion('reports', pinned, { orgId: 3, sessionKey: 'a' })).toEqual(canary);
    expect(resolveVersion('reports', pinned, { orgId: 7, sessionKey: 'b' })).toEqual(canary);
    expect(resolveVersion('reports', pinned, { orgId: 4, sessionKey: 'a' })).toEqual(everyone);
    expect(resolveVersion('reports', pinned, { orgId: null, sessionKey: 'a' })).toEqual(everyone);
  });

  it('a percent: the sessions whose stable bucket is under it run the canary, about that share of them, the same on every call', () => {
    const share = entry({ ...canaryAt, percent: 20 });
    const keys = Array.from({ length: 2000 }, (_, i) => `session-${i}`);
    const chosen = keys.filter((sessionKey) => resolveVersion('reports', share, { orgId: 3, sessionKey }).canary);
    expect(chosen.length / keys.length).toBeGreaterThan(0.16);
    expect(chosen.length / keys.length).toBeLessThan(0.24);
    // The same session keeps its choice (a reload asks again with the same key).
    for (const sessionKey of keys.slice(0, 50)) {
      expect(resolveVersion('reports', share, { orgId: 3, sessionKey })).toEqual(resolveVersion('reports', share, { orgId: 9, sessionKey }));
    }
    expect(chosen.every((sessionKey) => sessionBucket(`reports:${sessionKey}`) < 20)).toBe(true);
  });

  it('the bucket is a number 0..99 that depends on the key only', () => {
    expect(sessionBucket('reports:k')).toBe(sessionBucket('reports:k'));
    const buckets = new Set(Array.from({ length: 500 }, (_, i) => sessionBucket(`k${i}`)));
    expect([...buckets].every((b) => Number.isInteger(b) && b >= 0 && b < 100)).toBe(true);
    expect(buckets.size).toBeGreaterThan(90);
  });
});
