import type { BookingCreated, BookingDetails } from '@haulstop/shared/contracts';
import type { Queryable } from '../../db/db';
import { notFound } from '../../lib/errors';
import type { Answer, HoldAnswer } from '../../lib/idempotency';
import * as newBookingRepository from './new-booking-repository';
import * as reservationRepository from './reservation-repository';

/** What POST /api/reservations answers for a booking: where it stands now. */
export async function bookingCreated(tx: Queryable, id: number): Promise<Answer<BookingCreated>> {
  const r = await newBookingRepository.createdAnswer(tx, id);
  return {
    statusCode: 201,
    body: {
      reservationId: id,
      status: r.status as BookingCreated['status'],
      paymentStatus: r.payment_status as BookingCreated['paymentStatus'],
      amountMinor: r.amount_minor,
      currency: r.currency as BookingCreated['currency'],
      startAt: new Date(r.start_at).toISOString(),
      endAt: new Date(r.end_at).toISOString(),
      gateCode: r.gate_code,
    },
  };
}

/** What a payment retry or an extension answers: the booking as the organisation that asked sees it. */
async function bookingAsSeenBy(tx: Queryable, orgId: number, id: number): Promise<Answer<BookingDetails>> {
  const seen =
    (await reservationRepository.findBooking(tx, { orgId, isPlatformOrg: false }, id)) ??
    (await reservationRepository.findBooking(tx, { orgId, isPlatformOrg: true }, id));
  if (!seen) throw notFound('Reservation');
  return { statusCode: 200, body: seen };
}

/** The answer a key claimed beside a hold awaits (written by whoever answers the hold: its request, or the hold-release job after a crash). */
export const heldAnswer =
  (tx: Queryable, id: number) =>
  ({ orgId, kind }: { orgId: number; kind: HoldAnswer }): Promise<Answer<BookingCreated | BookingDetails>> =>
    kind === 'booking' ? bookingCreated(tx, id) : bookingAsSeenBy(tx, orgId, id);
