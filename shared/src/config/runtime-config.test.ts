import { DEFAULT_RUNTIME_CONFIG, loadRuntimeConfig, runtimeConfigStore } from './runtime-config';

const okJson = (body: unknown) => Promise.resolve({ ok: true, status: 200, json: () => Promise.resolve(body) } as Response);

describe('runtime configuration (server.json)', () => {
  beforeEach(() => runtimeConfigStore.setState({ config: DEFAULT_RUNTIME_CONFIG, loaded: false, usingFallback: false }));

  it('SPEC §7: server.json is fetched with a rand cache-buster', async () => {
    const fetchImpl = jest.fn(() => okJson({ servers: { server: { url: 'http://api.test' } }, gMapKey: 'k', googleTagId: 't' }));
    const config = await loadRuntimeConfig('/server.json', fetchImpl as unknown as typeof fetch);
    expect((fetchImpl.mock.calls[0] as unknown[])[0]).toMatch(/^\/server\.json\?rand=\d+$/);
    expect(config.servers.server.url).toBe('http://api.test');
    expect(config.remotes.reserve).toBe(DEFAULT_RUNTIME_CONFIG.remotes.reserve);
    expect(runtimeConfigStore.getState()).toMatchObject({ loaded: true, usingFallback: false });
  });

  it('SPEC §8: a load failure falls back to the built-in API base URL and map key', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const fetchImpl = jest.fn(() => Promise.reject(new Error('offline')));
    const config = await loadRuntimeConfig('/server.json', fetchImpl as unknown as typeof fetch);
    expect(config).toEqual(DEFAULT_RUNTIME_CONFIG);
    expect(runtimeConfigStore.getState()).toMatchObject({ loaded: true, usingFallback: true });
  });

  it('SPEC §8: a parse failure (no servers.server.url) falls back too', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const config = await loadRuntimeConfig('/server.json', (() => okJson({ nope: 1 })) as unknown as typeof fetch);
    expect(config.servers.server.url).toBe(DEFAULT_RUNTIME_CONFIG.servers.server.url);
  });
});
