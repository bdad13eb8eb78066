-- The load run: 200 sessions booking against two API processes answered 70 errors a minute,
-- `deadlock detected`, and waited up to 19 s with the CPU idle. The aggregates of migration 230 were
-- kept by upserts inside the booking's own transaction, on rows every booking of an owner shares
-- (its payments of this hour, its bookings starting in one hour): a booking's transaction locked its
-- booking-hour row, then its payment-hour row; a payment's answer locked them the other way round.
-- Two such transactions deadlocked, and any two bookings of one owner in one hour waited on each other.
--
-- Now a writer only appends: each change is a new row (an "entry", `entry` from a sequence) that no
-- other transaction touches, so booking transactions never wait on each other here. A job
-- (report-settle, every few seconds) folds the entries into the one settled row per key (`entry` 0).
-- Every reader already sums rows (aggregates.ts: "sum n, never count rows"), so a figure is the same
-- before and after the fold, and exact at every moment.
--
-- The lot-months (migration 232) were derived from the lot-hours by statement triggers; a fold of the
-- lot-hours would have made them write a zero difference for every month it touched. The months are
-- now written beside the lot-hours by the same function (report_ledger_add), and rebuilt with them.

CREATE SEQUENCE report_entry_seq;

DROP TRIGGER report_lot_hours_inserted ON report_ledger_lot_hours;
DROP TRIGGER report_lot_hours_updated ON report_ledger_lot_hours;
DROP TRIGGER report_lot_hours_deleted ON report_ledger_lot_hours;
DROP TRIGGER report_lot_hours_truncated ON report_ledger_lot_hours;
DROP FUNCTION report_lot_hours_changed();
DROP FUNCTION report_lot_hours_truncated();

-- Each table's key gains `entry`: 0 for the settled row, a sequence number for an entry not yet folded.
-- A partial index finds the entries to fold (a handful) without reading the settled rows (millions).
ALTER TABLE report_ledger_lot_hours ADD COLUMN entry bigint NOT NULL DEFAULT 0;
ALTER TABLE report_ledger_lot_hours DROP CONSTRAINT report_ledger_lot_hours_pkey;
ALTER TABLE report_ledger_lot_hours ADD PRIMARY KEY (lot_id, hour, owner_org_id, currency, entry);
CREATE INDEX report_ledger_lot_hours_entry_idx ON report_ledger_lot_hours (entry) WHERE entry <> 0;

ALTER TABLE report_ledger_owner_hours ADD COLUMN entry bigint NOT NULL DEFAULT 0;
ALTER TABLE report_ledger_owner_hours DROP CONSTRAINT report_ledger_owner_hours_pkey;
ALTER TABLE report_ledger_owner_hours ADD PRIMARY KEY (owner_org_id, hour, currency, lotted, entry);
CREATE INDEX report_ledger_owner_hours_entry_idx ON report_ledger_owner_hours (entry) WHERE entry <> 0;

ALTER TABLE report_ledger_lot_months ADD COLUMN entry bigint NOT NULL DEFAULT 0;
ALTER TABLE report_ledger_lot_months DROP CONSTRAINT report_ledger_lot_months_pkey;
ALTER TABLE report_ledger_lot_months ADD PRIMARY KEY (lot_id, month, owner_org_id, currency, entry);
CREATE INDEX report_ledger_lot_months_entry_idx ON report_ledger_lot_months (entry) WHERE entry <> 0;

ALTER TABLE report_booking_lot_hours ADD COLUMN entry bigint NOT NULL DEFAULT 0;
ALTER TABLE report_booking_lot_hours DROP CONSTRAINT report_booking_lot_hours_pkey;
ALTER TABLE report_booking_lot_hours ADD PRIMARY KEY (lot_id, hour, status, entry);
CREATE INDEX report_booking_lot_hours_entry_idx ON report_booking_lot_hours (entry) WHERE entry <> 0;

ALTER TABLE report_booking_owner_hours ADD COLUMN entry bigint NOT NULL DEFAULT 0;
ALTER TABLE report_booking_owner_hours DROP CONSTRAINT report_booking_owner_hours_pkey;
ALTER TABLE report_booking_owner_hours ADD PRIMARY KEY (owner_org_id, hour, status, entry);
CREATE INDEX report_booking_owner_hours_entry_idx ON report_booking_owner_hours (entry) WHERE entry <> 0;

ALTER TABLE report_payment_lot_hours ADD COLUMN entry bigint NOT NULL DEFAULT 0;
ALTER TABLE report_payment_lot_hours DROP CONSTRAINT report_payment_lot_hours_pkey;
ALTER TABLE report_payment_lot_hours ADD PRIMARY KEY (lot_id, hour, currency, status, entry);
CREATE INDEX report_payment_lot_hours_entry_idx ON report_payment_lot_hours (entry) WHERE entry <> 0;

ALTER TABLE report_payment_owner_hours ADD COLUMN entry bigint NOT NULL DEFAULT 0;
ALTER TABLE report_payment_owner_hours DROP CONSTRAINT report_payment_owner_hours_pkey;
ALTER TABLE report_payment_owner_hours ADD PRIMARY KEY (owner_org_id, hour, currency, status, entry);
CREATE INDEX report_payment_owner_hours_entry_idx ON report_payment_owner_hours (entry) WHERE entry <> 0;

-- As migration 255's, appending entries: to the lot-hours, the owner-hours and the lot-months.
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
  INSERT INTO report_ledger_lot_hours (lot_id, hour, owner_org_id, currency, bookings, charge, discount, tax, refund, fee, entry)
  VALUES (u.lot_id, u.hour, u.owner_org_id, u.currency, n, sign * u.charge, sign * u.discount, sign * u.tax, sign * u.refund, sign * u.fee, nextval('report_entry_seq'));
  INSERT INTO report_ledger_lot_months (lot_id, month, owner_org_id, currency, bookings, charge, discount, tax, refund, fee, entry)
  VALUES (u.lot_id, report_month(u.hour), u.owner_org_id, u.currency, n, sign * u.charge, sign * u.discount, sign * u.tax, sign * u.refund, sign * u.fee, nextval('report_entry_seq'));
  INSERT INTO report_ledger_owner_hours (owner_org_id, hour, currency, lotted, bookings, charge, discount, tax, refund, fee, entry)
  VALUES (u.owner_org_id, u.hour, u.currency, u.lot_id <> 0, n, sign * u.charge, sign * u.discount, sign * u.tax, sign * u.refund, sign * u.fee, nextval('report_entry_seq'));
END
$$;

-- As migration 230's, appending entries.
CREATE OR REPLACE FUNCTION report_booking_add(r reservations, sign integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  owner integer;
  start_hour timestamptz := report_hour(r.start_at);
  seconds numeric := sign * r.slots * extract(epoch FROM (r.end_at - r.start_at));
BEGIN
  SELECT l.owner_org_id INTO owner FROM parking_lots l WHERE l.id = r.lot_id;
  INSERT INTO report_booking_lot_hours (lot_id, hour, status, bookings, slot_seconds, entry) VALUES (r.lot_id, start_hour, r.status, sign, seconds, nextval('report_entry_seq'));
  INSERT INTO report_booking_owner_hours (owner_org_id, hour, status, bookings, slot_seconds, entry) VALUES (owner, start_hour, r.status, sign, seconds, nextval('report_entry_seq'));
END
$$;

-- As migration 230's, appending entries.
CREATE OR REPLACE FUNCTION report_payment_add(p payments, lot integer, sign integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  owner integer;
  created_hour timestamptz := report_hour(p.created_at);
BEGIN
  SELECT l.owner_org_id INTO owner FROM parking_lots l WHERE l.id = lot;
  IF NOT FOUND THEN
    RETURN;
  END IF;
  INSERT INTO report_payment_lot_hours (lot_id, hour, currency, status, payments, amount, entry)
  VALUES (lot, created_hour, p.currency, p.status, sign, sign * p.amount_minor, nextval('report_entry_seq'));
  INSERT INTO report_payment_owner_hours (owner_org_id, hour, currency, status, payments, amount, entry)
  VALUES (owner, created_hour, p.currency, p.status, sign, sign * p.amount_minor, nextval('report_entry_seq'));
END
$$;

-- Folds one table's entries into its settled rows, in key order, in one statement: the entries it
-- deletes are those its snapshot sees; one appended meanwhile waits for the next fold. Answers how
-- many settled rows it wrote.
CREATE FUNCTION report_settle_table(tbl regclass, keys text[], vals text[]) RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE
  key_list text := (SELECT string_agg(quote_ident(k), ', ') FROM unnest(keys) k);
  written bigint;
BEGIN
  EXECUTE format($sql$
    WITH folded AS (DELETE FROM %1$s WHERE entry <> 0 RETURNING *)
    INSERT INTO %1$s AS t (%2$s, %3$s)
    SELECT %2$s, %4$s FROM folded GROUP BY %2$s ORDER BY %2$s
    ON CONFLICT (%2$s, entry) DO UPDATE SET %5$s$sql$,
    tbl, key_list,
    (SELECT string_agg(quote_ident(v), ', ') FROM unnest(vals) v),
    (SELECT string_agg(format('sum(%I)', v), ', ') FROM unnest(vals) v),
    (SELECT string_agg(format('%1$I = t.%1$I + EXCLUDED.%1$I', v), ', ') FROM unnest(vals) v));
  GET DIAGNOSTICS written = ROW_COUNT;
  RETURN written;
END
$$;

-- Folds every aggregate's entries (the report-settle job). One caller at a time: the job's lock.
CREATE FUNCTION report_settle() RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE
  money text[] := ARRAY['bookings', 'charge', 'discount', 'tax', 'refund', 'fee'];
BEGIN
  RETURN report_settle_table('report_ledger_lot_hours', ARRAY['lot_id', 'hour', 'owner_org_id', 'currency'], money)
       + report_settle_table('report_ledger_lot_months', ARRAY['lot_id', 'month', 'owner_org_id', 'currency'], money)
       + report_settle_table('report_ledger_owner_hours', ARRAY['owner_org_id', 'hour', 'currency', 'lotted'], money)
       + report_settle_table('report_booking_lot_hours', ARRAY['lot_id', 'hour', 'status'], ARRAY['bookings', 'slot_seconds'])
       + report_settle_table('report_booking_owner_hours', ARRAY['owner_org_id', 'hour', 'status'], ARRAY['bookings', 'slot_seconds'])
       + report_settle_table('report_payment_lot_hours', ARRAY['lot_id', 'hour', 'currency', 'status'], ARRAY['payments', 'amount'])
       + report_settle_table('report_payment_owner_hours', ARRAY['owner_org_id', 'hour', 'currency', 'status'], ARRAY['payments', 'amount']);
END
$$;

-- As migration 255's, with the lot-months rebuilt from the lot-hours here (their triggers are gone).
-- Every row it writes is settled (`entry` 0, the default).
CREATE OR REPLACE FUNCTION report_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE report_ledger_lot_hours, report_ledger_owner_hours, report_ledger_lot_months, report_split_reservations, report_booking_lot_hours,
           report_booking_owner_hours, report_payment_lot_hours, report_payment_owner_hours;
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
  INSERT INTO report_ledger_lot_hours (lot_id, hour, owner_org_id, currency, bookings, charge, discount, tax, refund, fee)
    SELECT lot_id, hour, owner_org_id, currency, count(*) FILTER (WHERE ledger_booking_counts(charge, discount, tax, refund)),
           sum(charge), sum(discount), sum(tax), sum(refund), sum(fee)
      FROM report_units WHERE units = 1 AND charge <> 0 GROUP BY lot_id, hour, owner_org_id, currency;
  INSERT INTO report_ledger_lot_months (lot_id, month, owner_org_id, currency, bookings, charge, discount, tax, refund, fee)
    SELECT lot_id, report_month(hour), owner_org_id, currency, sum(bookings), sum(charge), sum(discount), sum(tax), sum(refund), sum(fee)
      FROM report_ledger_lot_hours GROUP BY 1, 2, 3, 4;
  INSERT INTO report_ledger_owner_hours (owner_org_id, hour, currency, lotted, bookings, charge, discount, tax, refund, fee)
    SELECT owner_org_id, hour, currency, lot_id <> 0, count(*) FILTER (WHERE ledger_booking_counts(charge, discount, tax, refund)),
           sum(charge), sum(discount), sum(tax), sum(refund), sum(fee)
      FROM report_units WHERE units = 1 AND charge <> 0 GROUP BY owner_org_id, hour, currency, lot_id <> 0;
  INSERT INTO report_booking_lot_hours (lot_id, hour, status, bookings, slot_seconds)
    SELECT r.lot_id, report_hour(r.start_at), r.status, count(*), sum(r.slots * extract(epoch FROM (r.end_at - r.start_at)))
      FROM reservations r GROUP BY 1, 2, 3;
  INSERT INTO report_booking_owner_hours (owner_org_id, hour, status, bookings, slot_seconds)
    SELECT l.owner_org_id, report_hour(r.start_at), r.status, count(*), sum(r.slots * extract(epoch FROM (r.end_at - r.start_at)))
      FROM reservations r JOIN parking_lots l ON l.id = r.lot_id GROUP BY 1, 2, 3;
  INSERT INTO report_payment_lot_hours (lot_id, hour, currency, status, payments, amount)
    SELECT r.lot_id, report_hour(p.created_at), p.currency, p.status, count(*), sum(p.amount_minor)
      FROM payments p JOIN reservations r ON r.id = p.reservation_id GROUP BY 1, 2, 3, 4;
  INSERT INTO report_payment_owner_hours (owner_org_id, hour, currency, status, payments, amount)
    SELECT l.owner_org_id, report_hour(p.created_at), p.currency, p.status, count(*), sum(p.amount_minor)
      FROM payments p JOIN reservations r ON r.id = p.reservation_id JOIN parking_lots l ON l.id = r.lot_id GROUP BY 1, 2, 3, 4;
END
$$;
