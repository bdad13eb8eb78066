import type { EntryGateFields } from './gate';

/** One driver/asset line of a reservation, with where its truck is. */
export type ReservationEntry = { sno: number; driverName: string | null; assetLabel: string | null } & EntryGateFields;

/** A reservation as GET /api/reservations lists it; instants are ISO 8601 text. */
export type Reservation = {
  reservationId: number;
  parkingLotId: number;
  parkingLotName: string;
  /** the lot's IANA zone (America/Regina): startAt and endAt are shown in it, with its abbreviation */
  timeZone: string;
  /** the organisation the parking is for */
  orgId: number;
  orgName: string;
  /** the carrier that booked for a sub-carrier of its network */
  bookedByOrgId: number | null;
  duration: string;
  startAt: string;
  endAt: string;
  slots: number;
  /** a SPEC §4 status name */
  status: string;
  paymentStatus: string | null;
  /** amount in minor units (cents) */
  amountMinor: number;
  currency: string;
  creationMode: 'manual' | 'automatic';
  /** the code that opens the lot's gate, as the reservation's detail answers it; null once cancelled or while unpaid */
  gateCode: string | null;
  entries: ReservationEntry[];
  /** The durations extensions added after `duration`, oldest first (the length is shown as both). */
  extensionDurations: string[];
};

/** A company of GET /api/reservations/companyNames (the company filter). */
export type ReservationCompany = { orgId: number; orgName: string };
