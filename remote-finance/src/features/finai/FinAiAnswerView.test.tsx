import { act, screen, within } from '@testing-library/react';
import type { FinAiAnswer } from '@haulstop/shared/contracts';
import fr from '@haulstop/shared/locales/fr/common.json';
import { renderWithProviders, testI18n } from '@haulstop/shared/testing';
import { FinAiAnswerView } from './FinAiAnswerView';

jest.setTimeout(30_000);

const failed: FinAiAnswer = {
  question: 'Paiements échoués',
  intent: 'failedPayments',
  period: null,
  columns: ['reservationId', 'status', 'currency', 'amountMinor'],
  rows: [{ reservationId: 41, status: 'Payment Failed', currency: 'USD', amountMinor: 6885 }],
  totalRows: 1,
  totals: [{ currency: 'USD', amountMinor: 6885 }],
  suggestions: [],
};

describe("the assistant's answer", () => {
  it('a status in the answer is said in the reader\'s language ("Paiement échoué"), never the stored English', async () => {
    // The test i18n holds English only: the French of the shared labels, as the console loads them.
    testI18n().addResourceBundle('fr', 'translation', fr, true, true);
    await act(async () => {
      await testI18n().changeLanguage('fr');
    });
    try {
      renderWithProviders(<FinAiAnswerView answer={failed} onAsk={() => undefined} />);
      const table = await screen.findByRole('table');
      expect(
        within(table)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ).toContain('Paiement échoué');
      expect(table.textContent).not.toContain('Payment Failed');
    } finally {
      await act(async () => {
        await testI18n().changeLanguage('en');
      });
    }
  });
});
