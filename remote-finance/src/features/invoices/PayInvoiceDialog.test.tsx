import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { apiClient } from '@haulstop/shared/auth';
import type { InvoiceDetail } from '@haulstop/shared/contracts';
import { renderWithProviders } from '@haulstop/shared/testing';
import { PayInvoiceDialog } from './PayInvoiceDialog';

// The design system's first render is slow on a busy 2-core machine.
jest.setTimeout(30_000);

const INVOICE = { invoiceId: 9, invoiceNumber: 'INV-2-202610', currency: 'CAD', balanceMinor: 12_000 } as InvoiceDetail;

let get: jest.SpyInstance;
let post: jest.SpyInstance;
beforeEach(() => {
  get = jest.spyOn(apiClient, 'get').mockImplementation(async () => ({ data: [], status: 200 }) as never);
});
afterEach(() => {
  get.mockRestore();
  post?.mockRestore();
});

describe('Pay an invoice (a refusal under its field)', () => {
  it("the API's refusal of amountMinor shows under Amount, focused, what was typed kept", async () => {
    const data = { statusCode: 400, errorCode: 'AMOUNT_OVER_BALANCE', errorMessage: 'Le montant dépasse le solde de 100,00 $ CA', errorField: 'amountMinor' };
    post = jest.spyOn(apiClient, 'post').mockImplementation(async () => {
      throw Object.assign(new Error('Request failed with status code 400'), { isAxiosError: true, response: { status: 400, data } });
    });
    renderWithProviders(<PayInvoiceDialog invoice={INVOICE} open onClose={jest.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: 'Pay INV-2-202610' });
    const amount = within(dialog).getByLabelText<HTMLInputElement>(/^Amount/);
    await waitFor(() => expect(amount.value).toBe('120.00'));
    fireEvent.change(within(dialog).getByLabelText(/^Card number/), { target: { value: '4242 4242 4242 4242' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Pay' }));

    await waitFor(() => expect(amount.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(amount.getAttribute('aria-describedby') ?? '')?.textContent).toBe(data.errorMessage);
    await waitFor(() => expect(document.activeElement).toBe(amount));
    expect(amount.value).toBe('120.00');
    expect(within(dialog).getByLabelText<HTMLInputElement>(/^Card number/).value).toBe('4242 4242 4242 4242');
    expect(post.mock.calls[0][1]).toMatchObject({ amountMinor: 12_000, payment: { method: 'CARD', cardNumber: '4242424242424242' } });
  });
});
