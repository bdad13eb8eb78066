/** A reservation as GET /api/reservations lists it (api/src/modules/reservations/schemas.ts). */
export type Reservation = {
  reservationId: number;
  parkingLotId: number;
  parkingLotName: string;
  orgId: number;
  orgName: string;
  bookedByOrgId: number | null;
  duration: string;
  startAt: string;
  endAt: string;
  slots: number;
  status: string;
  paymentStatus: string | null;
  amountMinor: number;
  currency: string;
};
