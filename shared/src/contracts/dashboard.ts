// The reserve state's counts, one definition: the API registers its route from it and the client
// derives its hook from it (@haulstop/shared/api). The type is Static<> of the schema.
import * as Type from 'typebox';
import { DASHBOARD_COUNTS_CACHE } from './cache-keys';
import { endpointsOf } from './endpoint';
import { OrgHeader, responses } from './schema';

export const DashboardCounts = Type.Object({
  parkingLots: Type.Integer(),
  activeReservations: Type.Integer(),
  pendingPayments: Type.Integer(),
  drivers: Type.Integer(),
  failedPayments: Type.Integer(),
  trucksOnLotNow: Type.Integer({ description: 'Trucks the gate says are on the lots now (checked in, not out; overstaying included)' }),
  slotsBookedNow: Type.Integer({ description: 'Slots booked for this moment (no-show slots released for resale excluded)' }),
});
/** The counts of the reserve state, as `GET /api/dashboard/counts` answers them. */
export type DashboardCounts = Type.Static<typeof DashboardCounts>;

const defineDashboardEndpoint = endpointsOf({ tags: ['dashboard'], headers: OrgHeader });

export const getDashboardCounts = defineDashboardEndpoint({
  method: 'GET',
  path: '/api/dashboard/counts',
  summary:
    'Counts for the current organisation (lots, active reservations, pending and failed payments, drivers, trucks on the lot now against slots booked now)',
  response: responses({ 200: DashboardCounts }),
  access: { access: 'org', resource: 'dashboard', action: 'view' },
  cache: DASHBOARD_COUNTS_CACHE,
});
