-- A partial cancel is a refund: gross is what was sold, refunds are what was given back.
-- Written for both PostgreSQL 15 and PGlite (PostgreSQL 18).
--
-- A partial cancel lowers a booking's amount, discount and tax lines to the slots it keeps. The
-- ledger used to follow those lowered figures, so the charge (gross) and the taxes shrank and no
-- refund was written, while a full cancel kept the charge and wrote a refund. Now each booking and
-- tax line remembers what was given back of it (the only writes that lower these amounts are the
-- gives-back of a cancel: an extension only adds), and the ledger states the booking as sold —
-- charge, discount and taxes of everything ever booked — with one refund entry for what was given
-- back. The net (charge + discount + tax + refund) and the platform fee (on what is kept) are as
-- before.
ALTER TABLE reservations ADD COLUMN given_back_minor integer NOT NULL DEFAULT 0 CHECK (given_back_minor >= 0);
ALTER TABLE reservations ADD COLUMN given_back_discount_minor integer NOT NULL DEFAULT 0 CHECK (given_back_discount_minor >= 0);
ALTER TABLE reservation_tax_lines ADD COLUMN given_back_minor integer NOT NULL DEFAULT 0 CHECK (given_back_minor >= 0);

-- Whoever lowers an amount (a partial cancel, a slot given up), the database records the decrease.
CREATE FUNCTION reservations_record_given_back() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.amount_minor < OLD.amount_minor THEN
    NEW.given_back_minor := OLD.given_back_minor + (OLD.amount_minor - NEW.amount_minor);
  END IF;
  IF NEW.discount_minor < OLD.discount_minor THEN
    NEW.given_back_discount_minor := OLD.given_back_discount_minor + (OLD.discount_minor - NEW.discount_minor);
  END IF;
  RETURN NEW;
END
$$;

CREATE FUNCTION reservation_tax_lines_record_given_back() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.amount_minor < OLD.amount_minor THEN
    NEW.given_back_minor := OLD.given_back_minor + (OLD.amount_minor - NEW.amount_minor);
  END IF;
  RETURN NEW;
END
$$;

CREATE TRIGGER reservations_given_back BEFORE UPDATE OF amount_minor, discount_minor ON reservations
  FOR EACH ROW EXECUTE FUNCTION reservations_record_given_back();
CREATE TRIGGER reservation_tax_lines_given_back BEFORE UPDATE OF amount_minor ON reservation_tax_lines
  FOR EACH ROW EXECUTE FUNCTION reservation_tax_lines_record_given_back();

-- As migration 210's, with a booking stated as sold:
--   charge = everything booked before discount and taxes (kept + given back);
--   discount (per code) and tax (per tax) = as booked, kept + given back;
--   refund = what was given back by partial cancels, or the whole sold amount when the booking is
--   reversed in full (Cancelled, Refunded);
--   platform fee = the rate of what is kept (charge − discount of the slots kept), rounded once per
--   booking, half away from zero; none on a booking reversed in full;
--   a booking that never earned (failed, expired, pending payment) holds nothing.
CREATE OR REPLACE FUNCTION ledger_sync_reservation(rid integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  r record;
  taxes bigint;
  taxes_given_back bigint;
  kept_gross bigint;
  sold_gross bigint;
  sold_amount bigint;
  earned boolean;
  reversed boolean;
BEGIN
  SELECT res.status, res.amount_minor, res.discount_minor, res.discount_code_id, res.currency, res.lot_id, res.start_at,
         res.given_back_minor, res.given_back_discount_minor,
         COALESCE(res.booked_by_org_id, res.org_id) AS customer_org_id, l.owner_org_id
    INTO r FROM reservations res JOIN parking_lots l ON l.id = res.lot_id WHERE res.id = rid;
  IF NOT FOUND THEN
    RETURN;
  END IF;
  earned := r.status NOT IN ('Pending Payment', 'Payment Failed', 'Booking Failed', 'Failed', 'Expired', 'Recurring Failed');
  reversed := r.status IN ('Cancelled', 'Refunded');
  SELECT COALESCE(sum(amount_minor), 0), COALESCE(sum(given_back_minor), 0) INTO taxes, taxes_given_back
    FROM reservation_tax_lines WHERE reservation_id = rid;
  kept_gross := r.amount_minor + r.discount_minor - taxes;
  sold_amount := r.amount_minor + r.given_back_minor;
  sold_gross := sold_amount + (r.discount_minor + r.given_back_discount_minor) - (taxes + taxes_given_back);
  INSERT INTO ledger_entries (kind, reservation_id, owner_org_id, customer_org_id, lot_id, discount_code_id, tax_name, currency, amount_minor,
                              accrues_at, reversal_of)
  SELECT d.kind, rid, r.owner_org_id, r.customer_org_id, r.lot_id, d.discount_code_id, d.tax_name, r.currency, d.delta, r.start_at,
         CASE WHEN d.held <> 0 AND sign(d.delta) <> sign(d.held) THEN d.last_id END
    FROM (
      SELECT kind, discount_code_id, tax_name, sum(amount) AS delta, sum(amount) FILTER (WHERE last_id IS NOT NULL) * -1 AS held, max(last_id) AS last_id
        FROM (
          SELECT 'charge' AS kind, NULL::integer AS discount_code_id, NULL::text AS tax_name, sold_gross AS amount, NULL::bigint AS last_id WHERE earned
          UNION ALL SELECT 'discount', r.discount_code_id, NULL, -(r.discount_minor + r.given_back_discount_minor)::bigint, NULL WHERE earned
          UNION ALL SELECT 'tax', NULL, t.name, sum(t.amount_minor + t.given_back_minor)::bigint, NULL
              FROM reservation_tax_lines t WHERE earned AND t.reservation_id = rid GROUP BY t.name
          UNION ALL SELECT 'refund', NULL, NULL, -(CASE WHEN reversed THEN sold_amount ELSE r.given_back_minor END)::bigint, NULL WHERE earned
          UNION ALL SELECT 'platform_fee', NULL, NULL, -round((kept_gross - r.discount_minor)::numeric * ledger_platform_fee_rate() / 1000000)::bigint, NULL
           WHERE earned AND NOT reversed
          UNION ALL SELECT e.kind, e.discount_code_id, e.tax_name, -e.amount_minor, e.id FROM ledger_entries e WHERE e.reservation_id = rid
        ) wanted
       GROUP BY kind, discount_code_id, tax_name
    ) d
   WHERE d.delta <> 0
   ORDER BY array_position(ARRAY['charge', 'discount', 'tax', 'refund', 'platform_fee'], d.kind), d.tax_name;
END
$$;
