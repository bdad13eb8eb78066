import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@haulstop/shared/auth';
import { useApiMutation } from '@haulstop/shared/query';

/** One remote as the platform's page shows it (DESIGN §9): everyone's version, its canary, the versions before and those served. */
export type RemoteVersions = {
  remote: string;
  version: string;
  previous: string[];
  canary: { version: string; percent: number | null; orgIds: number[]; organizations: { orgId: number; orgName: string }[] } | null;
  served: string[];
};
export type RemoteVersionsAnswer = { etag: string; host: { version: string; shared?: string } | null; remotes: RemoteVersions[] };

/** A change of one remote's versions: a canary for a share of sessions or organisations (null drops it), or everyone's version. */
export type RemoteVersionsChange = { canary: { version: string; percent?: number; orgIds?: number[] } | null } | { version: string };

export const remoteVersionKeys = { all: ['remoteVersions'] as const };

/** GET /api/platform/remoteVersions (platform). */
export const useRemoteVersions = () =>
  useQuery({
    queryKey: remoteVersionKeys.all,
    queryFn: async ({ signal }) => (await apiClient.get<RemoteVersionsAnswer>('/api/platform/remoteVersions', { signal })).data,
  });

/**
 * PUT /api/platform/remoteVersions/{remote} with the ETag the page read: a deploy or another
 * change in between is answered 409 (its message says to reload), never overwritten.
 */
export async function changeRemoteVersion(args: { remote: string; change: RemoteVersionsChange; etag: string }): Promise<RemoteVersionsAnswer> {
  const { data } = await apiClient.put<RemoteVersionsAnswer>(`/api/platform/remoteVersions/${encodeURIComponent(args.remote)}`, args.change, {
    headers: { 'If-Match': args.etag },
  });
  return data;
}

/** Any answer, a 409 too, makes the list stale: it is read again. */
export const useChangeRemoteVersion = (options: { successMessage?: string; onSuccess?: () => void } = {}) => {
  const mutation = useApiMutation({ mutationFn: changeRemoteVersion, invalidates: [remoteVersionKeys.all], ...options });
  return mutation;
};
