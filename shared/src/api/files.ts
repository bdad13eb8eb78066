import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@haulstop/shared/auth';

export const fileKeys = { url: (objectPath: string | null, attempt: number) => ['files', 'url', objectPath, attempt] as const };

/** GET /api/session/downloadUrl?objectPath= — a short-lived signed URL for a stored file (SPEC §7). */
export async function fetchDownloadUrl(objectPath: string, signal?: AbortSignal): Promise<string> {
  const { data } = await apiClient.get<string>('/api/session/downloadUrl', { params: { objectPath }, signal });
  if (typeof data !== 'string') throw new Error('downloadUrl answered no URL');
  return data;
}

/**
 * A signed URL for `objectPath`; `attempt` asks for a fresh one (the previous may have expired).
 * Signed URLs live 5 minutes: cached 4, never retried blindly.
 */
export function useDownloadUrl(objectPath: string | null, attempt = 0) {
  return useQuery({
    queryKey: fileKeys.url(objectPath, attempt),
    queryFn: ({ signal }) => fetchDownloadUrl(objectPath as string, signal),
    enabled: Boolean(objectPath),
    staleTime: 4 * 60_000,
    gcTime: 4 * 60_000,
    retry: false,
  });
}
