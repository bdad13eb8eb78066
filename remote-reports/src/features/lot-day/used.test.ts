import { usedPercent } from './lot-day';

describe('the share of booked slot-hours used', () => {
  it('used ÷ booked in whole percent', () => expect(usedPercent({ bookedSlotHours: 48, usedSlotHours: 36.5 })).toBe(76));
  it('an overstay can take it past 100', () => expect(usedPercent({ bookedSlotHours: 6, usedSlotHours: 7.5 })).toBe(125));
  it('nothing booked: no share', () => expect(usedPercent({ bookedSlotHours: 0, usedSlotHours: 2 })).toBeNull());
});
