// /finai's question, one definition: the API registers its route from it and the client derives its
// call from it (@haulstop/shared/api). Types are Static<> of the schemas.
import * as Type from 'typebox';
import { endpointsOf } from './endpoint';
import { literalOf, responses } from './schema';

/** The questions /finai understands; 'unknown' when none was. */
const FINAI_INTENTS = ['revenueByLot', 'revenueByMonth', 'revenueByOwner', 'failedPayments', 'unpaidInvoices', 'topCustomers', 'unknown'] as const;

const FinAiRow = Type.Record(Type.String(), Type.Union([Type.String(), Type.Number(), Type.Null()]));
/** One row of a /finai answer's table: column key → value (text, a count, or minor units). */
export type FinAiRow = Type.Static<typeof FinAiRow>;

export const FinAiAnswer = Type.Object({
  question: Type.String(),
  intent: literalOf(FINAI_INTENTS),
  /** the period it is about (half-open, UTC), or null for all time */
  period: Type.Union([Type.Object({ from: Type.String(), to: Type.String(), label: Type.String() }), Type.Null()]),
  columns: Type.Array(Type.String()),
  /** the first 50 rows */
  rows: Type.Array(FinAiRow),
  totalRows: Type.Integer(),
  /** the sum of amountMinor per currency (never across currencies) */
  totals: Type.Array(Type.Object({ currency: Type.String(), amountMinor: Type.Integer() })),
  /** questions to try, when this one was not understood */
  suggestions: Type.Array(Type.String()),
});
/** POST /api/finai/ask → the answer to a question about the platform's money. */
export type FinAiAnswer = Type.Static<typeof FinAiAnswer>;

const defineFinAiEndpoint = endpointsOf({ tags: ['billing'] });

export const askFinAi = defineFinAiEndpoint({
  method: 'POST',
  path: '/api/finai/ask',
  summary: "Answers a question about the platform's money in plain words (EN/FR/ES) with the table behind it; the internal admin only",
  description:
    'Figures come from the ledger, as the statement of income does. Revenue is gross less discounts and refunds, taxes included, before the platform fee, in the month a booking starts (UTC).',
  body: Type.Object({ question: Type.String({ maxLength: 300 }) }),
  response: responses({ 200: FinAiAnswer }),
  // The assistant is one internal admin account's, not every platform user's (the 'assistant' rule).
  access: { access: 'platform', resource: 'assistant', action: 'create' },
});
