import { RetryPlugin } from '@module-federation/retry-plugin';

/**
 * First layer of failure handling (CONVENTIONS.md, module-federation/core): the runtime retries a
 * remote entry or exposed chunk once after 1 s before giving up. One retry only: the host's retry
 * boundary (features/remotes) then backs off 1 s, 2 s, 4 s, so a remote that is really down
 * shows its Retry message within ~15 s instead of minutes.
 * 0.17.1 takes the old option shape `{ fetch, script }` (NOTES.md).
 */
export default function retryPlugin(): ReturnType<typeof RetryPlugin> {
  return RetryPlugin({ script: { retryTimes: 1, retryDelay: 1000 } });
}
