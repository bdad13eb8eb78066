-- One ledger of money: every charge, discount, tax, refund, platform fee and payout is
-- an entry, written in the transaction of the change it records. Amounts are signed minor units
-- of one currency, seen from the lot owner's earnings: charge and tax add, discount, refund,
-- platform fee and payout take away. Entries are never changed: a correction is a new entry
-- (reversal_of names the one it reverses, in whole or in part).
CREATE TABLE ledger_entries (
  id bigserial PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('charge', 'discount', 'tax', 'refund', 'platform_fee', 'payout')),
  reservation_id integer REFERENCES reservations (id) ON DELETE RESTRICT,
  invoice_id integer REFERENCES invoices (id) ON DELETE RESTRICT,
  -- The organisation whose lot earned it, and the one that pays (the booking organisation).
  owner_org_id integer NOT NULL REFERENCES organizations (id) ON DELETE RESTRICT,
  customer_org_id integer REFERENCES organizations (id) ON DELETE RESTRICT,
  lot_id integer REFERENCES parking_lots (id) ON DELETE RESTRICT,
  discount_code_id integer REFERENCES discount_codes (id) ON DELETE RESTRICT,
  -- A tax entry's tax (GST, HST, PST, QST, RST).
  tax_name text,
  currency char(3) NOT NULL CHECK (currency IN ('USD', 'CAD')),
  amount_minor bigint NOT NULL CHECK (amount_minor <> 0),
  -- When the entry was written, and the moment that puts it in a month (a booking's start: its
  -- money counts in the month it starts, in the accounting zone, UTC).
  occurred_at timestamptz NOT NULL DEFAULT now(),
  accrues_at timestamptz NOT NULL,
  reversal_of bigint REFERENCES ledger_entries (id) ON DELETE RESTRICT,
  CHECK (kind <> 'tax' OR tax_name IS NOT NULL)
);
CREATE INDEX ledger_entries_reservation_idx ON ledger_entries (reservation_id);
CREATE INDEX ledger_entries_owner_month_idx ON ledger_entries (owner_org_id, accrues_at);
CREATE INDEX ledger_entries_accrues_idx ON ledger_entries (accrues_at);

-- Append-only whatever the writer: an UPDATE or DELETE of an entry is refused by the database.
CREATE FUNCTION ledger_entries_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger entries are never changed or deleted; write a reversal' USING ERRCODE = 'restrict_violation';
END
$$;

CREATE TRIGGER ledger_entries_append_only BEFORE UPDATE OR DELETE ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_entries_append_only();

-- The platform's fee in parts per million (PLATFORM_FEE_RATE of shared/constants; a test checks they agree).
CREATE FUNCTION ledger_platform_fee_rate() RETURNS integer LANGUAGE sql IMMUTABLE AS $$ SELECT 100000 $$;

-- What a booking's money is, from its row and tax lines, written as the difference from what the
-- ledger already holds for it (so a change writes only what changed, and a cancel reverses):
--   charge = what it booked before discount and taxes; discount (per code); tax (per tax);
--   platform fee = the rate of charge − discount, rounded once per booking, half away from zero;
--   a booking reversed in full (Cancelled, Refunded) has its whole amount refunded and no fee;
--   a booking that never earned (failed, expired) holds nothing: what it held is reversed.
CREATE FUNCTION ledger_sync_reservation(rid integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  r record;
  taxes bigint;
  gross bigint;
  earned boolean;
  reversed boolean;
BEGIN
  SELECT res.status, res.amount_minor, res.discount_minor, res.discount_code_id, res.currency, res.lot_id, res.start_at,
         COALESCE(res.booked_by_org_id, res.org_id) AS customer_org_id, l.owner_org_id
    INTO r FROM reservations res JOIN parking_lots l ON l.id = res.lot_id WHERE res.id = rid;
  IF NOT FOUND THEN
    RETURN;
  END IF;
  earned := r.status NOT IN ('Payment Failed', 'Booking Failed', 'Failed', 'Expired', 'Recurring Failed');
  reversed := r.status IN ('Cancelled', 'Refunded');
  SELECT COALESCE(sum(amount_minor), 0) INTO taxes FROM reservation_tax_lines WHERE reservation_id = rid;
  gross := r.amount_minor + r.discount_minor - taxes;
  INSERT INTO ledger_entries (kind, reservation_id, owner_org_id, customer_org_id, lot_id, discount_code_id, tax_name, currency, amount_minor,
                              accrues_at, reversal_of)
  SELECT d.kind, rid, r.owner_org_id, r.customer_org_id, r.lot_id, d.discount_code_id, d.tax_name, r.currency, d.delta, r.start_at,
         CASE WHEN d.held <> 0 AND sign(d.delta) <> sign(d.held) THEN d.last_id END
    FROM (
      SELECT kind, discount_code_id, tax_name, sum(amount) AS delta, sum(amount) FILTER (WHERE last_id IS NOT NULL) * -1 AS held, max(last_id) AS last_id
        FROM (
          SELECT 'charge' AS kind, NULL::integer AS discount_code_id, NULL::text AS tax_name, gross AS amount, NULL::bigint AS last_id WHERE earned
          UNION ALL SELECT 'discount', r.discount_code_id, NULL, -r.discount_minor::bigint, NULL WHERE earned
          UNION ALL SELECT 'tax', NULL, t.name, sum(t.amount_minor)::bigint, NULL FROM reservation_tax_lines t WHERE earned AND t.reservation_id = rid GROUP BY t.name
          UNION ALL SELECT 'refund', NULL, NULL, -r.amount_minor::bigint, NULL WHERE earned AND reversed
          UNION ALL SELECT 'platform_fee', NULL, NULL, -round((gross - r.discount_minor)::numeric * ledger_platform_fee_rate() / 1000000)::bigint, NULL
           WHERE earned AND NOT reversed
          UNION ALL SELECT e.kind, e.discount_code_id, e.tax_name, -e.amount_minor, e.id FROM ledger_entries e WHERE e.reservation_id = rid
        ) wanted
       GROUP BY kind, discount_code_id, tax_name
    ) d
   WHERE d.delta <> 0
   ORDER BY array_position(ARRAY['charge', 'discount', 'tax', 'refund', 'platform_fee'], d.kind), d.tax_name;
END
$$;

CREATE FUNCTION ledger_reservation_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM ledger_sync_reservation(NEW.id);
  RETURN NULL;
END
$$;

CREATE FUNCTION ledger_tax_line_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM ledger_sync_reservation(OLD.reservation_id);
  ELSE
    PERFORM ledger_sync_reservation(NEW.reservation_id);
  END IF;
  RETURN NULL;
END
$$;

-- Deferred to the commit of the transaction that changed the booking: the ledger records its final
-- state once (a booking's row, then its tax lines, are one change), in that same transaction,
-- whoever wrote it (bookings, cancels, retries, extensions, renewals, the scheduled jobs, the seed).
CREATE CONSTRAINT TRIGGER reservations_ledger_insert AFTER INSERT ON reservations DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION ledger_reservation_changed();
CREATE CONSTRAINT TRIGGER reservations_ledger_update AFTER UPDATE ON reservations DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.amount_minor IS DISTINCT FROM NEW.amount_minor
                     OR OLD.discount_minor IS DISTINCT FROM NEW.discount_minor OR OLD.discount_code_id IS DISTINCT FROM NEW.discount_code_id)
  EXECUTE FUNCTION ledger_reservation_changed();
CREATE CONSTRAINT TRIGGER reservation_tax_lines_ledger AFTER INSERT OR UPDATE OR DELETE ON reservation_tax_lines DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION ledger_tax_line_changed();

-- The bookings made before: their money now.
SELECT ledger_sync_reservation(id) FROM reservations ORDER BY id;
