import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { apiClient } from '@haulstop/shared/auth';
import type { BookingDetails } from '@haulstop/shared/contracts';
import { renderWithProviders } from '@haulstop/shared/testing';
import { ExtendDialog } from './ExtendDialog';

jest.setTimeout(30_000);

const DETAILS = { reservationId: 41, endAt: '2026-12-02T15:00:00.000Z', timeZone: 'America/Regina' } as BookingDetails;

let answer: () => unknown;
let get: jest.SpyInstance;
let post: jest.SpyInstance;
beforeEach(() => {
  get = jest.spyOn(apiClient, 'get').mockImplementation(async () => ({ data: [], status: 200 }) as never);
  post = jest.spyOn(apiClient, 'post').mockImplementation(async () => answer() as never);
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
  fireEvent.click(within(dialog).getByRole('button', { name: 'Extend' }));
  return dialog;
}

describe('Extend (the form kit, issue 25)', () => {
  it('a typed card is checked before anything is sent', async () => {
    const dialog = await extendWithCard('4242 4242 4242 4241');
    await waitFor(() =>
      expect(
        within(dialog)
          .getByLabelText(/^Card number/)
          .getAttribute('aria-invalid'),
      ).toBe('true'),
    );
    expect(post).not.toHaveBeenCalled();
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
