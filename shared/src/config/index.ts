export { takeEarlyFetch } from './early-fetch';
export { DEFAULT_RUNTIME_CONFIG, getRuntimeConfig, loadRuntimeConfig, runtimeConfigStore } from './runtime-config';
export type { RuntimeConfig } from './runtime-config';
export { useRuntimeConfig, useRuntimeConfigLoaded } from './useRuntimeConfig';
