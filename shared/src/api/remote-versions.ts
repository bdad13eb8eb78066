import { apiClient } from '@haulstop/shared/auth';
import { endpointUrl } from '@haulstop/shared/contracts/endpoint';
import {
  changeRemoteVersion as changeRemoteVersionEndpoint,
  listRemoteVersions,
  type RemoteVersions,
  type RemoteVersionsAnswer,
  type RemoteVersionsChange,
} from '@haulstop/shared/contracts/remote-versions';
import { useApiMutation } from '@haulstop/shared/query';
import { useEndpointQuery } from './endpoint';

// Which version of each remote the console runs, derived from the definitions (@haulstop/shared/contracts/remote-versions).

export type { RemoteVersions, RemoteVersionsAnswer, RemoteVersionsChange };

/** GET /api/platform/remoteVersions (platform). */
export const useRemoteVersions = () => useEndpointQuery(listRemoteVersions, {});

/**
 * PUT /api/platform/remoteVersions/{remote} with the ETag the page read: a deploy or another
 * change in between is answered 409 (its message says to reload), never overwritten. Sent with its
 * If-Match header, which the one endpoint caller does not carry.
 */
export async function changeRemoteVersion(args: { remote: string; change: RemoteVersionsChange; etag: string }): Promise<RemoteVersionsAnswer> {
  const url = endpointUrl(changeRemoteVersionEndpoint, { remote: args.remote });
  const { data } = await apiClient.put<RemoteVersionsAnswer>(url, args.change, { headers: { 'If-Match': args.etag } });
  return data;
}

/** Any answer, a 409 too, makes the list stale (the definition's invalidation): it is read again. */
export const useChangeRemoteVersion = (options: { successMessage?: string; onSuccess?: () => void } = {}) =>
  useApiMutation({ mutationFn: changeRemoteVersion, invalidates: changeRemoteVersionEndpoint.invalidates, ...options });
