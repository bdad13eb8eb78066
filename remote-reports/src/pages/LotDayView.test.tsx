import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { apiClient } from '@haulstop/shared/auth';
import { fakeAdapter, renderWithProviders } from '@haulstop/shared/testing';
import LotDayView from './LotDayView';

// The design system's first render is slow on a busy 2-core machine.
jest.setTimeout(30_000);

const LOTS = [
  { parkingLotId: 1, name: 'First Lot', timeZone: 'America/Edmonton' },
  { parkingLotId: 7, name: 'Chosen Lot', timeZone: 'America/Edmonton' },
];

const originalAdapter = apiClient.defaults.adapter;
afterEach(() => {
  apiClient.defaults.adapter = originalAdapter;
});

it('a lot chosen on the lot-day page is shown at once, not the first lot while the URL (a router transition) catches up, and stays chosen', async () => {
  const fake = fakeAdapter((call) => ({
    data: call.url === '/api/parkingLots' ? { content: LOTS, totalElements: 2, page: 0, size: 100 } : { content: [], totalElements: 0, page: 0, size: 100 },
  }));
  apiClient.defaults.adapter = fake.adapter;
  renderWithProviders(<LotDayView />, { route: '/reservationparkdetails' });
  const select = await screen.findByLabelText<HTMLSelectElement>('Parking lot');
  await waitFor(() => expect(select.value).toBe('1'));

  // What the select shows once the change event is handled, before React runs the router's
  // transition (a busy page just opened can hold it back): the choice, not the first lot again.
  let shownAtOnce = '';
  act(() => {
    fireEvent.change(select, { target: { value: '7' } });
    shownAtOnce = select.value;
  });
  expect(shownAtOnce).toBe('7');

  // The URL follows: the chosen lot's day is read, and the choice holds.
  await waitFor(() => expect(fake.calls.some((c) => c.url === '/api/reservations' && (c.params as { parkingLotId?: number }).parkingLotId === 7)).toBe(true));
  expect(select.value).toBe('7');
});
