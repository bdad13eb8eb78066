import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import { apiClient } from '@haulstop/shared/auth';
import { sessionStore } from '@haulstop/shared/session';
import { fakeAdapter, renderWithProviders } from '@haulstop/shared/testing';
import ConsolidatedInvoice from './ConsolidatedInvoice';

jest.setTimeout(30_000);
const originalAdapter = apiClient.defaults.adapter;
afterEach(() => {
  apiClient.defaults.adapter = originalAdapter;
});

const row = {
  invoiceId: 41,
  invoiceNumber: 'CI-3-000001',
  orgId: 3,
  orgName: 'Northline Freight',
  kind: 'consolidated',
  periodStart: '2026-10-01',
  periodEnd: '2026-10-31',
  dueDate: '2026-11-15',
  status: 'Unpaid',
  totalMinor: 21000,
  currency: 'CAD',
};
const detail = {
  ...row,
  lines: [
    { lineId: 1, description: 'Northline Freight: reservation #7 at Prairie Stop Winnipeg (24 hrs × 1)', amountMinor: 10000, reservationId: 7, kind: 'charge' },
    { lineId: 2, description: 'Ridgeway Haulers: reservation #8 at Prairie Stop Winnipeg (24 hrs × 1)', amountMinor: 10000, reservationId: 8, kind: 'charge' },
    { lineId: 3, description: 'GST 5% (MB)', amountMinor: 1000, reservationId: null, kind: 'tax' },
  ],
  payments: [],
  paidMinor: 0,
  balanceMinor: 21000,
};

describe('/consolidatedInvoice — the network’s month-end invoices', () => {
  it('lists consolidated invoices only; an invoice opens with a line per booking (sub-carrier named) and its tax lines; Pay pays part of the balance with a typed card, once per attempt', async () => {
    const fake = fakeAdapter((call) => {
      if (call.url === '/api/invoices') return { data: { content: [row], totalElements: 1, page: 0, size: 10 } };
      if (call.url === '/api/paymentMethods') return { data: [] };
      if (call.url === '/api/invoices/41/payments') {
        return {
          data: {
            ...detail,
            status: 'Partially Paid',
            paidMinor: 5000,
            balanceMinor: 16000,
            payments: [
              {
                paymentId: 1,
                method: 'CARD',
                status: 'Payment Success',
                amountMinor: 5000,
                currency: 'CAD',
                failureCode: null,
                createdAt: '2026-11-02T10:00:00Z',
              },
            ],
          },
        };
      }
      return { data: detail };
    });
    const keys: unknown[] = [];
    apiClient.defaults.adapter = (config: InternalAxiosRequestConfig) => {
      if (config.method === 'post') keys.push(config.headers['Idempotency-Key']);
      return fake.adapter(config);
    };
    sessionStore.setState({ token: 'T', saasOrgId: 3, orgType: 'CARRIER', role: 'admin', language: 'en' });
    renderWithProviders(<ConsolidatedInvoice />);

    const table = await screen.findByRole('table', { name: 'Consolidated invoice' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    expect(fake.calls[0].params).toEqual({ kind: 'consolidated', page: 0, size: 10 });

    fireEvent.click(within(table).getByRole('button', { name: 'CI-3-000001' }));
    const lines = await screen.findByRole('table', { name: 'Lines' });
    expect(lines.textContent).toMatch(/Ridgeway Haulers: reservation #8/);
    expect(screen.getByRole('table', { name: 'Taxes' }).textContent).toContain('GST 5% (MB)');
    expect(screen.getByTestId('invoice-balance').textContent).toBe('CA$210.00');

    fireEvent.click(screen.getByRole('button', { name: 'Pay' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pay CI-3-000001' });
    const amount = within(dialog).getByLabelText(/^Amount/);
    await waitFor(() => expect((amount as HTMLInputElement).value).toBe('210.00'));

    // More than the balance is refused before any request (the API would answer AMOUNT_OVER_BALANCE).
    fireEvent.change(amount, { target: { value: '210.01' } });
    fireEvent.change(within(dialog).getByLabelText(/^Card number/), { target: { value: '4242 4242 4242 4242' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(dialog.textContent).toContain('The amount cannot be more than the balance'));
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    expect(fake.calls.some((call) => call.method === 'post')).toBe(false);

    fireEvent.change(amount, { target: { value: '50' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(fake.calls.filter((call) => call.method === 'post')).toHaveLength(1));
    const post = fake.calls.find((call) => call.method === 'post');
    expect(post?.url).toBe('/api/invoices/41/payments');
    expect(post?.data).toEqual({ amountMinor: 5000, payment: { method: 'CARD', cardNumber: '4242424242424242' }, language: 'en' });
    expect(typeof keys[0]).toBe('string');
    expect(String(keys[0]).length).toBeGreaterThan(8);
  });
});
