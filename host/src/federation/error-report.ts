import { HOST_VERSION, SHARED_VERSION } from './build-versions';
import { remotesInUse } from './remotes-in-use';

/**
 * What this tab runs, in one line for an error report: the host, the @haulstop/shared it carries,
 * then each remote at the version in use (a remote not loaded because it needs another host or
 * shared says so).
 * @example versionsLine() === 'host 1.1.0, @haulstop/shared 1.1.0, reports 1.0.0-17, finance 1.0.0'
 */
export function versionsLine(): string {
  const remotes = Object.entries(remotesInUse()).map(
    ([name, remote]) => `${name} ${remote.version || '?'}${remote.incompatible ? ' (incompatible, not loaded)' : ''}`,
  );
  return [`host ${HOST_VERSION || '?'}`, `@haulstop/shared ${SHARED_VERSION || '?'}`, ...remotes].join(', ');
}

/**
 * Every error report the console writes goes through here, so each names the versions of host and
 * remotes it happened with (a fault after a deploy is then traced to the version that brought it).
 * @example reportConsoleError('Remote page finance/InvoiceDashboard failed (load).', error)
 */
export function reportConsoleError(message: string, error?: unknown): void {
  console.error(`${message} [versions: ${versionsLine()}]`, ...(error === undefined ? [] : [error]));
}
