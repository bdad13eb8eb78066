/**
 * Why a remote page failed, which decides what the retry boundary shows (DESIGN.md §1):
 * - 'load': the remote (or one of its chunks) could not be fetched — worth retrying, since the
 *   federation runtime forgets a failed load (NOTES.md "When a remote is down").
 * - 'render': the page itself threw — retrying would throw again: 'Something went wrong.'
 * - 'incompatible': the remote needs another host or @haulstop/shared and was not loaded —
 *   retrying cannot help until another version is deployed: the boundary says which versions.
 */
export type RemoteFailureKind = 'load' | 'render' | 'incompatible';

/** Markers of a failed load: MF runtime #RUNTIME-008 / ScriptNetworkError, webpack ChunkLoadError, CSS chunk failure. */
const LOAD_MESSAGE_MARKERS = ['#RUNTIME-008', 'ScriptNetworkError', 'Loading chunk', 'Loading CSS chunk', 'CSS_CHUNK_LOAD_FAILED'];

/**
 * Classifies an error thrown while loading or rendering a remote page.
 * @example classifyRemoteError(Object.assign(new Error('Loading chunk 42 failed.'), { name: 'ChunkLoadError' })) === 'load'
 */
export function classifyRemoteError(error: unknown): RemoteFailureKind {
  if (!error || typeof error !== 'object') return 'render';
  const { name, message, code } = error as { name?: unknown; message?: unknown; code?: unknown };
  if (name === 'IncompatibleRemoteError') return 'incompatible';
  if (name === 'ChunkLoadError' || name === 'ScriptNetworkError') return 'load';
  if (code === 'CSS_CHUNK_LOAD_FAILED') return 'load';
  const text = typeof message === 'string' ? message : '';
  return LOAD_MESSAGE_MARKERS.some((marker) => text.includes(marker)) ? 'load' : 'render';
}

/**
 * Whether a remote's entry loaded but one of its chunks (script or CSS) did not: then reloading the
 * remote's container can recover (a stale entry or a chunk the browser holds wrong), unlike an
 * entry that cannot be reached.
 * @example isChunkLoadFailure(Object.assign(new Error('Loading chunk 42 failed.'), { name: 'ChunkLoadError' })) === true
 */
export function isChunkLoadFailure(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { name, message, code } = error as { name?: unknown; message?: unknown; code?: unknown };
  if (name === 'ChunkLoadError' || code === 'CSS_CHUNK_LOAD_FAILED') return true;
  const text = typeof message === 'string' ? message : '';
  return ['Loading chunk', 'Loading CSS chunk', 'CSS_CHUNK_LOAD_FAILED'].some((marker) => text.includes(marker));
}

/** Back-off before each automatic retry: 1 s, 2 s, 4 s; then the boundary waits for the person. */
export const AUTO_RETRY_DELAYS_MS: readonly number[] = [1000, 2000, 4000];

/** Delay before automatic retry number `failures` (1-based), or null when the person must press Retry. */
export function autoRetryDelay(failures: number, delays: readonly number[] = AUTO_RETRY_DELAYS_MS): number | null {
  return failures >= 1 && failures <= delays.length ? delays[failures - 1]! : null;
}
