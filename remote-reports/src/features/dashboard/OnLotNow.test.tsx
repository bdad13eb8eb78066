import { screen } from '@testing-library/react';
import { apiClient } from '@haulstop/shared/auth';
import { fakeAdapter, renderWithProviders } from '@haulstop/shared/testing';
import { OnLotNow } from './OnLotNow';

// The design system's first render is slow on a busy 2-core machine.
jest.setTimeout(30_000);

const originalAdapter = apiClient.defaults.adapter;
afterEach(() => {
  apiClient.defaults.adapter = originalAdapter;
});

it('the trucks on the lots now against the slots booked now, opening the lot day', async () => {
  const fake = fakeAdapter((call) => ({
    data:
      call.url === '/api/dashboard/counts'
        ? { parkingLots: 3, activeReservations: 9, pendingPayments: 0, drivers: 0, failedPayments: 0, trucksOnLotNow: 7, slotsBookedNow: 6 }
        : {},
  }));
  apiClient.defaults.adapter = fake.adapter;
  renderWithProviders(<OnLotNow />);
  expect((await screen.findByTestId('trucks-on-lot')).textContent).toBe('7');
  expect(screen.queryByText('trucks on the lots, against 6 slots booked now')).not.toBeNull();
  expect(screen.getByRole('link', { name: "See today's lot day" }).getAttribute('href')).toBe('/reservationparkdetails');
});
