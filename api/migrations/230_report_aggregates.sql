-- The reports' figures per hour ("Scale"): a 90-day report over a million bookings sums
-- a few thousand rows here instead of the ledger's and the bookings' millions. An hour (UTC) is the
-- bucket: every day of a whole-hour zone (the owner's clock, or UTC for the platform) is 24 of them;
-- a report whose bounds are not whole hours reads the live tables as before.
--
-- How each stays exact, whoever writes (the app, the jobs, the seed, SQL by hand):
--  * Money (report_ledger_*): ledger entries are append-only, so an AFTER INSERT trigger sees every
--    change. It recomputes the booking's figures from its entries before and after the statement's
--    rows (a booking has a handful) and adds the difference: exact whatever the kinds or amounts.
--    A booking counts as the reports count it (LEDGER_BOOKINGS): once, when its charge is not zero,
--    with all its entries. That is additive over hours only while all its entries fall in one hour
--    at one lot, owner and currency (a "unit"); a booking whose entries leave that unit (its start or
--    lot changed between two writes of its money) is taken out of the aggregate for good and listed
--    in report_split_reservations, and the reports read its entries live (a handful of bookings).
--    Entries of kinds the reports do not sum, or with no lot (lot_id 0 here), are kept like the others.
--  * Bookings (report_booking_*): counts and slot-seconds per status by the hour of the start; a
--    row trigger takes the old row out and puts the new one in on insert, delete and any change of
--    status, times, slots or lot.
--  * Payments (report_payment_*): count and amount per status by the hour of created_at at the
--    booking's lot; a row trigger does the same, and a booking moved to another lot moves its payments.
-- Each comes at two levels: per lot (a lot's report) and per owner (an owner's or the platform's
-- totals, a few rows an hour whatever the number of lots). A lot's owner is read when a row is
-- written: lots do not change owner (no API does it).

CREATE TABLE report_ledger_lot_hours (
  lot_id integer NOT NULL,
  hour timestamptz NOT NULL,
  owner_org_id integer NOT NULL,
  currency char(3) NOT NULL,
  bookings integer NOT NULL,
  charge bigint NOT NULL,
  discount bigint NOT NULL,
  tax bigint NOT NULL,
  refund bigint NOT NULL,
  fee bigint NOT NULL,
  PRIMARY KEY (lot_id, hour, owner_org_id, currency)
);
CREATE INDEX report_ledger_lot_hours_owner_idx ON report_ledger_lot_hours (owner_org_id, hour);

CREATE TABLE report_ledger_owner_hours (
  owner_org_id integer NOT NULL,
  hour timestamptz NOT NULL,
  currency char(3) NOT NULL,
  -- Whether the entries name a lot: the revenue report counts only those (it joins the lot).
  lotted boolean NOT NULL,
  bookings integer NOT NULL,
  charge bigint NOT NULL,
  discount bigint NOT NULL,
  tax bigint NOT NULL,
  refund bigint NOT NULL,
  fee bigint NOT NULL,
  PRIMARY KEY (owner_org_id, hour, currency, lotted)
);
CREATE INDEX report_ledger_owner_hours_hour_idx ON report_ledger_owner_hours (hour);

CREATE TABLE report_split_reservations (reservation_id integer PRIMARY KEY);

CREATE TABLE report_booking_lot_hours (
  lot_id integer NOT NULL,
  hour timestamptz NOT NULL,
  status text NOT NULL,
  bookings integer NOT NULL,
  slot_seconds numeric NOT NULL,
  PRIMARY KEY (lot_id, hour, status)
);

CREATE TABLE report_booking_owner_hours (
  owner_org_id integer NOT NULL,
  hour timestamptz NOT NULL,
  status text NOT NULL,
  bookings integer NOT NULL,
  slot_seconds numeric NOT NULL,
  PRIMARY KEY (owner_org_id, hour, status)
);
CREATE INDEX report_booking_owner_hours_hour_idx ON report_booking_owner_hours (hour);

CREATE TABLE report_payment_lot_hours (
  lot_id integer NOT NULL,
  hour timestamptz NOT NULL,
  currency char(3) NOT NULL,
  status text NOT NULL,
  payments integer NOT NULL,
  amount bigint NOT NULL,
  PRIMARY KEY (lot_id, hour, currency, status)
);

CREATE TABLE report_payment_owner_hours (
  owner_org_id integer NOT NULL,
  hour timestamptz NOT NULL,
  currency char(3) NOT NULL,
  status text NOT NULL,
  payments integer NOT NULL,
  amount bigint NOT NULL,
  PRIMARY KEY (owner_org_id, hour, currency, status)
);
CREATE INDEX report_payment_owner_hours_hour_idx ON report_payment_owner_hours (hour);

-- The occupancy of a window counts the bookings that started before it and are still running at its
-- start (and those running past its end) live: this index finds the bookings around one instant.
CREATE INDEX reservations_span_idx ON reservations USING gist (tstzrange(start_at, end_at));
-- The dashboard's counts of bookings needing attention (pending and failed payments) are of a few
-- statuses among millions of bookings: found by status, not by reading them all.
CREATE INDEX reservations_status_idx ON reservations (status);

-- The UTC hour of an instant, whatever the session's zone.
CREATE FUNCTION report_hour(at timestamptz) RETURNS timestamptz LANGUAGE sql IMMUTABLE AS $$ SELECT date_bin('1 hour', at, '2000-01-01 00:00:00+00') $$;

-- A booking's money as the reports count it, per unit, from its entries except `skip`.
CREATE FUNCTION report_ledger_units(rid integer, skip bigint[])
RETURNS TABLE (hour timestamptz, owner_org_id integer, lot_id integer, currency char(3), charge bigint, discount bigint, tax bigint, refund bigint, fee bigint)
LANGUAGE sql STABLE AS $$
  SELECT report_hour(e.accrues_at), e.owner_org_id, COALESCE(e.lot_id, 0), e.currency,
         COALESCE(sum(e.amount_minor) FILTER (WHERE e.kind = 'charge'), 0)::bigint,
         COALESCE(sum(e.amount_minor) FILTER (WHERE e.kind = 'discount'), 0)::bigint,
         COALESCE(sum(e.amount_minor) FILTER (WHERE e.kind = 'tax'), 0)::bigint,
         COALESCE(sum(e.amount_minor) FILTER (WHERE e.kind = 'refund'), 0)::bigint,
         COALESCE(sum(e.amount_minor) FILTER (WHERE e.kind = 'platform_fee'), 0)::bigint
    FROM ledger_entries e
   WHERE e.reservation_id = rid AND NOT (e.id = ANY (skip))
   GROUP BY 1, 2, 3, 4
$$;

-- Adds (sign 1) or takes out (sign -1) a booking's one unit (its entries except `skip`); a unit whose charge is zero counts nothing.
CREATE FUNCTION report_ledger_add(rid integer, skip bigint[], sign integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  u record;
BEGIN
  SELECT * INTO u FROM report_ledger_units(rid, skip);
  IF u.charge = 0 THEN
    RETURN;
  END IF;
  INSERT INTO report_ledger_lot_hours AS t (lot_id, hour, owner_org_id, currency, bookings, charge, discount, tax, refund, fee)
  VALUES (u.lot_id, u.hour, u.owner_org_id, u.currency, sign, sign * u.charge, sign * u.discount, sign * u.tax, sign * u.refund, sign * u.fee)
  ON CONFLICT (lot_id, hour, owner_org_id, currency) DO UPDATE
    SET bookings = t.bookings + EXCLUDED.bookings, charge = t.charge + EXCLUDED.charge, discount = t.discount + EXCLUDED.discount,
        tax = t.tax + EXCLUDED.tax, refund = t.refund + EXCLUDED.refund, fee = t.fee + EXCLUDED.fee;
  INSERT INTO report_ledger_owner_hours AS t (owner_org_id, hour, currency, lotted, bookings, charge, discount, tax, refund, fee)
  VALUES (u.owner_org_id, u.hour, u.currency, u.lot_id <> 0, sign, sign * u.charge, sign * u.discount, sign * u.tax, sign * u.refund, sign * u.fee)
  ON CONFLICT (owner_org_id, hour, currency, lotted) DO UPDATE
    SET bookings = t.bookings + EXCLUDED.bookings, charge = t.charge + EXCLUDED.charge, discount = t.discount + EXCLUDED.discount,
        tax = t.tax + EXCLUDED.tax, refund = t.refund + EXCLUDED.refund, fee = t.fee + EXCLUDED.fee;
END
$$;

-- A booking's money was `added` to: its unit before leaves the aggregate, its unit after enters it,
-- or it is split (more than one unit) and read live from then on.
CREATE FUNCTION report_ledger_resync(rid integer, added bigint[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  before integer;
  after integer;
BEGIN
  SELECT count(*) INTO before FROM report_ledger_units(rid, added);
  SELECT count(*) INTO after FROM report_ledger_units(rid, '{}');
  IF before = 1 THEN
    PERFORM report_ledger_add(rid, added, -1);
  END IF;
  IF after = 1 THEN
    PERFORM report_ledger_add(rid, '{}', 1);
  ELSIF after > 1 THEN
    INSERT INTO report_split_reservations (reservation_id) VALUES (rid) ON CONFLICT DO NOTHING;
  END IF;
END
$$;

CREATE FUNCTION report_ledger_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  rid integer;
BEGIN
  FOR rid IN SELECT DISTINCT a.reservation_id FROM added a WHERE a.reservation_id IS NOT NULL ORDER BY 1 LOOP
    -- Two transactions writing one booking's money one after the other: the second reads the
    -- first's entries as its "before" (READ COMMITTED reads what committed while it waited).
    PERFORM pg_advisory_xact_lock(230, rid);
    PERFORM report_ledger_resync(rid, ARRAY(SELECT a.id FROM added a WHERE a.reservation_id = rid));
  END LOOP;
  RETURN NULL;
END
$$;

CREATE TRIGGER ledger_entries_report AFTER INSERT ON ledger_entries REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION report_ledger_inserted();

-- A booking row in (sign 1) or out (sign -1) of the booking figures.
CREATE FUNCTION report_booking_add(r reservations, sign integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  owner integer;
  start_hour timestamptz := report_hour(r.start_at);
  seconds numeric := sign * r.slots * extract(epoch FROM (r.end_at - r.start_at));
BEGIN
  SELECT l.owner_org_id INTO owner FROM parking_lots l WHERE l.id = r.lot_id;
  INSERT INTO report_booking_lot_hours AS t (lot_id, hour, status, bookings, slot_seconds) VALUES (r.lot_id, start_hour, r.status, sign, seconds)
  ON CONFLICT (lot_id, hour, status) DO UPDATE SET bookings = t.bookings + EXCLUDED.bookings, slot_seconds = t.slot_seconds + EXCLUDED.slot_seconds;
  INSERT INTO report_booking_owner_hours AS t (owner_org_id, hour, status, bookings, slot_seconds) VALUES (owner, start_hour, r.status, sign, seconds)
  ON CONFLICT (owner_org_id, hour, status) DO UPDATE SET bookings = t.bookings + EXCLUDED.bookings, slot_seconds = t.slot_seconds + EXCLUDED.slot_seconds;
END
$$;

-- A payment in (sign 1) or out (sign -1) of the payment figures, at the lot `lot` (its booking's).
CREATE FUNCTION report_payment_add(p payments, lot integer, sign integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  owner integer;
  created_hour timestamptz := report_hour(p.created_at);
BEGIN
  SELECT l.owner_org_id INTO owner FROM parking_lots l WHERE l.id = lot;
  IF NOT FOUND THEN
    RETURN;
  END IF;
  INSERT INTO report_payment_lot_hours AS t (lot_id, hour, currency, status, payments, amount) VALUES (lot, created_hour, p.currency, p.status, sign, sign * p.amount_minor)
  ON CONFLICT (lot_id, hour, currency, status) DO UPDATE SET payments = t.payments + EXCLUDED.payments, amount = t.amount + EXCLUDED.amount;
  INSERT INTO report_payment_owner_hours AS t (owner_org_id, hour, currency, status, payments, amount)
  VALUES (owner, created_hour, p.currency, p.status, sign, sign * p.amount_minor)
  ON CONFLICT (owner_org_id, hour, currency, status) DO UPDATE SET payments = t.payments + EXCLUDED.payments, amount = t.amount + EXCLUDED.amount;
END
$$;

CREATE FUNCTION report_reservation_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  p payments;
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM report_booking_add(OLD, -1);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM report_booking_add(NEW, 1);
  END IF;
  IF TG_OP = 'UPDATE' AND OLD.lot_id IS DISTINCT FROM NEW.lot_id THEN
    FOR p IN SELECT * FROM payments WHERE reservation_id = NEW.id LOOP
      PERFORM report_payment_add(p, OLD.lot_id, -1);
      PERFORM report_payment_add(p, NEW.lot_id, 1);
    END LOOP;
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER reservations_report AFTER INSERT OR DELETE ON reservations FOR EACH ROW EXECUTE FUNCTION report_reservation_changed();
CREATE TRIGGER reservations_report_update AFTER UPDATE ON reservations
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.start_at IS DISTINCT FROM NEW.start_at OR OLD.end_at IS DISTINCT FROM NEW.end_at
                     OR OLD.slots IS DISTINCT FROM NEW.slots OR OLD.lot_id IS DISTINCT FROM NEW.lot_id)
  EXECUTE FUNCTION report_reservation_changed();

-- A deleted booking's payments go with it (ON DELETE CASCADE), after the booking's row is gone:
-- they leave the figures here, while the booking still names its lot.
CREATE FUNCTION report_reservation_deleting() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  p payments;
BEGIN
  FOR p IN SELECT * FROM payments WHERE reservation_id = OLD.id LOOP
    PERFORM report_payment_add(p, OLD.lot_id, -1);
  END LOOP;
  RETURN OLD;
END
$$;

CREATE TRIGGER reservations_report_delete BEFORE DELETE ON reservations FOR EACH ROW EXECUTE FUNCTION report_reservation_deleting();

CREATE FUNCTION report_payment_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A payment deleted with its booking has left already (report_reservation_deleting): no lot is found.
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM report_payment_add(OLD, (SELECT r.lot_id FROM reservations r WHERE r.id = OLD.reservation_id), -1);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM report_payment_add(NEW, (SELECT r.lot_id FROM reservations r WHERE r.id = NEW.reservation_id), 1);
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER payments_report AFTER INSERT OR DELETE ON payments FOR EACH ROW EXECUTE FUNCTION report_payment_changed();
CREATE TRIGGER payments_report_update AFTER UPDATE ON payments
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.amount_minor IS DISTINCT FROM NEW.amount_minor OR OLD.currency IS DISTINCT FROM NEW.currency
                     OR OLD.created_at IS DISTINCT FROM NEW.created_at OR OLD.reservation_id IS DISTINCT FROM NEW.reservation_id)
  EXECUTE FUNCTION report_payment_changed();

-- Everything recomputed from the ledger, the bookings and the payments: the back-fill below, and
-- the benches after a bulk load with these triggers off. Set-based, the same sums as the triggers.
CREATE FUNCTION report_rebuild() RETURNS void LANGUAGE plpgsql AS $$
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
    SELECT lot_id, hour, owner_org_id, currency, count(*), sum(charge), sum(discount), sum(tax), sum(refund), sum(fee)
      FROM report_units WHERE units = 1 AND charge <> 0 GROUP BY lot_id, hour, owner_org_id, currency;
  INSERT INTO report_ledger_owner_hours
    SELECT owner_org_id, hour, currency, lot_id <> 0, count(*), sum(charge), sum(discount), sum(tax), sum(refund), sum(fee)
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
