import { screen, within } from '@testing-library/react';
import { apiClient } from '@haulstop/shared/auth';
import { fakeAdapter, renderWithProviders } from '@haulstop/shared/testing';
import AssetReport from './AssetReport';

// The design system's first render is slow on a busy 2-core machine.
jest.setTimeout(30_000);

const ROW = {
  assetId: 5,
  vin: '1XKYDP9X0NJ000001',
  licensePlate: 'ABC-123',
  orgName: 'Carrier Co',
  bookings: 2,
  lotsUsed: 1,
  hoursParked: 48,
  spent: [{ currency: 'CAD', amountMinor: 9_000 }],
  lastBookingAt: null,
  hoursOnLot: 30.5,
};

/** What the server answers each call of the page (the API tests check the real answers). */
const answer = (url: string | undefined) => {
  if (url === '/api/reports/assets') return { content: [ROW], totalElements: 1, page: 0, size: 10 };
  return { content: [], totalElements: 0, page: 0, size: 100 };
};

const originalAdapter = apiClient.defaults.adapter;
afterEach(() => {
  apiClient.defaults.adapter = originalAdapter;
});

it("each truck's row shows the hours it was actually on a lot (at the gate) beside the hours booked", async () => {
  const fake = fakeAdapter((call) => ({ data: answer(call.url) }));
  apiClient.defaults.adapter = fake.adapter;
  renderWithProviders(<AssetReport />, { route: '/assetReport' });
  const table = await screen.findByRole('table');
  const row = (await within(table).findByText('ABC-123')).closest('tr') as HTMLElement;
  const headers = within(table)
    .getAllByRole('columnheader')
    .map((h) => h.textContent?.replace(/[▲▼↕]/g, '').trim());
  const cells = within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent);
  const booked = headers.indexOf('Hours parked');
  expect(headers[booked + 1]).toBe('Hours on lot');
  expect(cells[booked]).toBe('48');
  expect(cells[booked + 1]).toBe('30.5');
});
