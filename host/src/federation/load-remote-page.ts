import { loadRemote } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import { preloadRemoteTexts } from '@haulstop/shared/i18n';
import type { QueryClient } from '@haulstop/shared/query';
import { IncompatibleRemoteError } from './compatibility';
import { remotesInUse } from './remotes-in-use';
import { isChunkLoadFailure } from '../features/remotes/classify-load-error';
import { reloadRemoteContainer, remoteBaseUrl } from './remote-registry';

/** What a remote exposes per page: the page, and optionally the start of its first data. */
type RemotePageModule = { default?: ComponentType; prefetch?: (client: QueryClient) => unknown };

// Loads in flight, so that the start and the guarded area share one; a settled load is dropped
// (a failure must be fetched again by the retry, and a remote re-registered by server.json is
// loaded from its new entry: the federation runtime keeps what it loaded).
const inFlight = new Map<string, Promise<ComponentType>>();

/** Starts the page's first data (its `prefetch` export) into the shared cache; a failure is only a missed head start. */
async function prefetchFirstData(module: RemotePageModule): Promise<void> {
  if (!module.prefetch) return;
  // The query layer comes with the console's chunk: imported here, not statically, so the start
  // (which calls this module for a signed-in visit) does not carry it (first-load.test.ts).
  const { queryClient } = await import('@haulstop/shared/query');
  await module.prefetch(queryClient);
}

/**
 * Loads one exposed page (`remote/Module`) from a remote at runtime: its texts (English and the
 * current language) alongside its entry and chunk, and, as soon as the chunk is here, the page's
 * first data into the shared cache, so the request runs while React renders instead of after the
 * page mounted. Light on purpose (no query layer, no design system): the start calls it
 * for a signed-in visit as soon as server.json has named the remotes, while the console's own
 * chunk is still on its way.
 */
export function loadRemotePage(id: string, { reloadContainer = false }: { reloadContainer?: boolean } = {}): Promise<ComponentType> {
  const pending = inFlight.get(id);
  if (pending && !reloadContainer) return pending;
  const [remote = ''] = id.split('/');
  // A remote this tab cannot run is never loaded (its code would meet another host or shared).
  const incompatible = remotesInUse()[remote];
  if (incompatible?.incompatible) return Promise.reject(new IncompatibleRemoteError(remote, incompatible.version, incompatible.incompatible));
  const baseUrl = remoteBaseUrl(remote);
  // A failure is logged by i18n and left to the page's own load.
  if (baseUrl) void preloadRemoteTexts({ area: remote, baseUrl });
  // A page that failed on one of its lazy chunks gets fresh modules: new lazy components, not the rejected ones.
  if (reloadContainer) reloadRemoteContainer(remote);
  const load = loadRemote<RemotePageModule>(id)
    // A chunk that failed even after the runtime's retry (retry-plugin.ts): the remote's container
    // is reloaded and the page loaded once more, without reloading the console.
    .catch((error: unknown) => {
      if (!isChunkLoadFailure(error) || !reloadRemoteContainer(remote)) throw error;
      return loadRemote<RemotePageModule>(id);
    })
    .then((module) => {
      if (!module?.default) throw new Error(`Remote module ${id} has no default export`);
      prefetchFirstData(module).catch(() => undefined);
      return module.default;
    })
    .finally(() => inFlight.delete(id));
  inFlight.set(id, load);
  return load;
}

/**
 * Starts loading a page (texts, entry, chunk, first data) without rendering it: the start and the
 * route guard call it during the 1 s wait SPEC §2.2 requires, so the network is not idle meanwhile.
 * Errors are left to the page's own load, which retries and shows them.
 */
export function preloadRemotePage(id: string): void {
  loadRemotePage(id).catch(() => undefined);
}
