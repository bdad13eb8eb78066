import type { BookingDetails } from '@haulstop/shared/contracts';
import { bookingAmounts, canCancelPart, refundPreview } from './booking-story';

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
  test('paid × cancelled ÷ slots, rounded half away from zero', () => {
    expect(refundPreview(details(), 1)).toBe(3_500);
    expect(refundPreview(details({ payments: [payment('Payment Success', 1_000)] }), 1)).toBe(333);
    expect(refundPreview(details({ payments: [payment('Payment Success', 1_000)] }), 2)).toBe(667);
  });

  test('what was already refunded is not refunded twice; every slot → everything left', () => {
    const partly = details({ payments: [payment('Payment Success', 10_500), payment('Payment Refunded', 3_500)] });
    expect(refundPreview(partly, 3)).toBe(7_000);
  });

  test('nothing paid (pay later) → no refund; nothing chosen → none', () => {
    expect(refundPreview(details({ payments: [payment('To be Paid', 10_500)] }), 1)).toBe(0);
    expect(refundPreview(details(), 0)).toBe(0);
  });

  test('a booking of one slot is cancelled whole, not in part', () => {
    expect(canCancelPart(details())).toBe(true);
    expect(canCancelPart(details({ slots: 1, entries: details().entries.slice(0, 1) }))).toBe(false);
  });
});
