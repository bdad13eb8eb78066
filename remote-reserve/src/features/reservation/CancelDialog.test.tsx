import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { apiClient } from '@haulstop/shared/auth';
import type { BookingDetails } from '@haulstop/shared/contracts';
import { renderWithProviders } from '@haulstop/shared/testing';
import { CancelDialog } from './CancelDialog';

jest.setTimeout(30_000);

/** Two slots, CA$63.00 paid: a driver with her truck in each entry. */
const DETAILS = {
  reservationId: 52,
  currency: 'CAD',
  slots: 2,
  releasedSlots: 0,
  refundableMinor: 6_300,
  amountMinor: 6_300,
  entries: [
    { sno: 1, driverId: 11, assetId: 21, driverName: 'Ann Lee', assetLabel: 'Volvo 2019 (AB1234)', gateStatus: 'NOT_ARRIVED' },
    { sno: 2, driverId: 12, assetId: 22, driverName: 'Raj Patel', assetLabel: 'Kenworth 2021 (CD5678)', gateStatus: 'NOT_ARRIVED' },
  ],
  payments: [
    { paymentId: 1, method: 'CARD', status: 'Payment Success', amountMinor: 6_300, currency: 'CAD', failureCode: null, createdAt: '2026-11-20T10:00:00Z' },
  ],
  taxLines: [],
} as unknown as BookingDetails;

let post: jest.SpyInstance;
beforeEach(() => {
  post = jest.spyOn(apiClient, 'post').mockImplementation(async () => ({ data: DETAILS, status: 200 }) as never);
});
afterEach(() => post.mockRestore());

async function openPart(details: BookingDetails = DETAILS) {
  renderWithProviders(<CancelDialog details={details} mode="part" open onClose={jest.fn()} />);
  return screen.findByRole('dialog', { name: 'Cancel some entries' });
}

describe('cancelling entries: each entry is one slot with its driver and truck', () => {
  it('one slot (a driver and her truck) of two: allowed, the preview is that slot, and that entry is sent', async () => {
    const dialog = await openPart();
    fireEvent.click(within(dialog).getByLabelText('1. Ann Lee · Volvo 2019 (AB1234)'));
    await waitFor(() => expect(within(dialog).getByTestId('refund-preview').textContent).toBe('Refund: CA$31.50'));
    expect(within(dialog).queryByTestId('cancels-whole')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel chosen entries (1)' }));
    await waitFor(() => expect(post).toHaveBeenCalledWith('/api/reservations/52/cancel', { entrySnos: [1] }, {}));
  });

  it('every slot chosen is the whole cancel: said so, the whole refund previewed, and the booking cancelled', async () => {
    const dialog = await openPart();
    fireEvent.click(within(dialog).getByLabelText('1. Ann Lee · Volvo 2019 (AB1234)'));
    await waitFor(() => expect(within(dialog).getByTestId('refund-preview').textContent).toBe('Refund: CA$31.50'));
    fireEvent.click(within(dialog).getByLabelText('2. Raj Patel · Kenworth 2021 (CD5678)'));
    await waitFor(() => expect(within(dialog).getByTestId('cancels-whole').textContent).toMatch(/whole reservation is cancelled/));
    expect(within(dialog).getByTestId('refund-preview').textContent).toBe('Refund: CA$63.00');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel reservation' }));
    await waitFor(() => expect(post).toHaveBeenCalledWith('/api/reservations/52/cancel', { entrySnos: undefined }, {}));
  });

  it('a slot the lot released as a no-show is not offered; the slots still held share what is still refundable', async () => {
    // Three slots paid 94.50; slot 1 released as a no-show (12.60 kept, 18.90 refunded): 63.00 left for slots 2 and 3.
    const [first, second] = DETAILS.entries;
    const entries = [{ ...first, gateStatus: 'NO_SHOW' as const }, second, { ...second, sno: 3, driverName: 'Kim Ode' }];
    const dialog = await openPart({ ...DETAILS, slots: 3, releasedSlots: 1, refundableMinor: 6_300, entries });
    expect(within(dialog).queryByLabelText('1. Ann Lee · Volvo 2019 (AB1234)')).toBeNull();
    fireEvent.click(within(dialog).getByLabelText('2. Raj Patel · Kenworth 2021 (CD5678)'));
    await waitFor(() => expect(within(dialog).getByTestId('refund-preview').textContent).toBe('Refund: CA$31.50'));
    expect(within(dialog).queryByTestId('cancels-whole')).toBeNull();
  });
});
