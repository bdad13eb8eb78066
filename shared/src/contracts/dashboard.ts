/** The counts of the reserve state, as `GET /api/dashboard/counts` answers them. */
export type DashboardCounts = {
  parkingLots: number;
  activeReservations: number;
  pendingPayments: number;
  drivers: number;
  failedPayments: number;
  /** Trucks the gate says are on the lots now (checked in and not out, overstaying included). */
  trucksOnLotNow: number;
  /** Slots booked for this moment (no-show slots released for resale excluded). */
  slotsBookedNow: number;
};
