import { periodOf, understand } from '../../../src/modules/finai/question';
import { SUGGESTED_INTENTS, suggestions } from '../../../src/modules/finai/service';

const NOW = new Date('2026-11-23T05:00:00Z');

describe('/finai reads a question into one the database answers', () => {
  test.each([
    ['Revenue by lot last month', 'revenueByLot'],
    ['revenu par stationnement le mois dernier', 'revenueByLot'],
    ['ingresos por estacionamiento el mes pasado', 'revenueByLot'],
    ['Revenue by month this year', 'revenueByMonth'],
    ['revenue by owner', 'revenueByOwner'],
    ['Which payments failed in the last 30 days?', 'failedPayments'],
    ['paiements échoués', 'failedPayments'],
    ['Unpaid invoices', 'unpaidInvoices'],
    ['factures impayées', 'unpaidInvoices'],
    ['Top customers this year', 'topCustomers'],
    ['principales clientes', 'topCustomers'],
    ['What is the weather?', 'unknown'],
  ])('%s → %s', (question, intent) => expect(understand(question, NOW).intent).toBe(intent));
});

describe('the period a question names (half-open, UTC)', () => {
  const range = (text: string) => {
    const period = periodOf(text.toLowerCase(), NOW);
    return period && [period.from.toISOString().slice(0, 10), period.to.toISOString().slice(0, 10), period.label];
  };
  test('last month is the previous calendar month', () => expect(range('revenue last month')).toEqual(['2026-10-01', '2026-11-01', '2026-10']));
  test('this month', () => expect(range('this month')).toEqual(['2026-11-01', '2026-12-01', '2026-11']));
  test('January of the year turns to the next one', () => expect(periodOf('last month', new Date('2027-01-10T00:00:00Z'))?.label).toBe('2026-12'));
  test('this year and last year', () => {
    expect(range('this year')).toEqual(['2026-01-01', '2027-01-01', '2026']);
    expect(range('last year')).toEqual(['2025-01-01', '2026-01-01', '2025']);
  });
  test('a named month without a year is the last one that has begun', () => {
    expect(range('revenue in march')).toEqual(['2026-03-01', '2026-04-01', '2026-03']);
    expect(range('revenue in december')).toEqual(['2025-12-01', '2026-01-01', '2025-12']);
    expect(range('revenu en octobre 2025')).toEqual(['2025-10-01', '2025-11-01', '2025-10']);
  });
  test('YYYY-MM and the last N days', () => {
    expect(range('2026-02')).toEqual(['2026-02-01', '2026-03-01', '2026-02']);
    expect(range('last 30 days')?.slice(0, 2)).toEqual(['2026-10-24', '2026-11-23']);
  });
  test('no period named: null (all time)', () => expect(range('revenue by lot')).toBeNull());
});

describe('the questions the page suggests, in each language, read back as what they offer (words in the asker language)', () => {
  const PERIODS: Record<string, string | null> = {
    revenueByLot: '2026-10',
    revenueByMonth: '2026',
    revenueByOwner: '2026-10',
    failedPayments: '2026-10-24 – 2026-11-23',
    unpaidInvoices: null,
    topCustomers: '2026',
  };
  test.each(['en', 'fr', 'es'] as const)('%s', (language) => {
    const offered = suggestions(language);
    expect(new Set(offered).size).toBe(SUGGESTED_INTENTS.length);
    const read = offered.map((question) => {
      const understood = understand(question, NOW);
      return { question, intent: understood.intent, period: understood.period?.label ?? null };
    });
    expect(read).toEqual(offered.map((question, i) => ({ question, intent: SUGGESTED_INTENTS[i], period: PERIODS[SUGGESTED_INTENTS[i]] })));
  });
  test('French says "30 derniers jours" as well as "derniers 30 jours"', () => {
    expect(periodOf('paiements échoués des 30 derniers jours', NOW)?.label).toBe(periodOf('paiements échoués derniers 30 jours', NOW)?.label);
    expect(periodOf('paiements échoués des 30 derniers jours', NOW)?.label).toBe('2026-10-24 – 2026-11-23');
  });
});
