import { Component, type ErrorInfo, type ReactNode } from 'react';
import { reportConsoleError } from '../../federation/error-report';
import { AUTO_RETRY_DELAYS_MS, autoRetryDelay, classifyRemoteError, type RemoteFailureKind } from './classify-load-error';

type Props = {
  /** The remote module shown, e.g. 'finance/InvoiceDashboard' (for the log). */
  remoteId: string;
  /** Starts a fresh load (React.lazy keeps a rejected promise, so the caller makes a new loader); `error` is the failure retried. */
  onRetry: (error: unknown) => void;
  children: ReactNode;
  /** What to show while an automatic retry waits. */
  renderRetrying: () => ReactNode;
  /** What to show once automatic retries are spent; `retry` loads again without a page reload. */
  renderLoadFailed: (retry: () => void) => ReactNode;
  /** What to show when the page itself failed to render. */
  renderCrashed: () => ReactNode;
  /** What to show when the remote was not loaded because it needs another host or @haulstop/shared (the error says which). */
  renderIncompatible?: (error: unknown, retry: () => void) => ReactNode;
  delays?: readonly number[];
};

/** `waiting` is null between catching a load error and deciding (in componentDidCatch) whether to retry by itself. */
type State = { error: unknown; kind: RemoteFailureKind | null; failures: number; waiting: boolean | null };

/**
 * One boundary around each remote page (CONVENTIONS.md: never one app-wide boundary), so a remote
 * that is down leaves header, drawer and other pages working. Load failures retry with back-off,
 * then offer Retry; render errors show 'Something went wrong.'.
 */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, kind: null, failures: 0, waiting: false };

  private timer: ReturnType<typeof setTimeout> | undefined;

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error, kind: classifyRemoteError(error), waiting: null };
  }

  override componentDidCatch(error: unknown, _info: ErrorInfo): void {
    const kind = classifyRemoteError(error);
    reportConsoleError(`Remote page ${this.props.remoteId} failed (${kind}).`, error);
    if (kind !== 'load') return;
    const failures = this.state.failures + 1;
    const delay = autoRetryDelay(failures, this.props.delays ?? AUTO_RETRY_DELAYS_MS);
    this.setState({ failures, waiting: delay !== null });
    if (delay !== null) this.timer = setTimeout(() => this.retry(false), delay);
  }

  override componentWillUnmount(): void {
    clearTimeout(this.timer);
  }

  /** Clears the error and asks for a fresh load. A Retry pressed by the person allows one more try. */
  private retry = (manual: boolean): void => {
    clearTimeout(this.timer);
    const failed = this.state.error;
    const spent = (this.props.delays ?? AUTO_RETRY_DELAYS_MS).length;
    this.setState((s) => ({ error: null, kind: null, waiting: false, failures: manual ? Math.max(s.failures, spent) : s.failures }));
    this.props.onRetry(failed);
  };

  private manualRetry = (): void => this.retry(true);

  override render(): ReactNode {
    const { kind, waiting } = this.state;
    if (kind === null) return this.props.children;
    if (kind === 'render') return this.props.renderCrashed();
    if (kind === 'incompatible')
      return (this.props.renderIncompatible ?? ((_error, retry) => this.props.renderLoadFailed(retry)))(this.state.error, this.manualRetry);
    return waiting === false ? this.props.renderLoadFailed(this.manualRetry) : this.props.renderRetrying();
  }
}
