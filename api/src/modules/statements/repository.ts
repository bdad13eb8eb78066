import type { Queryable, SqlParam } from '../../db/db';
import { scopeSql, type Scope } from '../../lib/tenancy';
import { countedIn, REVERSED } from './counted';

/** One lot's sums for a period, before the platform fee (applied per row by the service). */
export interface LotSums {
  parkingLotId: number;
  parkingLotName: string;
  ownerOrgId: number;
  ownerOrgName: string;
  currency: string;
  bookings: number;
  grossMinor: number;
  discountsMinor: number;
  refundsMinor: number;
  taxesMinor: number;
  /** gross − discounts of the bookings not reversed: what the fee applies to */
  feeBaseMinor: number;
}

/**
 * Per lot and currency, the bookings of [start, end) of the lots in scope (an owner: its lots).
 * A booking's amount is what it charges after its discount and with its taxes, so its gross is
 * amount + discount − taxes.
 */
export async function lotSums(db: Queryable, scope: Scope, start: Date, end: Date): Promise<LotSums[]> {
  const params: SqlParam[] = [start.toISOString(), end.toISOString()];
  const owned = scopeSql(scope, params, { owner: (p) => `l.owner_org_id = ${p}`, fleet: 'FALSE' });
  const { rows } = await db.query<LotSums>(
    `WITH booked AS (
       SELECT r.lot_id, r.currency, r.status IN ${REVERSED} AS reversed, r.amount_minor, r.discount_minor,
              COALESCE((SELECT sum(t.amount_minor) FROM reservation_tax_lines t WHERE t.reservation_id = r.id), 0) AS taxes
         FROM reservations r
        WHERE ${countedIn('$1', '$2')}
     )
     SELECT l.id AS "parkingLotId", l.name AS "parkingLotName", o.id AS "ownerOrgId", o.name AS "ownerOrgName", b.currency,
            count(*)::int AS bookings,
            sum(b.amount_minor + b.discount_minor - b.taxes)::int AS "grossMinor",
            sum(b.discount_minor)::int AS "discountsMinor",
            COALESCE(sum(b.amount_minor) FILTER (WHERE b.reversed), 0)::int AS "refundsMinor",
            sum(b.taxes)::int AS "taxesMinor",
            COALESCE(sum(b.amount_minor - b.taxes) FILTER (WHERE NOT b.reversed), 0)::int AS "feeBaseMinor"
       FROM booked b
       JOIN parking_lots l ON l.id = b.lot_id
       JOIN organizations o ON o.id = l.owner_org_id
      WHERE ${owned}
      GROUP BY l.id, l.name, o.id, o.name, b.currency
      ORDER BY o.name, l.name, b.currency`,
    params,
  );
  return rows;
}
