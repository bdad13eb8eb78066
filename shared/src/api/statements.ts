import { useQuery, type QueryClient } from '@tanstack/react-query';
import { apiClient } from '@haulstop/shared/auth';
import type { Statement } from '@haulstop/shared/contracts';
import { currentOrgKey, useOrgKey } from '@haulstop/shared/query';
import { previousPeriod } from '@haulstop/shared/rules';

export const statementKeys = {
  all: ['statements'] as const,
  period: (period: string) => ['statements', period] as const,
};

/** Where a statement's PDF and CSV are downloaded (attachments; see downloadAttachment). */
export const statementPdfUrl = (period: string) => `/api/statements/${period}/pdf`;
export const statementCsvUrl = (period: string) => `/api/statements/${period}/csv`;

/** GET /api/statements?period=YYYY-MM: the statement of income of one month, per lot and currency. */
export async function fetchStatement(period: string, signal?: AbortSignal): Promise<Statement> {
  const { data } = await apiClient.get<Statement>('/api/statements', { params: { period }, signal });
  return data;
}

/** The current organisation's statement of one month. */
export function useStatement(period: string) {
  return useQuery({ queryKey: useOrgKey(...statementKeys.period(period)), queryFn: ({ signal }) => fetchStatement(period, signal) });
}

/** Last month's statement, the one /soiDashboard opens on, fetched with its chunk. */
export const prefetchStatement = (client: QueryClient) => {
  const period = previousPeriod(new Date());
  return client.prefetchQuery({ queryKey: currentOrgKey(...statementKeys.period(period)), queryFn: ({ signal }) => fetchStatement(period, signal) });
};
