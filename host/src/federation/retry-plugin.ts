import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** One retry, 1 s after a failure (see below). */
const RETRIES = 1;
const RETRY_DELAY_MS = 1000;

/** Runs `attempt`, and again after RETRY_DELAY_MS while it fails, RETRIES times at most. */
export async function withRetry<T>(attempt: () => Promise<T>, beforeEach: () => void = () => undefined, delayMs = RETRY_DELAY_MS): Promise<T> {
  for (let failures = 0; ; failures++) {
    try {
      beforeEach();
      return await attempt();
    } catch (error) {
      if (failures >= RETRIES) throw error;
      await new Promise((resolve) => setTimeout(resolve, delayMs));
    }
  }
}

/**
 * First layer of failure handling (CONVENTIONS.md, module-federation/core): the runtime retries a
 * remote entry or exposed chunk once after 1 s before giving up. One retry only: the host's retry
 * boundary (features/remotes) then backs off 1 s, 2 s, 4 s, so a remote that is really down shows
 * its Retry message within ~15 s instead of minutes.
 * Our own ~20 lines rather than @module-federation/retry-plugin: its only published versions
 * (0.13, 0.17.1) bundle a second, older copy of the federation sdk into the host's entry
 * (the entry is on every first load), for the two hooks used here.
 */
export default function retryPlugin(): ModuleFederationRuntimePlugin {
  // The runtime's declared hook types do not match what it passes and awaits (the container's `get`
  // answers a promise of the factory; the hook's result is awaited once): hence the casts.
  return {
    name: 'haulstop-retry',
    // Called once a remote entry failed to load: load it again (forgetting the failed attempt).
    loadEntryError: ({ getRemoteEntry, origin, remoteInfo, remoteEntryExports, globalLoading, uniqueKey }) =>
      withRetry(
        () => getRemoteEntry({ origin, remoteInfo, remoteEntryExports }),
        () => delete globalLoading[uniqueKey],
      ) as never,
    // Loads an exposed module's chunk (the runtime's own `get`), retried the same way.
    getModuleFactory: ({ remoteEntryExports, expose }) => withRetry(async () => remoteEntryExports.get(expose) as unknown) as never,
  };
}
