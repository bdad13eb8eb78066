import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { queryClient as consoleClient } from './query-client';

/** Puts the console's one query cache (or a test's own) around the app. */
export function QueryProvider({ children, client = consoleClient }: { children: ReactNode; client?: QueryClient }) {
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
