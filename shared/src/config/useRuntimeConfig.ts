import { useStore } from 'zustand';
import { runtimeConfigStore, type RuntimeConfig } from './runtime-config';

/** The runtime configuration, re-rendering when server.json is fetched again. */
export function useRuntimeConfig(): RuntimeConfig {
  return useStore(runtimeConfigStore, (s) => s.config);
}

/** Whether the first server.json fetch has settled. */
export function useRuntimeConfigLoaded(): boolean {
  return useStore(runtimeConfigStore, (s) => s.loaded);
}
