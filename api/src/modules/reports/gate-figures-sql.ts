/** What the gate's figures are grouped by: the lot, or the carrier (the booking's organisation). */
const GATE_GROUPS = {
  lot: { slot: 'r.lot_id', charge: 'g.lot_id', charges: 'ledger_entries g' },
  carrier: { slot: 'r.org_id', charge: 'r.org_id', charges: 'ledger_entries g JOIN reservations r ON r.id = g.reservation_id' },
} as const;

/**
 * The gate's figures at the lots of `lots` over [from, to) (SQL expressions), one row per lot or
 * per carrier, as CTEs keyed by `id`, so the lot report and the carrier report measure them alike
 * and a range's carriers add up to its lots:
 * - gate_arrivals: the slots of bookings starting in the range that were no-shows, and those whose
 *   arrival was decided (came, or no-show: the no-show rate's base); only groups with a decided one;
 * - gate_overstays: the overstays that began in the range;
 * - gate_dwell: the average whole minutes of the stays that ended in the range (check-in to check-out);
 * - gate_charged: the overstay charged in the range before taxes, per currency (non-zero sums only).
 */
export const gateFiguresSql = (by: keyof typeof GATE_GROUPS, from: string, to: string, lots: string) => {
  const { slot, charge, charges } = GATE_GROUPS[by];
  const slots = `FROM reservation_entries x JOIN reservations r ON r.id = x.reservation_id WHERE r.lot_id IN (${lots})`;
  const decided = `count(*) FILTER (WHERE x.gate_status <> 'NOT_ARRIVED')`;
  return `gate_arrivals AS (SELECT ${slot} AS id, count(*) FILTER (WHERE x.gate_status = 'NO_SHOW')::int AS no_shows, ${decided}::int AS decided
                              ${slots} AND r.start_at >= ${from} AND r.start_at < ${to}
                             GROUP BY ${slot} HAVING ${decided} > 0),
          gate_overstays AS (SELECT ${slot} AS id, count(*)::int AS n
                               ${slots} AND x.overstay_started_at >= ${from} AND x.overstay_started_at < ${to} GROUP BY ${slot}),
          gate_dwell AS (SELECT ${slot} AS id,
                                round(avg(extract(epoch FROM (date_trunc('minute', x.checked_out_at) - date_trunc('minute', x.checked_in_at))) / 60))::int AS minutes
                           ${slots} AND x.checked_in_at IS NOT NULL AND x.checked_out_at >= ${from} AND x.checked_out_at < ${to}
                          GROUP BY ${slot}),
          gate_charged AS (SELECT ${charge} AS id, g.currency, sum(g.amount_minor)::int AS amount
                             FROM ${charges}
                            WHERE g.lot_id IN (${lots}) AND g.kind = 'overstay' AND g.tax_name IS NULL AND g.accrues_at >= ${from} AND g.accrues_at < ${to}
                            GROUP BY ${charge}, g.currency HAVING sum(g.amount_minor) <> 0)`;
};

/**
 * The whole minutes trucks were on a lot within [from, to) (SQL expressions; `lot` the lot's id):
 * each stay from check-in to check-out (or to `now` while still there), its ends taken to the
 * minute. Day bounds fall on whole minutes, so the minutes of a range's days add up to the range's
 * own; slot-hours are read from these minutes once (slotHoursOf), never summed from rounded hours.
 */
export const usedMinutesSql = (from: string, to: string, now: string, lot: string) => {
  const entered = `date_trunc('minute', x.checked_in_at)`;
  const left = `date_trunc('minute', COALESCE(x.checked_out_at, ${now}))`;
  return `COALESCE((SELECT sum(round(extract(epoch FROM (LEAST(${left}, ${to}) - GREATEST(${entered}, ${from}))) / 60))
                      FROM reservation_entries x JOIN reservations r ON r.id = x.reservation_id
                     WHERE r.lot_id = ${lot} AND x.checked_in_at IS NOT NULL AND ${entered} < ${to} AND ${left} > ${from}), 0)::int`;
};

/** Slot-hours of whole minutes, to the hundredth: the one rounding of the gate's used time. */
export const slotHoursOf = (minutes: number) => Math.round((Number(minutes) * 5) / 3) / 100;
