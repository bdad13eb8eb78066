import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { apiClient } from '@haulstop/shared/auth';
import type { BookingDetails } from '@haulstop/shared/contracts';
import { renderWithProviders } from '@haulstop/shared/testing';
import { ExtendDialog } from './ExtendDialog';

jest.setTimeout(30_000);

const DETAILS = { reservationId: 41, endAt: '2026-12-02T15:00:00.000Z', timeZone: 'America/Regina' } as BookingDetails;

const QUOTE = {
  reservationId: 41,
  duration: '24 hrs',
  currency: 'CAD',
  slots: 2,
  unitPriceMinor: 3000,
  subtotalMinor: 6000,
  taxLines: [{ name: 'GST', rate: 50000, amountMinor: 300 }],
  amountMinor: 6300,
  startAt: '2026-12-02T15:00:00.000Z',
  endAt: '2026-12-03T15:00:00.000Z',
  availableSlots: 5,
  paidAs: 'CARD',
};

let answer: () => unknown;
let get: jest.SpyInstance;
let post: jest.SpyInstance;
beforeEach(() => {
  get = jest.spyOn(apiClient, 'get').mockImplementation(async () => ({ data: [], status: 200 }) as never);
  post = jest
    .spyOn(apiClient, 'post')
    .mockImplementation(async (url: string) => (url.endsWith('/extend/quote') ? ({ data: QUOTE, status: 200 } as never) : (answer() as never)));
});
afterEach(() => {
  get.mockRestore();
  post.mockRestore();
});

const refusal = (status: number, data: object) => () => {
  throw Object.assign(new Error(`Request failed with status code ${status}`), { isAxiosError: true, response: { status, data } });
};

async function extendWithCard(card: string) {
  renderWithProviders(<ExtendDialog details={DETAILS} open onClose={jest.fn()} />);
  const dialog = await screen.findByRole('dialog', { name: 'Extend the reservation' });
  fireEvent.change(within(dialog).getByLabelText(/^Payment/), { target: { value: 'card' } });
  fireEvent.change(await within(dialog).findByLabelText(/^Card number/), { target: { value: card } });
  await within(dialog).findByTestId('extend-total');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Extend' }));
  return dialog;
}

describe('Extend (the form kit)', () => {
  it('a typed card is checked before anything is sent', async () => {
    const dialog = await extendWithCard('4242 4242 4242 4241');
    await waitFor(() =>
      expect(
        within(dialog)
          .getByLabelText(/^Card number/)
          .getAttribute('aria-invalid'),
      ).toBe('true'),
    );
    expect(post.mock.calls.filter(([url]) => !String(url).endsWith('/extend/quote'))).toHaveLength(0);
  });

  it("the API's refusal of a field shows under it, focused, the number kept, and not above the buttons", async () => {
    answer = refusal(400, { statusCode: 400, errorCode: 'VALIDATION_FAILED', errorMessage: 'Choisissez un moyen de paiement', errorField: 'payment' });
    const dialog = await extendWithCard('4242 4242 4242 4242');
    const payment = within(dialog).getByLabelText<HTMLSelectElement>(/^Payment/);
    await waitFor(() => expect(payment.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(payment.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Choisissez un moyen de paiement');
    await waitFor(() => expect(document.activeElement).toBe(payment));
    expect(within(dialog).getByLabelText<HTMLInputElement>(/^Card number/).value).toBe('4242 4242 4242 4242');
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });

  it('a refusal about no field (a full lot) is said in the dialog, in SPEC §8 words', async () => {
    answer = refusal(409, { statusCode: 409, errorCode: 'SLOT_ALREADY_BOOKED', errorMessage: 'No free slot' });
    const dialog = await extendWithCard('4242 4242 4242 4242');
    await waitFor(() => expect(dialog.textContent).toContain('This slot is already booked.'));
    expect(
      within(dialog)
        .getByLabelText(/^Payment/)
        .getAttribute('aria-invalid'),
    ).toBeNull();
  });
});

describe('Extend shows the price before the customer confirms', () => {
  it('price, each tax once and the total are shown, and the default pays as the booking was paid (no payment sent)', async () => {
    answer = () => ({ data: DETAILS, status: 200 });
    renderWithProviders(<ExtendDialog details={DETAILS} open onClose={jest.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: 'Extend the reservation' });
    await waitFor(() => expect(within(dialog).getByTestId('extend-total').textContent).toContain('63.00'));
    const price = within(dialog).getByTestId('extend-price');
    expect(price.textContent).toContain('60.00');
    expect(price.textContent?.match(/GST \(5%\)/g)).toHaveLength(1);
    expect(price.textContent).toContain('3.00');
    expect(within(dialog).getByLabelText<HTMLSelectElement>(/^Payment/).selectedOptions[0].textContent).toBe('As the reservation was paid (Card)');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Extend' }));
    await waitFor(() => expect(post).toHaveBeenCalledWith('/api/reservations/41/extend', { duration: '24 hrs', payment: undefined }, expect.anything()));
  });
});
