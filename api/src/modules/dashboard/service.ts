import type { DashboardCounts } from '@haulstop/shared/contracts';
import type { Queryable } from '../../db/db';
import type { ScopedOrg } from '../../lib/tenancy';
import { countDrivers } from '../fleet/service';
import { countParkingLots } from '../lots/service';
import { onLotNow } from '../gate/on-lot-now';
import { ACTIVE_STATUSES, FAILED_PAYMENT_STATUSES, PENDING_PAYMENT_STATUSES, countReservations } from '../reservations/service';

export type { DashboardCounts };

/** The counts of the reserve state for the current organisation, and its trucks on the lot now against its slots booked now. */
export async function dashboardCounts(db: Queryable, org: ScopedOrg): Promise<DashboardCounts> {
  return {
    parkingLots: await countParkingLots(db, org),
    activeReservations: await countReservations(db, org, ACTIVE_STATUSES),
    pendingPayments: await countReservations(db, org, PENDING_PAYMENT_STATUSES),
    drivers: await countDrivers(db, org),
    failedPayments: await countReservations(db, org, FAILED_PAYMENT_STATUSES),
    ...(await onLotNow(db, org)),
  };
}
