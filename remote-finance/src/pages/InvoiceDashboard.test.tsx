import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { apiClient } from '@haulstop/shared/auth';
import { sessionStore } from '@haulstop/shared/session';
import { act } from 'react';
import { fakeAdapter, renderWithProviders, testI18n } from '@haulstop/shared/testing';
import InvoiceDashboard from './InvoiceDashboard';

const STATUSES = ['Payment Success', 'Payment Failed', 'Unpaid', 'Payment Pending'];
const invoice = (n: number) => ({
  invoiceId: n,
  invoiceNumber: `INV-NL-${n}`,
  orgId: 3,
  orgName: 'Northline Freight',
  kind: 'invoice',
  periodStart: '2026-10-01',
  periodEnd: '2026-10-31',
  dueDate: '2099-11-15',
  status: STATUSES[n % STATUSES.length],
  totalMinor: 12345,
  currency: 'USD',
});
// A full page render with the design system takes a few seconds on a busy 2-core machine.
jest.setTimeout(30_000);
const originalAdapter = apiClient.defaults.adapter;
afterEach(() => {
  apiClient.defaults.adapter = originalAdapter;
});

describe('/invoiceDashboard — paged 10, status colours', () => {
  it('shows a page of invoices with money, dates and coloured statuses; Next loads page 1; the status filter refetches from page 0', async () => {
    const TOTAL = 13;
    const fake = fakeAdapter((c) => {
      const page = Number(c.params.page);
      const ids = Array.from({ length: TOTAL }, (_, i) => i + 1).filter((n) => !c.params.status || invoice(n).status === c.params.status);
      return { data: { content: ids.slice(page * 10, page * 10 + 10).map(invoice), totalElements: ids.length, page, size: 10 } };
    });
    apiClient.defaults.adapter = fake.adapter;
    sessionStore.setState({ token: 'T', saasOrgId: 3, language: 'en' });
    renderWithProviders(<InvoiceDashboard />);

    const table = await screen.findByRole('table', { name: 'Invoices' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(11));
    expect(within(table).getByText('INV-NL-1')).toBeTruthy();
    expect(within(table).getAllByText('US$123.45')).toHaveLength(10);
    expect(within(table).getAllByText('Nov 15, 2099')).toHaveLength(10);
    expect(within(table).getAllByText('Payment Success')[0].getAttribute('data-status-color')).toBe('green');
    expect(within(table).getAllByText('Payment Failed')[0].getAttribute('data-status-color')).toBe('red');
    expect(within(table).getAllByText('Payment Pending')[0].getAttribute('data-status-color')).toBe('yellow');
    expect(screen.getByText('Page 1 of 2')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.getByText('Page 2 of 2')).toBeTruthy());
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(4));
    expect(fake.calls.at(-1)?.params).toEqual({ page: 1, size: 10 });

    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'Unpaid' } });
    await waitFor(() => expect(fake.calls.at(-1)?.params).toEqual({ status: 'Unpaid', page: 0, size: 10 }));
    await waitFor(() => expect(screen.getByText('Page 1 of 1')).toBeTruthy());
  });

  it('a table formats dates and amounts in the language the person chose, not in English', async () => {
    apiClient.defaults.adapter = fakeAdapter(() => ({
      data: { content: [invoice(1), { ...invoice(2), currency: 'CAD' }], totalElements: 2, page: 0, size: 10 },
    })).adapter;
    sessionStore.setState({ token: 'T', saasOrgId: 3 });
    await act(async () => {
      await testI18n().changeLanguage('fr');
    });
    try {
      renderWithProviders(<InvoiceDashboard />);
      const table = await screen.findByRole('table');
      await waitFor(() => expect(within(table).getAllByText(/15 nov\. 2099/)).toHaveLength(2));
      const plain = (s: string | null) => (s ?? '').replace(/[\u00a0\u202f]/g, ' ');
      const amounts = within(table)
        .getAllByText(/123,45/)
        .map((cell) => plain(cell.textContent));
      expect(amounts).toEqual(['123,45 US$', '123,45 CA$']);
    } finally {
      await act(async () => {
        await testI18n().changeLanguage('en');
      });
    }
  });

  it('"invoices past their due date are not shown as overdue": past due and unpaid, the list says Overdue in red', async () => {
    // Two days back: past due whatever the offset between this machine's zone and the accounting zone.
    const yesterday = new Date(Date.now() - 2 * 86_400_000);
    const due = `${yesterday.getFullYear()}-${String(yesterday.getMonth() + 1).padStart(2, '0')}-${String(yesterday.getDate()).padStart(2, '0')}`;
    apiClient.defaults.adapter = fakeAdapter(() => ({
      data: {
        content: [
          { ...invoice(1), invoiceNumber: 'INV-LATE', status: 'Unpaid', dueDate: due },
          { ...invoice(2), invoiceNumber: 'INV-PAID', status: 'Payment Success', dueDate: due },
          { ...invoice(3), invoiceNumber: 'SOI-LATE', kind: 'statement_of_income', status: 'Payment Pending', dueDate: due },
          { ...invoice(4), invoiceNumber: 'INV-BANK', status: 'Payment Pending', dueDate: due },
        ],
        totalElements: 4,
        page: 0,
        size: 10,
      },
    })).adapter;
    sessionStore.setState({ token: 'T', saasOrgId: 3, language: 'en' });
    renderWithProviders(<InvoiceDashboard />);
    const table = await screen.findByRole('table', { name: 'Invoices' });
    const late = await within(table).findByRole('row', { name: /INV-LATE/ });
    expect(within(late).getByText('Overdue').getAttribute('data-status-color')).toBe('red');
    expect(within(within(table).getByRole('row', { name: /INV-PAID/ })).getByText('Payment Success')).toBeTruthy();
    // A statement of income whose payout is still pending past its due date is late too (one rule with the CSV);
    // a customer's bank payment in flight is not.
    expect(
      within(within(table).getByRole('row', { name: /SOI-LATE/ }))
        .getByText('Overdue')
        .getAttribute('data-status-color'),
    ).toBe('red');
    expect(within(within(table).getByRole('row', { name: /INV-BANK/ })).getByText('Payment Pending').textContent).toBe('Payment Pending');
  });
});
