import { loadRegistry, registryHostVersion } from './registry';

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
  });

  it('a console without a registry (or out of reach) answers null: server.json names the remotes', async () => {
    await expect(loadRegistry(jest.fn(() => answer(404)) as unknown as typeof fetch)).resolves.toBeNull();
    await expect(loadRegistry(jest.fn(() => Promise.reject(new TypeError('Failed to fetch'))) as unknown as typeof fetch)).resolves.toBeNull();
  });
});
