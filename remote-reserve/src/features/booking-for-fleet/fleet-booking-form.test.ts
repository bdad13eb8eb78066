import { EMPTY_FLEET_BOOKING, toFleetBookingBody, toQuoteBody } from './fleet-booking-form';

const values = { ...EMPTY_FLEET_BOOKING, parkingLotId: '4', forOrgId: '3', startAt: '2026-12-01T10:00:00Z', slots: '2' };

describe('the booking an owner makes for a fleet (/bookReservations)', () => {
  test('for the fleet (forOrgId), pay later by default', () => {
    expect(toFleetBookingBody(values)).toEqual({
      parkingLotId: 4,
      duration: '24 hrs',
      startAt: '2026-12-01T10:00:00.000Z',
      slots: 2,
      entries: [],
      payment: { method: 'PAY_LATER' },
      forOrgId: 3,
    });
  });

  test("overriding the drivers' payments: the open account or the card chosen", () => {
    expect(toFleetBookingBody({ ...values, overrideDriverPayments: true, payment: 'OPEN_ACCOUNT', openAccountId: '9' }).payment).toEqual({
      method: 'OPEN_ACCOUNT',
      paymentMethodId: 9,
    });
    expect(toFleetBookingBody({ ...values, overrideDriverPayments: true, payment: 'CARD', cardNumber: '4242 4242 4242 4242' }).payment).toEqual({
      method: 'CARD',
      cardNumber: '4242424242424242',
    });
  });

  test('a payment chosen but not overriding stays pay later', () => {
    expect(toFleetBookingBody({ ...values, payment: 'CARD', cardNumber: '4242424242424242' }).payment).toEqual({ method: 'PAY_LATER' });
  });

  test('a quote is asked once a lot and a window are chosen', () => {
    expect(toQuoteBody(EMPTY_FLEET_BOOKING)).toBeNull();
    expect(toQuoteBody(values)).toEqual({ parkingLotId: 4, duration: '24 hrs', startAt: '2026-12-01T10:00:00.000Z', slots: 2 });
  });

  test('"times are entered in the lot\'s time zone": 2:00 PM typed for a Regina lot is 20:00 UTC, for a Toronto lot in July 18:00 UTC', () => {
    const typed = { ...values, startAt: '2026-12-01T14:00' };
    expect(toFleetBookingBody(typed, 'America/Regina').startAt).toBe('2026-12-01T20:00:00.000Z');
    expect(toQuoteBody({ ...typed, startAt: '2026-07-01T14:00' }, 'America/Toronto')?.startAt).toBe('2026-07-01T18:00:00.000Z');
  });
});
