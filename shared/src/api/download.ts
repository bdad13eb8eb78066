import { apiClient } from '@haulstop/shared/auth';

/**
 * Saves a document the API answers as an attachment (PDF, CSV). The call needs the session's
 * token and organisation, which a plain link would not send, so the file is fetched through the
 * API client and handed to the browser as a download under `fileName`.
 */
export async function downloadFile(url: string, fileName: string, params?: Record<string, unknown>): Promise<void> {
  const { data } = await apiClient.get<Blob>(url, { responseType: 'blob', params });
  const href = URL.createObjectURL(data);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // The click has started the download; the object URL can go once this task ends.
  setTimeout(() => URL.revokeObjectURL(href), 0);
}
