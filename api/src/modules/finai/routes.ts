import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { FinAiAnswer as FinAiAnswerContract } from '@haulstop/shared/contracts';
import { agrees, type AgreesWith } from '../../lib/contract';
import { requestLanguage } from '../../lib/i18n';
import { responses } from '../../lib/schemas';
import { ask } from './service';

const INTENTS: readonly FinAiAnswerContract['intent'][] = [
  'revenueByLot',
  'revenueByMonth',
  'revenueByOwner',
  'failedPayments',
  'unpaidInvoices',
  'topCustomers',
  'unknown',
];

const FinAiAnswer = Type.Object({
  question: Type.String(),
  intent: Type.Unsafe<FinAiAnswerContract['intent']>({ type: 'string', enum: [...INTENTS] }),
  period: Type.Union([Type.Object({ from: Type.String(), to: Type.String(), label: Type.String() }), Type.Null()]),
  columns: Type.Array(Type.String()),
  rows: Type.Array(Type.Record(Type.String(), Type.Union([Type.String(), Type.Number(), Type.Null()]))),
  totalRows: Type.Integer(),
  totals: Type.Array(Type.Object({ currency: Type.String(), amountMinor: Type.Integer() })),
  suggestions: Type.Array(Type.String()),
});
agrees<AgreesWith<typeof FinAiAnswer, FinAiAnswerContract>>();

/** /finai's API (the one internal admin). */
export const finAiRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/finai/ask',
    {
      config: { access: 'platform', resource: 'assistant', action: 'create' },
      schema: {
        tags: ['billing'],
        summary: "Answers a question about the platform's money in plain words (EN/FR/ES) with the table behind it; the internal admin only",
        description:
          'Figures come from the ledger, as the statement of income does. Revenue is gross less discounts and refunds, taxes included, before the platform fee, in the month a booking starts (UTC).',
        body: Type.Object({ question: Type.String({ maxLength: 300 }) }),
        response: responses({ 200: FinAiAnswer }),
      },
    },
    // The assistant is one internal admin account's, not every platform user's (the 'assistant' rule).
    async (request) => ask(app.db, request.body.question, requestLanguage(request.headers['accept-language'])),
  );
};
