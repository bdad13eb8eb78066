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

/** What the server answers each call of the page (the API tests check the real answers). */
const answer = (url: string | undefined, bookedVsUsed = BOOKED_VS_USED) => {
  if (url === '/api/parkingLots') return { content: LOTS, totalElements: 2, page: 0, size: 100 };
  if (url?.endsWith('/bookedVsUsed')) return bookedVsUsed;
  return { content: [], totalElements: 0, page: 0, size: 100 };
};

const BOOKED_VS_USED = {
  days: [{ date: '2026-12-06', bookedSlotHours: 48, usedSlotHours: 36.5, noShows: 1, overstays: 2, overstayMinor: 2_500 }],
  currency: 'CAD',
};

const originalAdapter = apiClient.defaults.adapter;
afterEach(() => {
  apiClient.defaults.adapter = originalAdapter;
});

it('a lot chosen on the lot-day page is shown at once, not the first lot while the URL (a router transition) catches up, and stays chosen', async () => {
  const fake = fakeAdapter((call) => ({ data: answer(call.url) }));
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

it("the day's slot-hours booked against used at the gate, with no-shows and overstays and their money", async () => {
  const fake = fakeAdapter((call) => ({ data: answer(call.url) }));
  apiClient.defaults.adapter = fake.adapter;
  renderWithProviders(<LotDayView />, { route: '/reservationparkdetails?lot=7&date=2026-12-06' });
  const booked = await screen.findByRole('group', { name: 'Booked' });
  expect(booked.textContent).toContain('48 slot-hours');
  const used = screen.getByRole('group', { name: 'Used (at the gate)' });
  expect(used.textContent).toContain('36.5 slot-hours');
  expect(used.textContent).toContain('76% of the booked slot-hours');
  expect(screen.getByRole('group', { name: 'No-shows' }).textContent).toContain('1');
  const overstays = screen.getByRole('group', { name: 'Overstays' });
  expect(overstays.textContent).toContain('2');
  expect(overstays.textContent).toContain('$25.00 charged, before tax');
  // Its day is the lot's, from midnight at the lot's clock (the lot report's range is the organisation's).
  expect(screen.getByTestId('used-day-zone').textContent).toMatch(/^Midnight to midnight at the lot's clock \(.*(Edmonton|Mountain).*\)$/);
  const asked = fake.calls.find((c) => c.url?.endsWith('/bookedVsUsed'));
  expect(asked?.url).toBe('/api/reports/parkingLots/7/bookedVsUsed');
  expect(asked?.params).toEqual({ from: '2026-12-06', to: '2026-12-07' });
});
