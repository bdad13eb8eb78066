import { bookingBodyOf, paymentOf } from './bookingRequest';
import { initialReserveState, reserveReducer, type ReserveState } from './reserveState';

const lot = { parkingLotId: 7, timeZone: 'America/Regina' };
// 4:00 AM at the lot: searched around Toronto (9:00Z), booked at Regina (10:00Z, CST all year).
const criteria = { startAt: '2026-12-01T09:00:00.000Z', startLocal: '2026-12-01T04:00', duration: 'Weekly', slots: 2 };

function ready(): ReserveState {
  let s = reserveReducer(initialReserveState, { type: 'selectLot', lotId: '7' });
  s = reserveReducer(s, { type: 'setShowBookReserve', show: true });
  s = reserveReducer(s, { type: 'setSlots', slots: 2 });
  s = reserveReducer(s, { type: 'addEntry', entry: { kind: 'driver', refId: '11', label: 'Ann' } });
  s = reserveReducer(s, { type: 'addEntry', entry: { kind: 'asset', refId: '21', label: 'Truck' } });
  return reserveReducer(s, {
    type: 'setBooking',
    booking: { method: 'CARD', paymentCardNumber: '4242 4242 4242 4242', couponCode: ' SAVE10 ', recurring: true },
  });
}

describe('the booking request built from the /reserve state', () => {
  it('one entry per slot in sno order, a driver and his truck together; the typed card without spaces; the code trimmed', () => {
    expect(bookingBodyOf(lot, criteria, ready())).toEqual({
      parkingLotId: 7,
      duration: 'Weekly',
      startAt: '2026-12-01T10:00:00.000Z',
      slots: 2,
      couponCode: 'SAVE10',
      entries: [{ driverId: 11, assetId: 21 }],
      payment: { method: 'CARD', cardNumber: '4242424242424242' },
      recurring: true,
    });
  });

  it('"a reservation\'s times are entered in the lot\'s time zone": the start typed is that wall clock at the chosen lot', () => {
    expect(bookingBodyOf({ parkingLotId: 7, timeZone: 'America/Toronto' }, criteria, ready())?.startAt).toBe('2026-12-01T09:00:00.000Z');
    expect(bookingBodyOf({ parkingLotId: 7, timeZone: 'America/Regina' }, { ...criteria, startLocal: '2026-07-01T04:00' }, ready())?.startAt).toBe(
      '2026-07-01T10:00:00.000Z',
    );
  });

  it('recurring is dropped for a duration that cannot recur (weekly, monthly, yearly)', () => {
    expect(bookingBodyOf(lot, { ...criteria, duration: '24 hrs' }, ready())).not.toHaveProperty('recurring');
  });

  it('a sub-carrier chosen as fleet org is booked for (forOrgId)', () => {
    let s = reserveReducer(ready(), { type: 'selectFleetOrg', fleetOrgId: '12' });
    s = reserveReducer(s, { type: 'setSlots', slots: 1 });
    expect(bookingBodyOf(lot, criteria, s)).toMatchObject({ forOrgId: 12, entries: [] });
  });

  it('nothing to send without a payment or without slots', () => {
    expect(bookingBodyOf(lot, criteria, reserveReducer(ready(), { type: 'setBooking', booking: { paymentCardNumber: '' } }))).toBeNull();
    expect(bookingBodyOf(lot, criteria, reserveReducer(ready(), { type: 'setSlots', slots: 0 }))).toBeNull();
  });

  it('payments: a saved card, a bank account or an open account by id; pay later', () => {
    expect(paymentOf({ method: 'CARD', paymentMethodId: 3 })).toEqual({ method: 'CARD', paymentMethodId: 3 });
    expect(paymentOf({ method: 'BANK', paymentMethodId: 4 })).toEqual({ method: 'BANK', paymentMethodId: 4 });
    expect(paymentOf({ method: 'OPEN_ACCOUNT' })).toBeNull();
    expect(paymentOf({ method: 'PAY_LATER' })).toEqual({ method: 'PAY_LATER' });
  });
});
