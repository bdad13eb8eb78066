import { validateFleetBooking, type FleetBookingValues } from './fleet-booking-rules';

const NOW = new Date('2026-11-23T10:00:00Z');
const valid: FleetBookingValues = {
  parkingLotId: '4',
  forOrgId: '3',
  startAt: '2026-11-24T10:00',
  duration: '24 hrs',
  slots: '2',
  overrideDriverPayments: false,
  payment: 'PAY_LATER',
  openAccountId: '',
  cardNumber: '',
};

describe('validateFleetBooking (/bookReservations)', () => {
  test('a lot, a fleet organisation and a window of the /reserve rules: valid, pay later by default', () => {
    expect(validateFleetBooking(valid, NOW)).toEqual({});
  });

  test('the lot and the fleet organisation must be chosen', () => {
    const errors = validateFleetBooking({ ...valid, parkingLotId: '', forOrgId: '' }, NOW);
    expect(errors.parkingLotId?.key).toBe('validation.chooseOption');
    expect(errors.forOrgId?.key).toBe('validation.chooseOption');
  });

  test('the window follows /reserve: no start in the past, 1 slot at least, a SPEC §9 duration', () => {
    const errors = validateFleetBooking({ ...valid, startAt: '2026-11-20T10:00', slots: '0', duration: '2 days' }, NOW);
    expect(Object.keys(errors).sort()).toEqual(['duration', 'slots', 'startAt']);
  });

  test("overriding the drivers' payments asks for the open account or the card it pays with", () => {
    expect(validateFleetBooking({ ...valid, overrideDriverPayments: true, payment: 'OPEN_ACCOUNT' }, NOW).openAccountId?.key).toBe('validation.chooseOption');
    expect(validateFleetBooking({ ...valid, overrideDriverPayments: true, payment: 'CARD', cardNumber: '4242' }, NOW).cardNumber?.key).toBe(
      'validation.required',
    );
    expect(validateFleetBooking({ ...valid, overrideDriverPayments: true, payment: 'CARD', cardNumber: '4242 4242 4242 4242' }, NOW)).toEqual({});
  });
});
