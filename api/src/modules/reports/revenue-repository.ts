import type { Queryable } from '../../db/db';
import { LEDGER_GATE_MONEY } from '../ledger/queries';
import { HOLDS_BOOKINGS, hourly, ledgerMoney } from './aggregates';

/** The platform's revenue report, grouped by day, month, lot or organisation. */

export interface RevenueAmounts {
  bookings: number;
  grossMinor: number;
  discountsMinor: number;
  refundsMinor: number;
  platformFeeMinor: number;
  taxesMinor: number;
  overstayMinor: number;
  noShowFeesMinor: number;
  netMinor: number;
}

export type RevenueGroup = 'day' | 'month' | 'lot' | 'organization';

const GROUPS: Record<RevenueGroup, { key: string; label: string }> = {
  day: { key: `to_char(b.accrues_at AT TIME ZONE $3, 'YYYY-MM-DD')`, label: `to_char(b.accrues_at AT TIME ZONE $3, 'YYYY-MM-DD')` },
  month: { key: `to_char(b.accrues_at AT TIME ZONE $3, 'YYYY-MM')`, label: `to_char(b.accrues_at AT TIME ZONE $3, 'YYYY-MM')` },
  lot: { key: 'l.id::text', label: 'l.name' },
  organization: { key: 'o.id::text', label: 'o.name' },
};

/**
 * The revenue report: the statement's amounts per group and currency over [from, to) (every
 * owner's): the bookings' money (ledgerMoney) and the gate's (LEDGER_GATE_MONEY) in the window it
 * accrued in, whichever window the booking's own money is in; taxes hold the overstays' too, and the
 * net is the net payout (gross − discounts − refunds + taxes + overstay + no-show fees − fee).
 */
export async function revenueRows(db: Queryable, range: { from: Date; to: Date; zone: string }, groupBy: RevenueGroup) {
  const group = GROUPS[groupBy];
  const byTime = groupBy === 'day' || groupBy === 'month';
  // The lot's name needs the lot-level rows; days, months and organisations the owners' (the entries that name a lot: the lot is joined).
  const money = ledgerMoney(
    { from: '$1', to: '$2', hourly: hourly(range.from, range.to, byTime ? range.zone : undefined) },
    groupBy === 'lot' ? 'lot' : 'lotted owner',
    'TRUE',
    true,
  );
  const gate = LEDGER_GATE_MONEY('e.accrues_at >= $1 AND e.accrues_at < $2 AND e.lot_id IS NOT NULL');
  const { rows } = await db.query<RevenueAmounts & { key: string; label: string; currency: string }>(
    `WITH b AS (SELECT m.accrues_at, m.lot_id, m.owner_org_id, m.currency, m.n, m.charge, m.discount, m.tax, m.refund, m.fee,
                       0::bigint AS overstay, 0::bigint AS no_show_fee
                  FROM (${money}) m
                UNION ALL
                SELECT g.accrues_at, g.lot_id, g.owner_org_id, g.currency, 0, 0, 0, g.tax, 0, g.fee, g.overstay, g.no_show_fee
                  FROM (${gate}) g)
     SELECT ${group.key} AS key, min(${group.label}) AS label, b.currency,
            sum(b.n)::int AS bookings, sum(b.charge)::float8 AS "grossMinor", (-sum(b.discount))::float8 AS "discountsMinor",
            (-sum(b.refund))::float8 AS "refundsMinor", (-sum(b.fee))::float8 AS "platformFeeMinor", sum(b.tax)::float8 AS "taxesMinor",
            sum(b.overstay)::float8 AS "overstayMinor", sum(b.no_show_fee)::float8 AS "noShowFeesMinor",
            sum(b.charge + b.discount + b.tax + b.refund + b.fee + b.overstay + b.no_show_fee)::float8 AS "netMinor"
       FROM b ${groupBy === 'lot' ? 'JOIN parking_lots l ON l.id = b.lot_id ' : ''}JOIN organizations o ON o.id = b.owner_org_id
      GROUP BY 1, b.currency ${HOLDS_BOOKINGS} OR sum(b.overstay) <> 0 OR sum(b.no_show_fee) <> 0
      ORDER BY ${byTime ? '1' : '2, 1'}, b.currency`,
    // The zone only when the group reads it: a parameter no statement uses has no type PostgreSQL can infer.
    [range.from.toISOString(), range.to.toISOString(), ...(byTime ? [range.zone] : [])],
  );
  return rows;
}
