import { QueryClient } from '@tanstack/react-query';
import { statusCodeOf } from '@haulstop/shared/feedback';
import { sessionStore } from '@haulstop/shared/session';

/** Retry once, and only when no answer came back (network): a 4xx is an answer, retrying it repeats the refusal. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  return failureCount < 1 && statusCodeOf(error) === null;
}

/** A client with the console's defaults; tests make their own so no cache leaks between them. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Lists change when someone acts; 30 s spares refetching on every remount.
        staleTime: 30_000,
        retry: shouldRetry,
        // Returning to a tab must not fire every page's requests at once.
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}

/**
 * THE query cache of the console: one instance shared by the host and every remote (this module
 * is a federation singleton), so a remote's save invalidates what the host shows and the other way.
 */
export const queryClient = createQueryClient();

// Signing out forgets every cached answer: the next user must never see the previous one's data.
let hadToken = Boolean(sessionStore.getState().token);
sessionStore.subscribe((state) => {
  const hasToken = Boolean(state.token);
  if (hadToken && !hasToken) queryClient.clear();
  hadToken = hasToken;
});
