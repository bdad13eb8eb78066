import { createStore } from 'zustand/vanilla';
import { takeEarlyFetch } from './early-fetch';

/** The shape of server.json (SPEC §3 "Configuration file", DESIGN.md §4). */
export interface RuntimeConfig {
  servers: { server: { url: string; USPassCode: string; CanadaPassCode: string } };
  gMapKey: string;
  googleTagId: string;
  /** Module Federation remote name → entry URL (remoteEntry.js or mf-manifest.json). */
  remotes: Record<string, string>;
}

/**
 * Used when server.json cannot be fetched or parsed (fall back to a built-in API base
 * URL and map key). The map key is empty: without one, maps fall back to the built-in rendering.
 */
export const DEFAULT_RUNTIME_CONFIG: RuntimeConfig = {
  servers: { server: { url: 'http://127.0.0.1:8090', USPassCode: '+1', CanadaPassCode: '+1' } },
  gMapKey: '',
  googleTagId: '',
  remotes: {
    reserve: 'http://127.0.0.1:8081/remoteEntry.js',
    finance: 'http://127.0.0.1:8082/remoteEntry.js',
    admin: 'http://127.0.0.1:8083/remoteEntry.js',
    reports: 'http://127.0.0.1:8084/remoteEntry.js',
  },
};

interface ConfigState {
  config: RuntimeConfig;
  /** false until the first fetch (or its fallback) settles: the app shows 'Loading...' until then. */
  loaded: boolean;
  /** true when the last fetch failed and the defaults are in force. */
  usingFallback: boolean;
}

export const runtimeConfigStore = createStore<ConfigState>(() => ({
  config: DEFAULT_RUNTIME_CONFIG,
  loaded: false,
  usingFallback: false,
}));

function isRuntimeConfig(value: unknown): value is RuntimeConfig {
  const v = value as RuntimeConfig | null;
  return !!v && typeof v === 'object' && typeof v.servers?.server?.url === 'string';
}

/**
 * Fetches server.json with a `rand` cache-buster (at start and on every route change).
 * Never throws: on failure the defaults stay (or the last good config, once one loaded).
 * @example await loadRuntimeConfig('/server.json')
 */
export async function loadRuntimeConfig(url = '/server.json', fetchImpl: typeof fetch = fetch): Promise<RuntimeConfig> {
  const sep = url.includes('?') ? '&' : '?';
  try {
    // The start's fetch was begun by the page itself (early-fetch.ts); later ones are fresh.
    const early = typeof location === 'undefined' ? undefined : takeEarlyFetch(new URL(url, location.href).href);
    const response = await (early ?? fetchImpl(`${url}${sep}rand=${Date.now()}${Math.floor(Math.random() * 1e6)}`, { cache: 'no-store' }));
    if (!response.ok) throw new Error(`server.json answered ${response.status}`);
    const body: unknown = await response.json();
    if (!isRuntimeConfig(body)) throw new Error('server.json has no servers.server.url');
    const config: RuntimeConfig = {
      ...DEFAULT_RUNTIME_CONFIG,
      ...body,
      servers: { server: { ...DEFAULT_RUNTIME_CONFIG.servers.server, ...body.servers.server } },
      remotes: { ...DEFAULT_RUNTIME_CONFIG.remotes, ...(body.remotes ?? {}) },
    };
    runtimeConfigStore.setState({ config, loaded: true, usingFallback: false });
    return config;
  } catch (error) {
    console.error('Configuration load failed; using the built-in defaults.', error);
    const state = runtimeConfigStore.getState();
    // Keep a config that loaded earlier; only a first failure falls back to the defaults.
    runtimeConfigStore.setState({ loaded: true, usingFallback: !state.loaded || state.usingFallback });
    return runtimeConfigStore.getState().config;
  }
}

/** The configuration in force now. */
export function getRuntimeConfig(): RuntimeConfig {
  return runtimeConfigStore.getState().config;
}
