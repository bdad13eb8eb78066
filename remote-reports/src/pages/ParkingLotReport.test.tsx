import { screen, within } from '@testing-library/react';
import { apiClient } from '@haulstop/shared/auth';
import { fakeAdapter, renderWithProviders } from '@haulstop/shared/testing';
import ParkingLotReport from './ParkingLotReport';

// The design system's first render is slow on a busy 2-core machine.
jest.setTimeout(30_000);

const ROW = {
  parkingLotId: 7,
  name: 'Chosen Lot',
  currency: 'CAD',
  totalSlots: 20,
  bookings: 12,
  occupancyPercent: 40,
  grossMinor: 120_000,
  netSalesMinor: 126_000,
  averagePriceMinor: 10_500,
  listPriceMinor: null,
  cancellations: 1,
  usedSlotHours: 36.5,
  noShows: 3,
  overstayMinor: 2_500,
  noShowRatePercent: 25,
  averageDwellMinutes: 150,
};

const CARRIER = {
  orgId: 3,
  orgName: 'Northline Freight',
  bookings: 9,
  noShows: 2,
  noShowRatePercent: 33.3,
  overstays: 1,
  overstayRevenue: [
    { currency: 'USD', amountMinor: 1_500 },
    { currency: 'CAD', amountMinor: 2_500 },
  ],
  averageDwellMinutes: 885,
};

/** What the server answers each call of the page (the API tests check the real answers). */
const answer = (url: string | undefined) => {
  if (url === '/api/reports/parkingLots') return { content: [ROW], totalElements: 1, page: 0, size: 10 };
  if (url === '/api/reports/parkingLots/carriers') return { content: [CARRIER], totalElements: 1, page: 0, size: 10 };
  if (url?.endsWith('/occupancy')) return { cells: [] };
  return { content: [], totalElements: 0, page: 0, size: 100 };
};

const originalAdapter = apiClient.defaults.adapter;
afterEach(() => {
  apiClient.defaults.adapter = originalAdapter;
});

it("each lot's row shows what happened at the gate: the slot-hours used, the no-shows and the overstay charged in the lot's currency", async () => {
  const fake = fakeAdapter((call) => ({ data: answer(call.url) }));
  apiClient.defaults.adapter = fake.adapter;
  renderWithProviders(<ParkingLotReport />, { route: '/parkingLotReport' });
  const table = await screen.findByRole('table', { name: 'Parking Lot Report' });
  const row = (await within(table).findByText('Chosen Lot')).closest('tr') as HTMLElement;
  const headers = within(table)
    .getAllByRole('columnheader')
    .map((h) => h.textContent?.replace(/[▲▼↕]/g, '').trim());
  const cells = within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent);
  const cellOf = (header: string) => cells[headers.indexOf(header)];
  expect(headers).toEqual(expect.arrayContaining(['Used slot-hours', 'No-shows', 'Overstay charged']));
  expect(cellOf('Used slot-hours')).toBe('36.5');
  expect(cellOf('No-shows')).toBe('3');
  expect(cellOf('Overstay charged')).toBe('CA$25.00');
});

it('"By carrier" shows each booking organisation at the gate over the same range: no-shows and their rate, overstays, overstay revenue per currency, dwell', async () => {
  const fake = fakeAdapter((call) => ({ data: answer(call.url) }));
  apiClient.defaults.adapter = fake.adapter;
  renderWithProviders(<ParkingLotReport />, { route: '/parkingLotReport?range=custom&from=2026-11-01&to=2026-12-01' });
  const table = await screen.findByRole('table', { name: 'By carrier' });
  const row = (await within(table).findByText('Northline Freight')).closest('tr') as HTMLElement;
  const headers = within(table)
    .getAllByRole('columnheader')
    .map((h) => h.textContent?.trim());
  expect(headers).toEqual(['Carrier', 'Bookings', 'No-shows', 'No-show rate (%)', 'Overstays', 'Overstay revenue', 'Average dwell (minutes)']);
  expect(
    within(row)
      .getAllByRole('cell')
      .map((c) => c.textContent),
  ).toEqual(['Northline Freight', '9', '2', '33.3%', '1', 'CA$25.00 · US$15.00', '885']);
  // Asked for the lot report's own range.
  expect(
    fake.calls.some((call) => call.url === '/api/reports/parkingLots/carriers' && call.params.from === '2026-11-01' && call.params.to === '2026-12-01'),
  ).toBe(true);
});
