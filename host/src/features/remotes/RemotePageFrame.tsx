import { lazy, Suspense, useCallback, useEffect, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { markRemoteMounted } from '../../federation/version-hold';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';

export type LoadPage = (id: string) => Promise<ComponentType>;

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
  const [attempt, setAttempt] = useState(0);
  // `attempt` is the reason for a new loader: it is deliberately a dependency though unused inside.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const Page = useMemo(() => lazy(() => load(id).then((component) => ({ default: component }))), [id, load, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
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
