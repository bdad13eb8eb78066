/** The counts of the reserve state (SPEC §3), as `GET /api/dashboard/counts` answers them. */
export type DashboardCounts = {
  parkingLots: number;
  activeReservations: number;
  pendingPayments: number;
  drivers: number;
  failedPayments: number;
};
