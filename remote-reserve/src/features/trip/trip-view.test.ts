import type { Trip } from '@haulstop/shared/contracts';
import { gateCodeView, tripAddress, tripMoves } from './trip-view';

const trip = (over: Partial<Trip> = {}): Pick<Trip, 'status' | 'gateStatus' | 'gateCode' | 'gateCodeFrom'> => ({
  status: 'Upcoming',
  gateStatus: 'NOT_ARRIVED',
  gateCode: null,
  gateCodeFrom: '2026-12-06T14:00:00.000Z',
  ...over,
});

describe("the driver's moves", () => {
  it("before arriving: I'm here and more time, not I left", () => expect(tripMoves(trip())).toEqual({ checkIn: true, checkOut: false, moreTime: true }));
  it('on the lot or overstaying: I left and more time, not a second check-in', () => {
    expect(tripMoves(trip({ gateStatus: 'ON_LOT' }))).toEqual({ checkIn: false, checkOut: true, moreTime: true });
    expect(tripMoves(trip({ gateStatus: 'OVERSTAY' }))).toEqual({ checkIn: false, checkOut: true, moreTime: true });
  });
  it('left or a no-show: nothing more to do', () => {
    expect(tripMoves(trip({ gateStatus: 'LEFT' }))).toEqual({ checkIn: false, checkOut: false, moreTime: false });
    expect(tripMoves(trip({ gateStatus: 'NO_SHOW' }))).toEqual({ checkIn: false, checkOut: false, moreTime: false });
  });
  it('a cancelled or expired booking opens no gate: nothing offered', () => {
    expect(tripMoves(trip({ status: 'Cancelled' }))).toEqual({ checkIn: false, checkOut: false, moreTime: false });
    expect(tripMoves(trip({ status: 'Expired', gateStatus: 'ON_LOT' }))).toEqual({ checkIn: false, checkOut: false, moreTime: false });
  });
});

describe('the gate code on the page', () => {
  it('the code once the server gives it', () => expect(gateCodeView(trip({ gateCode: '4821' }))).toEqual({ kind: 'code', code: '4821' }));
  it('before its window: when it will show, never a code', () => expect(gateCodeView(trip())).toEqual({ kind: 'later', from: '2026-12-06T14:00:00.000Z' }));
  it('none for a cancelled booking or a truck that left', () => {
    expect(gateCodeView(trip({ status: 'Cancelled', gateCode: '4821' }))).toEqual({ kind: 'none' });
    expect(gateCodeView(trip({ gateStatus: 'LEFT', gateCode: '4821' }))).toEqual({ kind: 'none' });
  });
});

it("the lot's address on one line, missing parts left out", () => {
  const lot = { parkingLotId: 1, name: 'A', latitude: 1, longitude: 2, timeZone: 'America/Regina', instructions: null };
  expect(tripAddress({ ...lot, address: '1 Ring Rd', city: 'Regina', region: 'SK', postalCode: 'S4P 3Y2' })).toBe('1 Ring Rd, Regina, SK S4P 3Y2');
  expect(tripAddress({ ...lot, address: '', city: 'Regina', region: 'SK', postalCode: null })).toBe('Regina, SK');
});
