import { askFinAi as askFinAiEndpoint, type FinAiAnswer } from '@haulstop/shared/contracts/finai';
import { callEndpoint } from './endpoint';

/** POST /api/finai/ask: a question about the platform's money, answered from the database. */
export const askFinAi = (question: string): Promise<FinAiAnswer> => callEndpoint(askFinAiEndpoint, { body: { question } });
