import { CANCELLABLE_STATUSES, EXTENDABLE_STATUSES, PARTLY_CANCELLABLE_STATUSES, RETRYABLE_STATUSES } from '@haulstop/shared/constants';
import type { PermissionContext } from './context';

/** What the reservation rules read about one booking (GET /api/reservations/{id}). */
export type ReservationRecord = { orgId: number; bookedByOrgId: number | null; status: string };

export const isReservationRecord = (record: unknown): record is ReservationRecord =>
  typeof record === 'object' && record !== null && 'orgId' in record && 'status' in record && 'bookedByOrgId' in record;

/**
 * The customer (the organisation the parking is for) and whoever booked it for them (a parent
 * carrier, an owner booking for a fleet) change a booking; the lot's owner otherwise sees it
 * read-only.
 */
export function isReservationCustomer(record: ReservationRecord, ctx: Pick<PermissionContext, 'saasOrgId'>): boolean {
  return ctx.saasOrgId !== null && (record.orgId === ctx.saasOrgId || record.bookedByOrgId === ctx.saasOrgId);
}

/** Extend: the customer's booking while it holds its slots (the booking state machine's extend transition). */
export const canExtendReservation = (record: ReservationRecord, ctx: Pick<PermissionContext, 'saasOrgId'>) =>
  isReservationCustomer(record, ctx) && EXTENDABLE_STATUSES.includes(record.status);

/** Cancel the whole booking: the customer's, in a status the state machine lets it be cancelled from (not a declined one: it holds nothing). */
export const canCancelReservation = (record: ReservationRecord, ctx: Pick<PermissionContext, 'saasOrgId'>) =>
  isReservationCustomer(record, ctx) && CANCELLABLE_STATUSES.includes(record.status);

/** Cancel some entries: the customer's booking while it is paid or owed and holds its slots. */
export const canCancelPartOfReservation = (record: ReservationRecord, ctx: Pick<PermissionContext, 'saasOrgId'>) =>
  isReservationCustomer(record, ctx) && PARTLY_CANCELLABLE_STATUSES.includes(record.status);

/** Pay again: the customer's booking whose payment was declined. */
export const canRetryReservationPayment = (record: ReservationRecord, ctx: Pick<PermissionContext, 'saasOrgId'>) =>
  isReservationCustomer(record, ctx) && RETRYABLE_STATUSES.includes(record.status);
