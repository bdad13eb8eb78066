import type { BookingDetails } from '@haulstop/shared/contracts';
import { bookingAmounts, canCancelPart, cancellableEntries, refundPreview } from './booking-story';

const payment = (status: string, amountMinor: number) => ({
  paymentId: amountMinor,
  method: 'CARD' as const,
  status,
  amountMinor,
  currency: 'CAD',
  failureCode: null,
  createdAt: '2026-11-20T10:00:00Z',
});

const details = (overrides: Partial<BookingDetails> = {}): BookingDetails => ({
  reservationId: 7,
  status: 'Upcoming',
  paymentStatus: 'Payment Success',
  amountMinor: 10_500,
  currency: 'CAD',
  startAt: '2026-12-01T12:00:00Z',
  endAt: '2026-12-02T12:00:00Z',
  gateCode: '123456',
  parkingLotId: 1,
  parkingLotName: 'Lot',
  timeZone: 'America/Regina',
  orgId: 3,
  orgName: 'Northline Freight',
  bookedByOrgId: null,
  bookedByOrgName: null,
  duration: '24 hrs',
  slots: 3,
  releasedSlots: 0,
  refundableMinor: 10_500,
  recurrenceStatus: null,
  discountMinor: 1_000,
  entries: [1, 2, 3].map((sno) => ({
    sno,
    driverId: null,
    assetId: null,
    driverName: null,
    assetLabel: null,
    gateStatus: 'NOT_ARRIVED' as const,
    checkedInAt: null,
    checkedOutAt: null,
  })),
  payments: [payment('Payment Success', 10_500)],
  taxLines: [{ name: 'HST', rate: 130_000, amountMinor: 500 }],
  statusHistory: [{ status: 'Upcoming', paymentStatus: 'Payment Success', changedAt: '2026-11-20T10:00:00Z' }],
  extensions: [],
  ...overrides,
});

describe('the amounts of a reservation', () => {
  test('subtotal = total − tax lines + discount; paid and refunded from the payments', () => {
    expect(bookingAmounts(details({ payments: [payment('Payment Success', 10_500), payment('Payment Refunded', 3_500)] }))).toEqual({
      subtotalMinor: 11_000,
      discountMinor: 1_000,
      taxMinor: 500,
      totalMinor: 10_500,
      paidMinor: 10_500,
      refundedMinor: 3_500,
    });
  });
});

describe('the refund a partial cancel gives', () => {
  test('what is still refundable × cancelled ÷ slots held, rounded half away from zero', () => {
    expect(refundPreview(details(), 1)).toBe(3_500);
    expect(refundPreview(details({ refundableMinor: 1_000 }), 1)).toBe(333);
    expect(refundPreview(details({ refundableMinor: 1_000 }), 2)).toBe(667);
  });

  test('every slot held → everything still refundable; nothing refundable (pay later) → no refund; nothing chosen → none', () => {
    expect(refundPreview(details({ refundableMinor: 7_000 }), 3)).toBe(7_000);
    expect(refundPreview(details({ refundableMinor: 0 }), 1)).toBe(0);
    expect(refundPreview(details(), 0)).toBe(0);
  });

  test('after a slot released as a no-show: the share is of the slots still held, and that slot is not offered', () => {
    // 3 slots paid 126.00; the no-show slot's 42.00 settled (16.80 kept, 25.20 refunded): 84.00 left for 2 slots.
    const entries = details().entries.map((entry) => (entry.sno === 1 ? { ...entry, gateStatus: 'NO_SHOW' as const } : entry));
    const released = details({ releasedSlots: 1, refundableMinor: 8_400, entries });
    expect(refundPreview(released, 1)).toBe(4_200);
    expect(cancellableEntries(released).map((entry) => entry.sno)).toEqual([2, 3]);
    expect(canCancelPart(released)).toBe(true);
    // A lot that keeps its no-shows has released nothing: the no-show's slot is still the booking's.
    expect(cancellableEntries(details({ entries })).map((entry) => entry.sno)).toEqual([1, 2, 3]);
  });

  test('a booking holding one slot is cancelled whole, not in part', () => {
    expect(canCancelPart(details())).toBe(true);
    expect(canCancelPart(details({ slots: 1, entries: details().entries.slice(0, 1) }))).toBe(false);
    expect(canCancelPart(details({ slots: 2, releasedSlots: 1, entries: details().entries.slice(0, 2) }))).toBe(false);
  });
});
