import { screen, within } from '@testing-library/react';
import { apiClient } from '@haulstop/shared/auth';
import { sessionStore } from '@haulstop/shared/session';
import { previousPeriod } from '@haulstop/shared/rules';
import { fakeAdapter, renderWithProviders } from '@haulstop/shared/testing';
import DiscountCodeInvoice from './DiscountCodeInvoice';

jest.setTimeout(30_000);
const originalAdapter = apiClient.defaults.adapter;
afterEach(() => {
  apiClient.defaults.adapter = originalAdapter;
});

const row = (code: string, lot: string, ownerOrgId: number, currency: string, uses: number, discountMinor: number) => ({
  discountCodeId: code.length,
  code,
  parkingLotId: lot.length,
  parkingLotName: lot,
  ownerOrgId,
  ownerOrgName: ownerOrgId === 2 ? 'Prairie Truck Stops' : 'Lakeshore Parking Co',
  currency,
  uses,
  discountMinor,
});

describe('/discountcodeinvoice — what the discount codes cost per month', () => {
  it("a row per code and lot with its uses and discount, a total per currency; the platform's view names each owner", async () => {
    const fake = fakeAdapter((call) => ({
      data: {
        timeZone: null,
        period: call.params.period,
        periodStart: '2026-10-01',
        periodEnd: '2026-10-31',
        rows: [
          row('WINTER10', 'Prairie Stop Fargo', 2, 'USD', 3, 3600),
          row('LAKE10OFF', 'Lakeshore Gary', 6, 'USD', 1, 1000),
          row('REGINA5OFF', 'Prairie Stop Regina', 2, 'CAD', 2, 1000),
        ],
        totals: [
          { currency: 'CAD', uses: 2, discountMinor: 1000 },
          { currency: 'USD', uses: 4, discountMinor: 4600 },
        ],
      },
    }));
    apiClient.defaults.adapter = fake.adapter;
    sessionStore.setState({ token: 'T', saasOrgId: 1, language: 'en' });
    renderWithProviders(<DiscountCodeInvoice />);

    const table = await screen.findByRole('table', { name: 'Discount code invoice' });
    expect(fake.calls.find((call) => call.url === '/api/discountCodeInvoices')).toMatchObject({ params: { period: previousPeriod(new Date()) } });
    // The platform's: each owner's month in that owner's zone.
    expect(screen.getByTestId('document-zone').textContent).toMatch(/each owner/i);
    // The table's headers are its column list's labels, the CSV's headers (the month is the CSV's only).
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Owner', 'Discount code', 'Parking lot', 'Currency', 'Uses', 'Discount']);
    expect(
      within(screen.getByTestId('discount-total-USD'))
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Total USD', 'USD', '4', 'US$46.00']);
    const winter = within(table).getByRole('row', { name: /WINTER10/ });
    expect(winter.textContent).toContain('US$36.00');
    expect(winter.textContent).toContain('Prairie Truck Stops');
    expect(screen.getByTestId('discount-total-USD').textContent).toContain('US$46.00');
    expect(screen.getByTestId('discount-total-CAD').textContent).toContain('CA$10.00');
    expect(screen.getByRole('button', { name: 'Export CSV' }).hasAttribute('disabled')).toBe(false);
  });

  it('one owner’s invoice has no owner column; its total row spans the code and lot', async () => {
    const fake = fakeAdapter((call) => ({
      data: {
        timeZone: 'America/Regina',
        period: call.params.period,
        periodStart: '2026-10-01',
        periodEnd: '2026-10-31',
        rows: [row('REGINA5OFF', 'Prairie Stop Regina', 2, 'CAD', 2, 1000)],
        totals: [{ currency: 'CAD', uses: 2, discountMinor: 1000 }],
      },
    }));
    apiClient.defaults.adapter = fake.adapter;
    sessionStore.setState({ token: 'T', saasOrgId: 2, language: 'en' });
    renderWithProviders(<DiscountCodeInvoice />);

    const table = await screen.findByRole('table', { name: 'Discount code invoice' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Discount code', 'Parking lot', 'Currency', 'Uses', 'Discount']);
    expect(within(table).getByRole('row', { name: /REGINA5OFF/ }).textContent).toContain('CA$10.00');
    const total = within(screen.getByTestId('discount-total-CAD')).getAllByRole('cell');
    expect([total[0].getAttribute('colspan'), ...total.map((cell) => cell.textContent)]).toEqual(['2', 'Total CAD', 'CAD', '2', 'CA$10.00']);
  });
});
