import { dayPartOf, shownLot, splitDay } from './lot-day';

// 2026-11-25 at America/Regina (UTC−6 all year) is 06:00Z on the 25th to 06:00Z on the 26th.
const ZONE = 'America/Regina';
const DAY = '2026-11-25';

describe("a lot's day (bookings arriving, in the lot, leaving, at the lot's clock)", () => {
  it('a booking that starts that day arrives, even if it also leaves that day', () => {
    expect(dayPartOf({ startAt: '2026-11-25T14:00:00Z', endAt: '2026-11-25T20:00:00Z' }, DAY, ZONE)).toBe('arriving');
    expect(dayPartOf({ startAt: '2026-11-25T06:00:00Z', endAt: '2026-11-28T06:00:00Z' }, DAY, ZONE)).toBe('arriving');
  });

  it('one that started before and ends that day leaves; one that spans the whole day is in the lot', () => {
    expect(dayPartOf({ startAt: '2026-11-24T12:00:00Z', endAt: '2026-11-25T12:00:00Z' }, DAY, ZONE)).toBe('leaving');
    expect(dayPartOf({ startAt: '2026-11-24T12:00:00Z', endAt: '2026-11-27T12:00:00Z' }, DAY, ZONE)).toBe('inLot');
  });

  it("the day is the lot's: 03:00Z on the 25th is still the 24th in Regina", () => {
    expect(dayPartOf({ startAt: '2026-11-24T20:00:00Z', endAt: '2026-11-25T03:00:00Z' }, DAY, ZONE)).toBeNull();
    expect(dayPartOf({ startAt: '2026-11-26T06:00:00Z', endAt: '2026-11-26T12:00:00Z' }, DAY, ZONE)).toBeNull();
  });

  it('splits the day in time order', () => {
    const parts = splitDay(
      [
        { id: 1, startAt: '2026-11-25T18:00:00Z', endAt: '2026-11-26T18:00:00Z' },
        { id: 2, startAt: '2026-11-25T08:00:00Z', endAt: '2026-11-26T08:00:00Z' },
        { id: 3, startAt: '2026-11-20T08:00:00Z', endAt: '2026-11-25T09:00:00Z' },
      ],
      DAY,
      ZONE,
    );
    expect(parts.arriving.map((b) => b.id)).toEqual([2, 1]);
    expect(parts.leaving.map((b) => b.id)).toEqual([3]);
    expect(parts.inLot).toEqual([]);
  });

  it('the lot shown is the one chosen once the list has it; the first only when none is chosen or known', () => {
    const lots = [{ parkingLotId: 1 }, { parkingLotId: 7 }];
    expect(shownLot(lots, '7')).toBe(lots[1]);
    expect(shownLot(lots, null)).toBe(lots[0]);
    expect(shownLot(lots, '99')).toBe(lots[0]);
    // Chosen while the list loads: nothing yet, then the choice, not the first.
    expect(shownLot([], '7')).toBeNull();
    expect(shownLot(lots, '7')).toBe(lots[1]);
  });
});
