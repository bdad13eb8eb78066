import { apiClient } from '@haulstop/shared/auth';
import type { BookingDetails, GateEvent } from '@haulstop/shared/contracts';
import { renderWithProviders } from '@haulstop/shared/testing';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import ReservationDetails from './ReservationDetails';

// The design system's first render is slow on a busy 2-core machine.
jest.setTimeout(20_000);

const details: BookingDetails = {
  reservationId: 41,
  status: 'Booked',
  paymentStatus: 'Payment Success',
  amountMinor: 10_500,
  currency: 'CAD',
  startAt: '2026-12-06T12:00:00Z',
  endAt: '2026-12-06T18:00:00Z',
  gateCode: '482193',
  parkingLotId: 7,
  parkingLotName: 'Ring Road Truck Yard',
  timeZone: 'America/Regina',
  orgId: 3,
  orgName: 'Northline Freight',
  bookedByOrgId: null,
  bookedByOrgName: null,
  duration: '6 hrs',
  slots: 2,
  releasedSlots: 0,
  refundableMinor: 10_500,
  recurrenceStatus: null,
  discountMinor: 0,
  entries: [
    {
      sno: 1,
      driverId: 11,
      assetId: 21,
      driverName: 'Dana Driver',
      assetLabel: 'SK 123',
      gateStatus: 'OVERSTAY',
      checkedInAt: '2026-12-06T12:10:00Z',
      checkedOutAt: null,
    },
    {
      sno: 2,
      driverId: 12,
      assetId: 22,
      driverName: 'Lee Hauler',
      assetLabel: 'SK 456',
      gateStatus: 'LEFT',
      checkedInAt: '2026-12-06T12:20:00Z',
      checkedOutAt: '2026-12-06T17:00:00Z',
    },
  ],
  payments: [],
  taxLines: [],
  statusHistory: [{ status: 'Booked', paymentStatus: 'Payment Success', changedAt: '2026-12-05T10:00:00Z' }],
  extensions: [],
};

const event = (eventId: number, over: Partial<GateEvent>): GateEvent => ({
  eventId,
  parkingLotId: 7,
  reservationId: 41,
  sno: 1,
  kind: 'CHECK_IN',
  source: 'DRIVER_LINK',
  decision: 'ALLOWED',
  reason: null,
  anomaly: null,
  licensePlate: null,
  at: '2026-12-06T12:10:00Z',
  recordedAt: '2026-12-06T12:10:01Z',
  ...over,
});

let get: jest.SpyInstance;
let events: GateEvent[];

beforeEach(() => {
  events = [
    event(1, {}),
    event(2, { sno: 2, source: 'GATE_SCREEN', licensePlate: 'SK 456', at: '2026-12-06T12:20:00Z' }),
    event(3, { sno: 2, kind: 'CHECK_OUT', source: 'PARTNER', at: '2026-12-06T17:00:00Z' }),
    event(4, { sno: 2, source: 'GATE_CODE', anomaly: 'SECOND_CHECK_IN', at: '2026-12-06T17:05:00Z' }),
  ];
  get = jest.spyOn(apiClient, 'get').mockImplementation(async (url: string) => {
    if (url === '/api/reservations/41') return { data: details } as never;
    if (url === '/api/reservations/41/gateEvents') return { data: events } as never;
    throw new Error(`unexpected call ${url}`);
  });
});

afterEach(() => get.mockRestore());

const renderPage = () =>
  renderWithProviders(
    <Routes>
      <Route path="/reservations/:reservationId" element={<ReservationDetails />} />
    </Routes>,
    { route: '/reservations/41' },
  );

describe("the reservation page's gate story", () => {
  it("each slot's gate status with its check-in and check-out at the lot's clock", async () => {
    renderPage();
    const slots = await screen.findAllByTestId('gate-slot');
    expect(within(slots[0]).queryByText('Overstaying')).not.toBeNull();
    expect(within(slots[0]).queryByText('Dec 6, 2026, 6:10 AM CST')).not.toBeNull();
    expect(within(slots[1]).queryByText('Left')).not.toBeNull();
    expect(within(slots[1]).queryByText('Dec 6, 2026, 11:00 AM CST')).not.toBeNull();
  });

  it('every gate event with its source and time at the lot’s clock, an anomaly flagged', async () => {
    renderPage();
    const rows = await screen.findAllByTestId('gate-event');
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent?.replace(/\s+/g, ' ')),
      ),
    ).toEqual([
      ['Dec 6, 2026, 6:10 AM CST', 'Check-in', "Driver's link", '—', '#41 · 1', 'ALLOWED', '—'],
      ['Dec 6, 2026, 6:20 AM CST', 'Check-in', 'Gate screen', 'SK 456', '#41 · 2', 'ALLOWED', '—'],
      ['Dec 6, 2026, 11:00 AM CST', 'Check-out', 'Partner', '—', '#41 · 2', 'ALLOWED', '—'],
      ['Dec 6, 2026, 11:05 AM CST', 'Check-in', 'Gate code keypad', '—', '#41 · 2', 'ALLOWED', 'Second check-in'],
    ]);
  });

  it('no event yet: says so', async () => {
    events = [];
    renderPage();
    expect((await screen.findByText('No gate event yet.')).isConnected).toBe(true);
  });

  it('sits beside the status history', async () => {
    renderPage();
    const gate = (await screen.findByRole('heading', { name: 'At the gate' })).closest('section');
    const history = screen.getByRole('heading', { name: 'Status history' }).closest('section');
    expect(gate?.parentElement).toBe(history?.parentElement);
  });
});
