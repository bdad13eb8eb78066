import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { apiClient } from '@haulstop/shared/auth';
import type { UploadPurpose } from '@haulstop/shared/constants';

export const fileKeys = { url: (objectPath: string | null, attempt: number) => ['files', 'url', objectPath, attempt] as const };

/** GET /api/session/downloadUrl?objectPath= — a short-lived signed URL for a stored file. */
export async function fetchDownloadUrl(objectPath: string, signal?: AbortSignal): Promise<string> {
  const { data } = await apiClient.get<string>('/api/session/downloadUrl', { params: { objectPath }, signal });
  if (typeof data !== 'string') throw new Error('downloadUrl answered no URL');
  return data;
}

// Signed URLs live 5 minutes: cached 4, never retried blindly.
const downloadUrlQuery = (objectPath: string | null, attempt: number) =>
  queryOptions({
    queryKey: fileKeys.url(objectPath, attempt),
    queryFn: ({ signal }) => fetchDownloadUrl(objectPath as string, signal),
    staleTime: 4 * 60_000,
    gcTime: 4 * 60_000,
    retry: false,
  });

/** A signed URL for `objectPath`; `attempt` asks for a fresh one (the previous may have expired). */
export function useDownloadUrl(objectPath: string | null, attempt = 0) {
  return useQuery({ ...downloadUrlQuery(objectPath, attempt), enabled: Boolean(objectPath) });
}

/**
 * Starts a stored image before it is rendered: its signed URL into the cache `useDownloadUrl`
 * reads (first attempt), then the image itself, which the browser keeps for the page's <img>
 * (same URL). A failure is left to the component, which retries and falls back.
 */
export async function prefetchStoredImage(client: QueryClient, objectPath: string): Promise<void> {
  const url = await client.fetchQuery(downloadUrlQuery(objectPath, 0));
  if (typeof Image !== 'undefined') new Image().src = url;
}

/** What POST /api/files answers (DESIGN §7). */
export type UploadedFile = { objectPath: string; contentType: string; size: number };

/**
 * POST /api/files: uploads one file (multipart, field `file`) for a purpose (lot image, logo,
 * document); `onProgress` gets the fraction sent. The API checks the type by the file's bytes.
 */
export async function uploadFile(file: Blob, purpose: UploadPurpose, onProgress?: (fraction: number) => void): Promise<UploadedFile> {
  const form = new FormData();
  form.append('file', file);
  // multipart/form-data stated explicitly: axios then lets the browser add the boundary, instead of
  // turning the form into JSON because of a JSON default.
  const { data } = await apiClient.post<UploadedFile>('/api/files', form, {
    params: { purpose },
    headers: { 'Content-Type': 'multipart/form-data' },
    onUploadProgress: (event) => {
      if (event.total) onProgress?.(event.loaded / event.total);
    },
  });
  return data;
}
