import { screen } from '@testing-library/react';
import { apiClient } from '@haulstop/shared/auth';
import type { LotAvailability } from '@haulstop/shared/contracts';
import { sessionStore } from '@haulstop/shared/session';
import { fakeAdapter, renderWithProviders } from '@haulstop/shared/testing';
import { PaymentStep } from './PaymentStep';
import { initialReserveState } from './reserveState';

jest.setTimeout(30_000);
const originalAdapter = apiClient.defaults.adapter;
afterEach(() => {
  apiClient.defaults.adapter = originalAdapter;
});

const LOT: LotAvailability = {
  parkingLotId: 7,
  name: 'Regina East Truck Stop',
  address: '1 Ring Rd',
  city: 'Regina',
  region: 'SK',
  country: 'CA',
  latitude: 50.45,
  longitude: -104.6,
  timeZone: 'America/Regina',
  currency: 'CAD',
  totalSlots: 30,
  availableSlots: 12,
  startAt: '2026-12-01T15:00:00.000Z',
  endAt: '2026-12-02T15:00:00.000Z',
  duration: '24 hrs',
  slots: 1,
  priceMinor: 5400,
  amenities: [],
  distanceKm: null,
  imagePath: null,
  ownerOrgId: 2,
  ownerOrgName: 'Prairie Truck Stops',
  instructions: null,
};

test("the payment step tells the booker that an overstay past the lot's grace is charged at the lot's prices on this method", async () => {
  apiClient.defaults.adapter = fakeAdapter(() => ({ data: [] })).adapter;
  sessionStore.setState({ token: 'T', saasOrgId: 3, language: 'en' });
  renderWithProviders(
    <PaymentStep
      lot={LOT}
      duration="24 hrs"
      state={{ ...initialReserveState, step: 'payment' }}
      dispatch={() => undefined}
      quote={{ data: undefined, error: null, isError: false }}
      onBack={() => undefined}
      onNext={() => undefined}
      refusal={null}
    />,
  );
  const consent = await screen.findByTestId('overstay-consent');
  expect(consent.textContent).toBe(
    "If the truck stays past the end of the booking plus the lot's grace period, the extra time is charged at the lot's prices on this payment method.",
  );
});
