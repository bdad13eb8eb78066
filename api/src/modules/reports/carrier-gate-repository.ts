import type { CarrierGateRow } from '@haulstop/shared/contracts/carrier-gate-report';
import type { Queryable, SqlParam } from '../../db/db';
import type { Scope } from '../../lib/tenancy';
import { COUNTS_AS_BOOKING, LEDGER_BOOKINGS } from '../ledger/queries';
import { gateFiguresSql } from './gate-figures-sql';
import { lotScope } from './report-sql';

/*
 * The gate's figures per carrier (the booking's organisation) at the lots in scope over [from, to),
 * measured as the lot report measures them per lot (lotReport, gateFiguresSql), so the carriers'
 * figures of a range add up to its lots': bookings counted from the ledger by the window their
 * start falls in (COUNTS_AS_BOOKING, bookings whose charge is not zero); no-shows and decided
 * arrivals of the slots of bookings starting in the range; overstays that began in it; the overstay
 * charged in it before taxes, per currency; the average whole minutes of the stays that ended in it.
 */
export async function carrierGateReport(
  db: Queryable,
  scope: Scope,
  range: { from: Date; to: Date },
  window: { offset: number; size: number },
): Promise<{ rows: CarrierGateRow[]; total: number }> {
  const params: SqlParam[] = [range.from.toISOString(), range.to.toISOString()];
  const lots = `SELECT l.id FROM parking_lots l WHERE l.status <> 'Deleted' AND ${lotScope(scope, params)}`;
  params.push(window.size, window.offset);
  const { rows } = await db.query<CarrierGateRow & { total: number }>(
    `WITH lots AS (${lots}),
          money AS (SELECT r.org_id, sum(${COUNTS_AS_BOOKING('b')}::int)::int AS bookings
                      FROM (${LEDGER_BOOKINGS('e.accrues_at >= $1 AND e.accrues_at < $2 AND e.lot_id IN (SELECT id FROM lots)')}) b
                      JOIN reservations r ON r.id = b.reservation_id
                     WHERE b.charge <> 0 GROUP BY r.org_id),
          ${gateFiguresSql('carrier', '$1::timestamptz', '$2::timestamptz', 'SELECT id FROM lots')},
          carriers AS (SELECT org_id AS id FROM money UNION SELECT id FROM gate_arrivals UNION SELECT id FROM gate_overstays
                       UNION SELECT id FROM gate_dwell UNION SELECT id FROM gate_charged)
     SELECT o.id AS "orgId", o.name AS "orgName", COALESCE(m.bookings, 0) AS bookings, COALESCE(a.no_shows, 0) AS "noShows",
            CASE WHEN a.decided > 0 THEN round(100.0 * a.no_shows / a.decided, 1)::float8 END AS "noShowRatePercent",
            COALESCE(v.n, 0) AS overstays,
            COALESCE((SELECT jsonb_agg(jsonb_build_object('currency', ch.currency, 'amountMinor', ch.amount) ORDER BY ch.currency DESC)
                        FROM gate_charged ch WHERE ch.id = o.id), '[]'::jsonb) AS "overstayRevenue",
            d.minutes AS "averageDwellMinutes",
            count(*) OVER ()::int AS total
       FROM carriers c
       JOIN organizations o ON o.id = c.id
       LEFT JOIN money m ON m.org_id = o.id
       LEFT JOIN gate_arrivals a ON a.id = o.id
       LEFT JOIN gate_overstays v ON v.id = o.id
       LEFT JOIN gate_dwell d ON d.id = o.id
      ORDER BY o.name, o.id
      LIMIT $${params.length - 1} OFFSET $${params.length}`,
    params,
  );
  // A page past the last one reads no row to count from: the first page counts them.
  const total = rows[0]?.total ?? (window.offset > 0 ? (await carrierGateReport(db, scope, range, { offset: 0, size: 1 })).total : 0);
  return { rows: rows.map(({ total: _total, ...row }) => row), total };
}
