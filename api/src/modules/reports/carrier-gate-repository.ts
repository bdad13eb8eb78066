import type { CarrierGateRow } from '@haulstop/shared/contracts/carrier-gate-report';
import type { Queryable, SqlParam } from '../../db/db';
import type { Scope } from '../../lib/tenancy';
import { COUNTS_AS_BOOKING, LEDGER_BOOKINGS } from '../ledger/queries';
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
  const slotsOf = `reservation_entries x JOIN reservations r ON r.id = x.reservation_id`;
  const { rows } = await db.query<CarrierGateRow & { total: number }>(
    `WITH lots AS (${lots}),
          money AS (SELECT r.org_id, sum(${COUNTS_AS_BOOKING('b')}::int)::int AS bookings
                      FROM (${LEDGER_BOOKINGS('e.accrues_at >= $1 AND e.accrues_at < $2 AND e.lot_id IN (SELECT id FROM lots)')}) b
                      JOIN reservations r ON r.id = b.reservation_id
                     WHERE b.charge <> 0 GROUP BY r.org_id),
          arrivals AS (SELECT r.org_id, count(*) FILTER (WHERE x.gate_status = 'NO_SHOW')::int AS no_shows,
                              count(*) FILTER (WHERE x.gate_status <> 'NOT_ARRIVED')::int AS decided
                         FROM ${slotsOf}
                        WHERE r.lot_id IN (SELECT id FROM lots) AND r.start_at >= $1 AND r.start_at < $2
                        GROUP BY r.org_id HAVING count(*) FILTER (WHERE x.gate_status <> 'NOT_ARRIVED') > 0),
          overstays AS (SELECT r.org_id, count(*)::int AS n FROM ${slotsOf}
                         WHERE r.lot_id IN (SELECT id FROM lots) AND x.overstay_started_at >= $1 AND x.overstay_started_at < $2 GROUP BY r.org_id),
          dwell AS (SELECT r.org_id, round(avg(extract(epoch FROM (date_trunc('minute', x.checked_out_at) - date_trunc('minute', x.checked_in_at))) / 60))::int AS minutes
                      FROM ${slotsOf}
                     WHERE r.lot_id IN (SELECT id FROM lots) AND x.checked_in_at IS NOT NULL AND x.checked_out_at >= $1 AND x.checked_out_at < $2
                     GROUP BY r.org_id),
          charged AS (SELECT r.org_id, g.currency, sum(g.amount_minor)::int AS amount
                        FROM ledger_entries g JOIN reservations r ON r.id = g.reservation_id
                       WHERE g.lot_id IN (SELECT id FROM lots) AND g.kind = 'overstay' AND g.tax_name IS NULL AND g.accrues_at >= $1 AND g.accrues_at < $2
                       GROUP BY r.org_id, g.currency HAVING sum(g.amount_minor) <> 0),
          carriers AS (SELECT org_id FROM money UNION SELECT org_id FROM arrivals UNION SELECT org_id FROM overstays
                       UNION SELECT org_id FROM dwell UNION SELECT org_id FROM charged)
     SELECT o.id AS "orgId", o.name AS "orgName", COALESCE(m.bookings, 0) AS bookings, COALESCE(a.no_shows, 0) AS "noShows",
            CASE WHEN a.decided > 0 THEN round(100.0 * a.no_shows / a.decided, 1)::float8 END AS "noShowRatePercent",
            COALESCE(v.n, 0) AS overstays,
            COALESCE((SELECT jsonb_agg(jsonb_build_object('currency', ch.currency, 'amountMinor', ch.amount) ORDER BY ch.currency DESC)
                        FROM charged ch WHERE ch.org_id = o.id), '[]'::jsonb) AS "overstayRevenue",
            d.minutes AS "averageDwellMinutes",
            count(*) OVER ()::int AS total
       FROM carriers c
       JOIN organizations o ON o.id = c.org_id
       LEFT JOIN money m ON m.org_id = o.id
       LEFT JOIN arrivals a ON a.org_id = o.id
       LEFT JOIN overstays v ON v.org_id = o.id
       LEFT JOIN dwell d ON d.org_id = o.id
      ORDER BY o.name, o.id
      LIMIT $${params.length - 1} OFFSET $${params.length}`,
    params,
  );
  // A page past the last one reads no row to count from: the first page counts them.
  const total = rows[0]?.total ?? (window.offset > 0 ? (await carrierGateReport(db, scope, range, { offset: 0, size: 1 })).total : 0);
  return { rows: rows.map(({ total: _total, ...row }) => row), total };
}
