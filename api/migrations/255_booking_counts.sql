-- "one truth", for counts: the statement of income and the reports counted a booking when
-- its charge was not zero, the assistant when its revenue was not, so Prairie's October read 6 USD
-- bookings on the statement and 4 in the assistant (two cancelled and refunded in full). A booking
-- now counts in a period when it produced revenue there: a charge, and something the customer paid
-- and kept (charge + discount + tax + refund, the assistant's revenue) — one failed, expired, or
-- cancelled and refunded in full does not. Its money (gross and the refund that undid it) is still
-- on the statement; only the count leaves. This function is the one definition: the statement, the
-- assistant, the reports (ledger/queries.ts) and the aggregates below all call it.
CREATE FUNCTION ledger_booking_counts(charge numeric, discount numeric, tax numeric, refund numeric) RETURNS boolean
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT charge <> 0 AND charge + discount + tax + refund <> 0 $$;

-- A unit with a charge is in the money figures (as before); it adds a booking only when it counts.
CREATE OR REPLACE FUNCTION report_ledger_add(rid integer, skip bigint[], sign integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  u record;
  n integer;
BEGIN
  SELECT * INTO u FROM report_ledger_units(rid, skip);
  IF u.charge = 0 THEN
    RETURN;
  END IF;
  n := sign * ledger_booking_counts(u.charge, u.discount, u.tax, u.refund)::integer;
  INSERT INTO report_ledger_lot_hours AS t (lot_id, hour, owner_org_id, currency, bookings, charge, discount, tax, refund, fee)
  VALUES (u.lot_id, u.hour, u.owner_org_id, u.currency, n, sign * u.charge, sign * u.discount, sign * u.tax, sign * u.refund, sign * u.fee)
  ON CONFLICT (lot_id, hour, owner_org_id, currency) DO UPDATE
    SET bookings = t.bookings + EXCLUDED.bookings, charge = t.charge + EXCLUDED.charge, discount = t.discount + EXCLUDED.discount,
        tax = t.tax + EXCLUDED.tax, refund = t.refund + EXCLUDED.refund, fee = t.fee + EXCLUDED.fee;
  INSERT INTO report_ledger_owner_hours AS t (owner_org_id, hour, currency, lotted, bookings, charge, discount, tax, refund, fee)
  VALUES (u.owner_org_id, u.hour, u.currency, u.lot_id <> 0, n, sign * u.charge, sign * u.discount, sign * u.tax, sign * u.refund, sign * u.fee)
  ON CONFLICT (owner_org_id, hour, currency, lotted) DO UPDATE
    SET bookings = t.bookings + EXCLUDED.bookings, charge = t.charge + EXCLUDED.charge, discount = t.discount + EXCLUDED.discount,
        tax = t.tax + EXCLUDED.tax, refund = t.refund + EXCLUDED.refund, fee = t.fee + EXCLUDED.fee;
END
$$;

-- The same in the set-based rebuild (the back-fill below, and the benches after a bulk load).
CREATE OR REPLACE FUNCTION report_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE report_ledger_lot_hours, report_ledger_owner_hours, report_split_reservations, report_booking_lot_hours, report_booking_owner_hours,
           report_payment_lot_hours, report_payment_owner_hours;
  DROP TABLE IF EXISTS report_units;
  CREATE TEMP TABLE report_units ON COMMIT DROP AS
    SELECT e.reservation_id, report_hour(e.accrues_at) AS hour, e.owner_org_id, COALESCE(e.lot_id, 0) AS lot_id, e.currency,
           COALESCE(sum(e.amount_minor) FILTER (WHERE e.kind = 'charge'), 0)::bigint AS charge,
           COALESCE(sum(e.amount_minor) FILTER (WHERE e.kind = 'discount'), 0)::bigint AS discount,
           COALESCE(sum(e.amount_minor) FILTER (WHERE e.kind = 'tax'), 0)::bigint AS tax,
           COALESCE(sum(e.amount_minor) FILTER (WHERE e.kind = 'refund'), 0)::bigint AS refund,
           COALESCE(sum(e.amount_minor) FILTER (WHERE e.kind = 'platform_fee'), 0)::bigint AS fee,
           count(*) OVER (PARTITION BY e.reservation_id) AS units
      FROM ledger_entries e WHERE e.reservation_id IS NOT NULL
     GROUP BY 1, 2, 3, 4, 5;
  INSERT INTO report_split_reservations SELECT DISTINCT reservation_id FROM report_units WHERE units > 1;
  INSERT INTO report_ledger_lot_hours
    SELECT lot_id, hour, owner_org_id, currency, count(*) FILTER (WHERE ledger_booking_counts(charge, discount, tax, refund)),
           sum(charge), sum(discount), sum(tax), sum(refund), sum(fee)
      FROM report_units WHERE units = 1 AND charge <> 0 GROUP BY lot_id, hour, owner_org_id, currency;
  INSERT INTO report_ledger_owner_hours
    SELECT owner_org_id, hour, currency, lot_id <> 0, count(*) FILTER (WHERE ledger_booking_counts(charge, discount, tax, refund)),
           sum(charge), sum(discount), sum(tax), sum(refund), sum(fee)
      FROM report_units WHERE units = 1 AND charge <> 0 GROUP BY owner_org_id, hour, currency, lot_id <> 0;
  INSERT INTO report_booking_lot_hours
    SELECT r.lot_id, report_hour(r.start_at), r.status, count(*), sum(r.slots * extract(epoch FROM (r.end_at - r.start_at)))
      FROM reservations r GROUP BY 1, 2, 3;
  INSERT INTO report_booking_owner_hours
    SELECT l.owner_org_id, report_hour(r.start_at), r.status, count(*), sum(r.slots * extract(epoch FROM (r.end_at - r.start_at)))
      FROM reservations r JOIN parking_lots l ON l.id = r.lot_id GROUP BY 1, 2, 3;
  INSERT INTO report_payment_lot_hours
    SELECT r.lot_id, report_hour(p.created_at), p.currency, p.status, count(*), sum(p.amount_minor)
      FROM payments p JOIN reservations r ON r.id = p.reservation_id GROUP BY 1, 2, 3, 4;
  INSERT INTO report_payment_owner_hours
    SELECT l.owner_org_id, report_hour(p.created_at), p.currency, p.status, count(*), sum(p.amount_minor)
      FROM payments p JOIN reservations r ON r.id = p.reservation_id JOIN parking_lots l ON l.id = r.lot_id GROUP BY 1, 2, 3, 4;
END
$$;

SELECT report_rebuild();
