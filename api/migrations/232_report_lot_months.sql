-- The dashboard's top lots over 90 days at an owner of 10,000 lots read ~123,000 lot-hour
-- rows (each lot's dozen bookings fall in a dozen hours: hours do not group an owner's sparse lots).
-- Whole months inside the window are read here instead, one row per lot and month, and only the
-- window's edges by the hour: about half the rows.
--
-- How it stays exact: it is derived from report_ledger_lot_hours by statement triggers on that table,
-- whoever writes it (report_ledger_add, report_rebuild): each statement's rows before and after (its
-- transition tables) are summed per lot and month and the difference added, in the same
-- transaction. A month is the UTC month (the hours are UTC hours).

CREATE TABLE report_ledger_lot_months (
  lot_id integer NOT NULL,
  month timestamptz NOT NULL,
  owner_org_id integer NOT NULL,
  currency char(3) NOT NULL,
  bookings integer NOT NULL,
  charge bigint NOT NULL,
  discount bigint NOT NULL,
  tax bigint NOT NULL,
  refund bigint NOT NULL,
  fee bigint NOT NULL,
  PRIMARY KEY (lot_id, month, owner_org_id, currency)
);
-- Read by owner and month, from the index alone (as 231 does for the hours).
CREATE INDEX report_ledger_lot_months_owner_idx ON report_ledger_lot_months (owner_org_id, month)
  INCLUDE (lot_id, currency, bookings, charge, discount, tax, refund, fee);

-- The UTC month of an instant, whatever the session's zone.
CREATE FUNCTION report_month(at timestamptz) RETURNS timestamptz LANGUAGE sql IMMUTABLE AS $$ SELECT date_trunc('month', at AT TIME ZONE 'UTC') AT TIME ZONE 'UTC' $$;

-- A statement's lot-hours in (`added`) and out (`removed`, negated), summed per lot and month and
-- added to the months: one upsert per lot and month, in key order (two writers lock rows alike).
CREATE FUNCTION report_lot_hours_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  cols text := 'lot_id, hour, owner_org_id, currency, %1$sbookings, %1$scharge, %1$sdiscount, %1$stax, %1$srefund, %1$sfee';
  rows text := CASE TG_OP
    WHEN 'INSERT' THEN format('SELECT ' || cols || ' FROM added', '')
    WHEN 'DELETE' THEN format('SELECT ' || cols || ' FROM removed', '-')
    ELSE format('SELECT ' || cols || ' FROM added', '') || ' UNION ALL ' || format('SELECT ' || cols || ' FROM removed', '-')
  END;
BEGIN
  EXECUTE format($sql$
    INSERT INTO report_ledger_lot_months AS t (lot_id, month, owner_org_id, currency, bookings, charge, discount, tax, refund, fee)
    SELECT d.lot_id, report_month(d.hour), d.owner_org_id, d.currency, sum(d.bookings), sum(d.charge), sum(d.discount), sum(d.tax), sum(d.refund), sum(d.fee)
      FROM (%s) AS d (lot_id, hour, owner_org_id, currency, bookings, charge, discount, tax, refund, fee)
     GROUP BY 1, 2, 3, 4
     ORDER BY 1, 2, 3, 4
    ON CONFLICT (lot_id, month, owner_org_id, currency) DO UPDATE
      SET bookings = t.bookings + EXCLUDED.bookings, charge = t.charge + EXCLUDED.charge, discount = t.discount + EXCLUDED.discount,
          tax = t.tax + EXCLUDED.tax, refund = t.refund + EXCLUDED.refund, fee = t.fee + EXCLUDED.fee$sql$, rows);
  RETURN NULL;
END
$$;

CREATE FUNCTION report_lot_hours_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE report_ledger_lot_months;
  RETURN NULL;
END
$$;

CREATE TRIGGER report_lot_hours_inserted AFTER INSERT ON report_ledger_lot_hours REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION report_lot_hours_changed();
CREATE TRIGGER report_lot_hours_updated AFTER UPDATE ON report_ledger_lot_hours REFERENCING OLD TABLE AS removed NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION report_lot_hours_changed();
CREATE TRIGGER report_lot_hours_deleted AFTER DELETE ON report_ledger_lot_hours REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION report_lot_hours_changed();
CREATE TRIGGER report_lot_hours_truncated AFTER TRUNCATE ON report_ledger_lot_hours
  FOR EACH STATEMENT EXECUTE FUNCTION report_lot_hours_truncated();

-- What the hours hold now.
INSERT INTO report_ledger_lot_months
  SELECT lot_id, report_month(hour), owner_org_id, currency, sum(bookings), sum(charge), sum(discount), sum(tax), sum(refund), sum(fee)
    FROM report_ledger_lot_hours GROUP BY 1, 2, 3, 4;
