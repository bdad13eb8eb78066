import { useCallback, useEffect, useRef, useState } from 'react';

export type QueryState<T> =
  | { status: 'loading'; data?: undefined; error?: undefined }
  | { status: 'success'; data: T; error?: undefined }
  | { status: 'error'; data?: undefined; error: unknown };

/**
 * Runs `fetcher` on mount and again whenever `key` changes (the current organisation, for
 * example) or `reload()` is called. An answer that arrives after a newer request started is
 * dropped, so switching organisation quickly never shows the previous one's data.
 * @example const lots = useApiQuery((signal) => fetchLots(signal), saasOrgId);
 */
export function useApiQuery<T>(fetcher: (signal: AbortSignal) => Promise<T>, key: unknown): QueryState<T> & { reload: () => void } {
  const [state, setState] = useState<QueryState<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  // The latest fetcher, without making every render's new closure restart the request.
  const fetcherRef = useRef(fetcher);
  fetcherRef.current = fetcher;

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    fetcherRef.current(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ status: 'success', data });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'error', error });
      },
    );
    return () => controller.abort();
  }, [key, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, reload };
}
