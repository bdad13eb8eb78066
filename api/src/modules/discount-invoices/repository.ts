import type { DiscountCodeInvoiceRow } from '@haulstop/shared/contracts';
import type { Queryable, SqlParam } from '../../db/db';
import { scopeSql, type Scope } from '../../lib/tenancy';
import { countedIn } from '../statements/counted';

/**
 * Per discount code, lot and currency: the bookings of [start, end) that used a code of an
 * owner in scope (an owner: its own codes) and what the code took off. The same bookings as the
 * statement of income counts, so its discounts column and these rows agree.
 */
export async function codeUses(db: Queryable, scope: Scope, start: Date, end: Date): Promise<DiscountCodeInvoiceRow[]> {
  const params: SqlParam[] = [start.toISOString(), end.toISOString()];
  const own = scopeSql(scope, params, { owner: (p) => `d.org_id = ${p}`, fleet: 'FALSE' });
  const { rows } = await db.query<DiscountCodeInvoiceRow>(
    `SELECT d.id AS "discountCodeId", d.code, l.id AS "parkingLotId", l.name AS "parkingLotName", o.id AS "ownerOrgId", o.name AS "ownerOrgName",
            r.currency, count(*)::int AS uses, sum(r.discount_minor)::int AS "discountMinor"
       FROM reservations r
       JOIN discount_codes d ON d.id = r.discount_code_id
       JOIN parking_lots l ON l.id = r.lot_id
       JOIN organizations o ON o.id = d.org_id
      WHERE ${countedIn('$1', '$2')} AND ${own}
      GROUP BY d.id, d.code, l.id, l.name, o.id, o.name, r.currency
      ORDER BY o.name, d.code, l.name, r.currency`,
    params,
  );
  return rows;
}
