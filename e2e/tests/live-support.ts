import { expect, request } from '@playwright/test';
import { API } from './header-support';
import { DEMO_PASSWORD, USERS } from './support';

/**
 * A booking the carrier's dispatcher makes elsewhere, through the API, while a page stays open:
 * one slot of `parkingLotId` from now (a card payment), and its cancel. Used by the tests of the
 * live counts.
 */
export async function carrierBooksOneSlot(parkingLotId: number): Promise<{ cancel: () => Promise<void> }> {
  const api = await request.newContext({ baseURL: API });
  const login = await (await api.post('/api/auth/login', { data: { loginId: USERS.carrier, password: DEMO_PASSWORD } })).json();
  const headers = { Authorization: `Bearer ${login.token}`, 'X-Org-Id': String(login.organizations[0].saasOrgId) };
  const booked = await api.post('/api/reservations', {
    headers,
    data: {
      parkingLotId,
      duration: '6 hrs',
      startAt: new Date().toISOString(),
      slots: 1,
      entries: [{}],
      payment: { method: 'CARD', cardNumber: '4242 4242 4242 4242' },
    },
  });
  expect(booked.status()).toBe(201);
  const { reservationId } = await booked.json();
  return {
    async cancel() {
      expect((await api.post(`/api/reservations/${reservationId}/cancel`, { headers, data: {} })).status()).toBe(200);
      await api.dispose();
    },
  };
}
