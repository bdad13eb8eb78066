import { expect, request, type APIRequestContext } from '@playwright/test';
import { API } from './header-support';
import { DEMO_PASSWORD, USERS } from './support';

/** A lot as GET /api/parkingLots lists it: the fields the journeys choose a lot by. */
export type Lot = {
  parkingLotId: number;
  ownerOrgId: number;
  name: string;
  currency: string;
  prices: { duration: string; amountMinor: number }[];
};

/** A driver as POST /api/drivers answers it. */
export type Driver = { driverId: number; firstName: string; lastName: string; email: string; status: string };

/** carrier@ (Northline, organisation 3) signed in to the API: its request context, the headers it sends, and the lots it can book. */
export async function carrierApi(): Promise<{ api: APIRequestContext; headers: Record<string, string>; lots: Lot[] }> {
  const api = await request.newContext({ baseURL: API });
  const login = await (await api.post('/api/auth/login', { data: { loginId: USERS.carrier, password: DEMO_PASSWORD } })).json();
  const headers = { Authorization: `Bearer ${login.token}`, 'X-Org-Id': '3' };
  const lots = (await (await api.get('/api/parkingLots', { headers, params: { page: 0, size: 100 } })).json()).content as Lot[];
  return { api, headers, lots };
}

/**
 * A company driver of carrier@ made for one journey (a last name and e-mail no run repeats): no
 * other journey's booking of a demo driver in the same hours can refuse this driver's booking.
 */
export async function newCarrierDriver(api: APIRequestContext, headers: Record<string, string>, firstName: string, lastName: string): Promise<Driver> {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const made = await api.post('/api/drivers', {
    headers,
    data: {
      firstName,
      lastName: `${lastName}${stamp}`,
      email: `${firstName.toLowerCase()}.${lastName.toLowerCase()}${stamp}@northline.test`,
      driverType: 'Company',
    },
  });
  expect(made.status()).toBe(201);
  return (await made.json()) as Driver;
}

/** A start at noon UTC, `from` days from now plus up to `spread` days more, so runs do not book the same hours. */
export function noonUtcInDays(from: number, spread: number): Date {
  const start = new Date(Date.now() + (from + Math.floor(Math.random() * spread)) * 24 * 3600 * 1000);
  start.setUTCHours(12, 0, 0, 0);
  return start;
}

/**
 * carrier@ books `lot` through the API, one slot an entry, paid by card (a sandbox card number),
 * with an Idempotency-Key of its own (`journey` names it); the booking is made (201).
 */
export async function bookThroughApi(
  api: APIRequestContext,
  headers: Record<string, string>,
  booking: { journey: string; lot: Lot; duration: string; start: Date; entries: { driverId?: number }[]; cardNumber?: string },
): Promise<{ reservationId: number; status: string; amountMinor: number }> {
  const { journey, lot, duration, start, entries, cardNumber = '4242 4242 4242 4242' } = booking;
  const booked = await api.post('/api/reservations', {
    headers: { ...headers, 'Idempotency-Key': `e2e-${journey}-${start.getTime()}-${Math.random()}` },
    data: {
      parkingLotId: lot.parkingLotId,
      duration,
      startAt: start.toISOString(),
      slots: entries.length,
      entries,
      payment: { method: 'CARD', cardNumber },
    },
  });
  expect(booked.status()).toBe(201);
  return (await booked.json()) as { reservationId: number; status: string; amountMinor: number };
}
