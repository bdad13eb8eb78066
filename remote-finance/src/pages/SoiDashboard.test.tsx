import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { apiClient } from '@haulstop/shared/auth';
import { sessionStore } from '@haulstop/shared/session';
import { previousPeriod, shiftPeriod } from '@haulstop/shared/rules';
import { fakeAdapter, renderWithProviders } from '@haulstop/shared/testing';
import SoiDashboard from './SoiDashboard';

jest.setTimeout(30_000);
const originalAdapter = apiClient.defaults.adapter;
afterEach(() => {
  apiClient.defaults.adapter = originalAdapter;
});

const amounts = (gross: number) => ({
  bookings: 2,
  grossMinor: gross,
  discountsMinor: 500,
  refundsMinor: 0,
  platformFeeMinor: 1000,
  taxesMinor: 250,
  overstayMinor: 1500,
  noShowFeesMinor: 420,
  netPayoutMinor: gross - 1250 + 1500 + 420,
});
const statement = (period: string) => ({
  period,
  periodStart: `${period}-01`,
  periodEnd: `${period}-28`,
  platformFeeRate: 100_000,
  rows: [
    { parkingLotId: 1, parkingLotName: 'Prairie Stop Fargo', ownerOrgId: 2, ownerOrgName: 'Prairie Truck Stops', currency: 'USD', ...amounts(10_000) },
    { parkingLotId: 2, parkingLotName: 'Prairie Stop Calgary North', ownerOrgId: 2, ownerOrgName: 'Prairie Truck Stops', currency: 'CAD', ...amounts(20_000) },
  ],
  totals: [
    { currency: 'CAD', ...amounts(20_000) },
    { currency: 'USD', ...amounts(10_000) },
  ],
  adjustments: [
    {
      invoiceId: 9,
      invoiceNumber: 'CN-2-000015',
      adjustsInvoiceNumber: 'SOI-2-000012',
      ownerOrgName: 'Prairie Truck Stops',
      currency: 'USD',
      totalMinor: -1250,
    },
  ],
  // Issued, past its due date, its payout still pending.
  documents: [
    { invoiceId: 8, invoiceNumber: 'SOI-2-000012', ownerOrgName: 'Prairie Truck Stops', currency: 'USD', dueDate: '2020-01-15', status: 'Payment Pending' },
  ],
});

describe('/soiDashboard — statement of income per month and per lot', () => {
  it("opens on last month at the organisation's accounting zone, says the zone: a row per lot, a total per currency (USD and CAD never added), the fee rate said; another month refetches", async () => {
    const fake = fakeAdapter((call) =>
      call.url === '/api/organization/2'
        ? { data: { orgId: 2, saasOrgId: 2, orgName: 'Prairie Truck Stops', timeZone: 'America/Edmonton' } }
        : { data: { ...statement(String(call.params.period)), timeZone: 'America/Edmonton' } },
    );
    apiClient.defaults.adapter = fake.adapter;
    sessionStore.setState({ token: 'T', saasOrgId: 2, language: 'en' });
    renderWithProviders(<SoiDashboard />);

    const table = await screen.findByRole('table', { name: 'Statement of Income' });
    const lastMonth = previousPeriod(new Date(), 'America/Edmonton');
    await waitFor(() => expect(fake.calls.filter((call) => call.url === '/api/statements').at(-1)).toMatchObject({ params: { period: lastMonth } }));
    expect(screen.getByTestId('document-zone').textContent).toMatch(/Edmonton \(MDT\)/);
    expect(table.textContent).toContain('Prairie Stop Fargo');
    expect(within(table).getAllByText('US$100.00')).toHaveLength(2); // the lot's gross and the USD total's
    expect(within(table).queryByText('Owner')).toBeNull();
    // The headers are the statement's column list (its CSV's too): the lot, its currency, the bookings, then each measure.
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual([
      'Parking lot',
      'Currency',
      'Bookings',
      'Gross (before discounts and taxes)',
      'Discounts',
      'Refunds (taxes incl.)',
      'Overstay (before taxes)',
      'No-show fees kept (taxes incl.)',
      'Platform fee',
      'Taxes collected',
      'Net payout',
    ]);
    // The issued statement says its status by the invoice rule: past due with its payout pending, Overdue in red.
    const issued = screen.getByTestId('statement-issued');
    expect(issued.textContent).toContain('SOI-2-000012');
    expect(within(issued).getByText('Overdue').getAttribute('data-status-color')).toBe('red');
    expect(screen.getByTestId('statement-total-USD').textContent).toContain('US$106.70');
    expect(screen.getByTestId('statement-total-CAD').textContent).toContain('CA$206.70');
    // What the gate earned, each as its own column under its measure's name: overstay before taxes, no-show fees kept.
    expect(within(table).queryByText('Overstay (before taxes)')).not.toBeNull();
    expect(within(table).queryByText('No-show fees kept (taxes incl.)')).not.toBeNull();
    expect(within(screen.getByTestId('statement-total-USD')).queryByText('US$15.00')).not.toBeNull();
    expect(within(screen.getByTestId('statement-total-USD')).queryByText('US$4.20')).not.toBeNull();
    expect(document.body.textContent).toMatch(/platform fee is 10% of gross/);
    // A refund after the statement was issued: its credit note is said under the figures.
    expect(screen.getByTestId('statement-adjustments').textContent).toMatch(/credit note CN-2-000015 to SOI-2-000012, -US\$12\.50/);

    const picker = screen.getByLabelText('Month') as HTMLSelectElement;
    // the statement-of-income month picker offers the current month too
    expect(picker.options).toHaveLength(13);
    expect(picker.options[0].value).toBe(shiftPeriod(lastMonth, -1));
    fireEvent.change(picker, { target: { value: shiftPeriod(lastMonth, 2) } });
    await waitFor(() => expect(fake.calls.at(-1)?.params).toEqual({ period: shiftPeriod(lastMonth, 2) }));
  });

  it('a refusal shows the server’s message with Retry', async () => {
    apiClient.defaults.adapter = fakeAdapter(() => ({
      status: 403,
      data: { statusCode: 403, errorCode: 'FORBIDDEN', errorMessage: 'These documents are not available to the Manager role' },
    })).adapter;
    sessionStore.setState({ token: 'T', saasOrgId: 2, language: 'en' });
    renderWithProviders(<SoiDashboard />);
    await waitFor(() => expect(document.body.textContent).toContain('These documents are not available to the Manager role'), { timeout: 10_000 });
    expect(screen.getByRole('button', { name: 'Retry' }).hasAttribute('disabled')).toBe(false);
  });
});
