-- What follows from the gate (DESIGN §10): no-shows and overstays, their money and the slots they
-- free or hold. Written for both PostgreSQL 15 and PGlite (PostgreSQL 18).

-- The money the gate adds to a booked slot: an overstay's charge (each step of it: the time it pays
-- for, its taxes, the payment's answer) and a no-show's fee (kept from what the booking paid).
CREATE TABLE gate_charges (
  id serial PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('overstay', 'no_show_fee')),
  reservation_id integer NOT NULL REFERENCES reservations (id) ON DELETE RESTRICT,
  sno integer NOT NULL,
  lot_id integer NOT NULL REFERENCES parking_lots (id) ON DELETE RESTRICT,
  owner_org_id integer NOT NULL REFERENCES organizations (id) ON DELETE RESTRICT,
  -- The organisation that pays (the booking's payer).
  payer_org_id integer NOT NULL REFERENCES organizations (id) ON DELETE RESTRICT,
  -- An overstay step: the time it pays for, [from_at, until_at).
  from_at timestamptz,
  until_at timestamptz,
  taxable_minor integer NOT NULL CHECK (taxable_minor >= 0),
  tax_lines jsonb NOT NULL DEFAULT '[]'::jsonb,
  amount_minor integer NOT NULL CHECK (amount_minor >= 0),
  currency char(3) NOT NULL CHECK (currency IN ('USD', 'CAD')),
  -- How an overstay is charged: the booking's own payment method.
  method text CHECK (method IN ('CARD', 'BANK', 'OPEN_ACCOUNT', 'PAY_LATER')),
  payment_method_id integer REFERENCES payment_methods (id) ON DELETE SET NULL,
  open_account_id integer REFERENCES open_accounts (id) ON DELETE SET NULL,
  card_token text,
  -- Kept: a no-show fee (already paid). A failed overstay charge is owed on the next invoice.
  status text NOT NULL CHECK (status IN ('Kept', 'Payment Initiated', 'Payment Success', 'Payment Pending', 'To be Paid', 'Payment Failed')),
  failure_code text,
  gateway_key text UNIQUE,
  invoice_id integer REFERENCES invoices (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  answered_at timestamptz
);
CREATE INDEX gate_charges_reservation_idx ON gate_charges (reservation_id, sno);
CREATE INDEX gate_charges_unanswered_idx ON gate_charges (id) WHERE status = 'Payment Initiated';
CREATE INDEX gate_charges_owed_idx ON gate_charges (payer_org_id) WHERE status = 'Payment Failed' AND invoice_id IS NULL;

-- Slots of a booking given up as no-shows (released for resale): availability no longer counts them.
ALTER TABLE reservations ADD COLUMN released_slots integer NOT NULL DEFAULT 0 CHECK (released_slots >= 0);
-- The trucks the gate says are overstaying: availability counts their slots as taken past the end.
CREATE INDEX reservation_entries_overstay_idx ON reservation_entries (reservation_id) WHERE gate_status = 'OVERSTAY';
-- The status job's candidates: slots nobody checked into yet, and trucks on the lot.
CREATE INDEX reservation_entries_gate_open_idx ON reservation_entries (reservation_id) WHERE gate_status IN ('NOT_ARRIVED', 'ON_LOT');

-- Two ledger kinds: overstay (the charge before taxes with no tax name, each of its taxes named) and no_show_fee
-- (what the lot kept of a released no-show slot, taxes included, beside the refund of the whole
-- slot). Their entries name their gate charge, and the booking's own reckoning (ledger_sync_reservation)
-- leaves them alone.
ALTER TABLE ledger_entries DROP CONSTRAINT ledger_entries_kind_check;
ALTER TABLE ledger_entries ADD CONSTRAINT ledger_entries_kind_check
  CHECK (kind IN ('charge', 'discount', 'tax', 'refund', 'platform_fee', 'payout', 'subscription', 'invoice_payment', 'overstay', 'no_show_fee'));
ALTER TABLE ledger_entries ADD COLUMN gate_charge_id integer REFERENCES gate_charges (id) ON DELETE RESTRICT;
ALTER TABLE ledger_entries ADD CONSTRAINT ledger_entries_gate_charge_check
  CHECK ((kind NOT IN ('overstay', 'no_show_fee') OR gate_charge_id IS NOT NULL) AND (gate_charge_id IS NULL OR kind IN ('overstay', 'no_show_fee', 'tax')));
CREATE INDEX ledger_entries_gate_charge_idx ON ledger_entries (gate_charge_id) WHERE gate_charge_id IS NOT NULL;

-- As migration 320's, reckoning only the booking's own entries (not its gate charges').
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
          UNION ALL SELECT e.kind, e.discount_code_id, e.tax_name, -e.amount_minor, e.id FROM ledger_entries e
           WHERE e.reservation_id = rid AND e.gate_charge_id IS NULL
        ) wanted
       GROUP BY kind, discount_code_id, tax_name
    ) d
   WHERE d.delta <> 0
   ORDER BY array_position(ARRAY['charge', 'discount', 'tax', 'refund', 'platform_fee'], d.kind), d.tax_name;
END
$$;
