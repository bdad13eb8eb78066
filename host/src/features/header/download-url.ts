import { apiClient } from '@haulstop/shared/auth';

/** GET /api/session/downloadUrl?objectPath= — a short-lived URL for a stored image (SPEC §7). */
export async function fetchDownloadUrl(objectPath: string): Promise<string> {
  const { data } = await apiClient.get<string>('/api/session/downloadUrl', { params: { objectPath } });
  return data;
}
