import { lazy, Suspense, useCallback, useEffect, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { markRemoteMounted } from '../../federation/version-hold';
import { isChunkLoadFailure } from './classify-load-error';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';

/** Loads a page; `reloadContainer` asks for the remote's container afresh (a chunk of the page failed). */
export type LoadPage = (id: string, options?: { reloadContainer?: boolean }) => Promise<ComponentType>;

export type RemotePageFrameProps = {
  /** `remote/Module`, e.g. 'finance/InvoiceDashboard' */
  id: string;
  load: LoadPage;
  delays?: readonly number[];
  /** While the page's code loads, or an automatic retry waits. */
  wait: ReactNode;
  /** The page itself failed to render. */
  crashed: ReactNode;
  /** Automatic retries are spent; `retry` loads again without a page reload. */
  loadFailed: (retry: () => void) => ReactNode;
  /** The remote needs another host or @haulstop/shared and is not loaded (the error names both versions); loadFailed when not given. */
  incompatible?: (error: unknown, retry: () => void) => ReactNode;
};

/**
 * A remote page inside its own retry boundary and Suspense, drawn by the caller's parts: the
 * console's (Chakra, RemotePage) or a public page's plain ones (PublicRemotePage), so the loading
 * and retry rules are one. Each attempt gets a NEW lazy component: React.lazy caches a rejected
 * promise, so reusing one would never load again without a reload.
 */
export function RemotePageFrame({ id, load, delays, wait, crashed, loadFailed, incompatible }: RemotePageFrameProps) {
  // A retry after a failed chunk (the page's own, or a lazy one inside it, which React.lazy in the
  // remote keeps rejected) reloads the remote's container, so the page comes back with fresh modules.
  const [attempt, setAttempt] = useState({ count: 0, reloadContainer: false });
  // Each attempt is a new object, so a new loader (React.lazy keeps a rejected promise).
  const Page = useMemo(
    () => lazy(() => (attempt.reloadContainer ? load(id, { reloadContainer: true }) : load(id)).then((component) => ({ default: component }))),
    [id, load, attempt],
  );
  const retry = useCallback((error?: unknown) => setAttempt(({ count }) => ({ count: count + 1, reloadContainer: isChunkLoadFailure(error) })), []);
  // While on screen, its remote keeps the version it was mounted with if a form of it has unsaved changes.
  useEffect(() => markRemoteMounted(id.split('/')[0] ?? id), [id]);

  return (
    <RemoteErrorBoundary
      key={id}
      remoteId={id}
      onRetry={retry}
      delays={delays}
      renderRetrying={() => wait}
      renderCrashed={() => crashed}
      renderLoadFailed={loadFailed}
      renderIncompatible={incompatible}
    >
      <Suspense fallback={wait}>
        <Page />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
