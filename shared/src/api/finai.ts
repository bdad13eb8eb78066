import { apiClient } from '@haulstop/shared/auth';
import type { FinAiAnswer } from '@haulstop/shared/contracts';

/** POST /api/finai/ask: a question about the platform's money, answered from the database. */
export async function askFinAi(question: string): Promise<FinAiAnswer> {
  const { data } = await apiClient.post<FinAiAnswer>('/api/finai/ask', { question });
  return data;
}
