import { bestPrice } from '@haulstop/shared/constants';
import { isNoShow, isOverstay, noShowMoney, overstayPlatformFeeMinor, overstayPrice } from './no-show-overstay';

const at = (iso: string) => new Date(iso);
const PRICES = [
  { duration: '6 hrs', amountMinor: 1500 },
  { duration: '24 hrs', amountMinor: 4000 },
  { duration: '36 hrs', amountMinor: 6500 },
];

describe('isNoShow', () => {
  const start = at('2026-03-01T08:00:00Z');
  const policy = { noShowAfterHours: 12 };

  it('is a no-show exactly noShowAfterHours after the start when nobody checked in', () => {
    expect(isNoShow({ gateStatus: 'NOT_ARRIVED' }, start, policy, at('2026-03-01T19:59:59Z'))).toBe(false);
    expect(isNoShow({ gateStatus: 'NOT_ARRIVED' }, start, policy, at('2026-03-01T20:00:00Z'))).toBe(true);
  });

  it('is never a no-show once the truck checked in, left or was already marked', () => {
    for (const gateStatus of ['ON_LOT', 'LEFT', 'NO_SHOW', 'OVERSTAY']) {
      expect(isNoShow({ gateStatus }, start, policy, at('2026-03-09T00:00:00Z'))).toBe(false);
    }
  });
});

describe('isOverstay', () => {
  const end = at('2026-03-01T08:00:00Z');
  const policy = { overstayGraceMinutes: 30 };

  it('overstays once the end plus the grace has passed with the truck still on the lot', () => {
    expect(isOverstay({ gateStatus: 'ON_LOT' }, end, policy, at('2026-03-01T08:29:59Z'))).toBe(false);
    expect(isOverstay({ gateStatus: 'ON_LOT' }, end, policy, at('2026-03-01T08:30:00Z'))).toBe(true);
  });

  it('a truck that never came, already left or is already overstaying does not start an overstay', () => {
    for (const gateStatus of ['NOT_ARRIVED', 'LEFT', 'NO_SHOW', 'OVERSTAY']) {
      expect(isOverstay({ gateStatus }, end, policy, at('2026-03-02T08:00:00Z'))).toBe(false);
    }
  });

  it('with no grace, the end itself starts the overstay', () => {
    expect(isOverstay({ gateStatus: 'ON_LOT' }, end, { overstayGraceMinutes: 0 }, end)).toBe(true);
  });
});

describe('overstayPrice', () => {
  const end = at('2026-03-01T08:00:00Z');
  const alberta = { country: 'CA', region: 'AB' };

  it('prices the time since the end by the cheapest covering combination of the lot durations, with GST', () => {
    // 30 h over: 1 × 24 hrs + 1 × 6 hrs = 5500 (cheaper than 1 × 36 hrs 6500), GST 5 % = 275.
    const price = overstayPrice(PRICES, alberta, end, at('2026-03-02T14:00:00Z'), 0);
    expect(price).toMatchObject({ overstayHours: 30, taxableMinor: 5500, amountMinor: 5775, totalTaxableMinor: 5500 });
    expect(price?.taxLines).toEqual([{ name: 'GST', rate: 50_000, amountMinor: 275 }]);
    expect(price?.parts).toEqual([
      { duration: '24 hrs', count: 1, amountMinor: 4000 },
      { duration: '6 hrs', count: 1, amountMinor: 1500 },
    ]);
    expect(price?.coveredUntil.toISOString()).toBe('2026-03-02T14:00:00.000Z');
  });

  it('is the same figure as booking a stay of that length (one best-price reckoning)', () => {
    for (const hours of [0.5, 5, 7, 23, 30, 49, 200]) {
      const until = new Date(end.getTime() + hours * 3_600_000);
      expect(overstayPrice(PRICES, { country: 'US', region: 'TX' }, end, until, 0)?.taxableMinor).toBe(bestPrice(PRICES, hours)?.totalMinor);
    }
  });

  it('a minute over is a whole shortest duration, covered until its end', () => {
    const price = overstayPrice(PRICES, { country: 'CA', region: 'ON' }, end, at('2026-03-01T08:01:00Z'), 0);
    expect(price).toMatchObject({ taxableMinor: 1500, amountMinor: 1695 });
    expect(price?.coveredUntil.toISOString()).toBe('2026-03-01T14:00:00.000Z');
  });

  it('a later step charges only the whole price less what was charged, so the steps add up to the whole', () => {
    const first = overstayPrice(PRICES, alberta, end, at('2026-03-01T09:00:00Z'), 0);
    expect(first?.taxableMinor).toBe(1500);
    const second = overstayPrice(PRICES, alberta, end, at('2026-03-02T14:00:00Z'), first?.taxableMinor ?? 0);
    expect(second).toMatchObject({ totalTaxableMinor: 5500, taxableMinor: 4000, amountMinor: 4200 });
    expect((first?.taxableMinor ?? 0) + (second?.taxableMinor ?? 0)).toBe(5500);
  });

  it('nothing is priced when the lot has no price or no time is overstayed', () => {
    expect(overstayPrice([], alberta, end, at('2026-03-02T08:00:00Z'), 0)).toBeNull();
    expect(overstayPrice(PRICES, alberta, end, end, 0)).toBeNull();
  });
});

describe('noShowMoney', () => {
  it('keeps the fee percent of the no-show slots share of what was paid and refunds the rest, to the cent', () => {
    expect(noShowMoney(6300, 1, 2, 40)).toEqual({ slotMinor: 3150, feeMinor: 1260, refundMinor: 1890 });
    expect(noShowMoney(4725, 1, 1, 100)).toEqual({ slotMinor: 4725, feeMinor: 4725, refundMinor: 0 });
    expect(noShowMoney(4725, 1, 1, 0)).toEqual({ slotMinor: 4725, feeMinor: 0, refundMinor: 4725 });
    // One slot of 3 of 1001: 333.67 → 334; 33 % of it: 110.22 → 110.
    expect(noShowMoney(1001, 1, 3, 33)).toEqual({ slotMinor: 334, feeMinor: 110, refundMinor: 224 });
  });

  it('nothing is kept or refunded when nothing was paid', () => {
    expect(noShowMoney(0, 1, 1, 50)).toEqual({ slotMinor: 0, feeMinor: 0, refundMinor: 0 });
  });
});

describe('overstayPlatformFeeMinor', () => {
  it('is the platform fee rate (10 %) of the charge before taxes, rounded half away from zero once', () => {
    expect(overstayPlatformFeeMinor(1500)).toBe(150);
    expect(overstayPlatformFeeMinor(4000)).toBe(400);
    expect(overstayPlatformFeeMinor(1505)).toBe(151);
    expect(overstayPlatformFeeMinor(1504)).toBe(150);
    expect(overstayPlatformFeeMinor(0)).toBe(0);
  });
});
