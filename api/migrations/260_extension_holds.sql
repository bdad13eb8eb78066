-- Extensions and recurring renewals are charged outside the lot's lock too.
--
-- An extension holds its extra window here while the gateway is called: the booking itself is left
-- exactly as it was (no end, amount, payment or webhook changes) until the charge is answered, but
-- bookings of the lot count the held slots, so nothing is oversold meanwhile. The row carries what
-- the answer writes (the payment, the tax lines, the new end) and the gateway key, so a row left by a
-- crash is answered by asking the gateway what became of that key. A released row stays (released_at)
-- so that a charge answered after its release is refunded, never kept.
CREATE TABLE extension_holds (
  gateway_key text PRIMARY KEY,
  reservation_id integer NOT NULL REFERENCES reservations (id) ON DELETE CASCADE,
  lot_id integer NOT NULL REFERENCES parking_lots (id),
  start_at timestamptz NOT NULL,
  end_at timestamptz NOT NULL,
  slots integer NOT NULL,
  payer_org_id integer NOT NULL REFERENCES organizations (id),
  method text NOT NULL,
  payment_method_id integer,
  open_account_id integer,
  amount_minor integer NOT NULL,
  currency text NOT NULL,
  taxable_minor integer NOT NULL,
  tax_lines jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  released_at timestamptz
);
-- One extension of a booking in flight at a time; the held ones of a lot, as bookings count them.
CREATE UNIQUE INDEX extension_holds_held_reservation_idx ON extension_holds (reservation_id) WHERE released_at IS NULL;
CREATE INDEX extension_holds_held_lot_idx ON extension_holds (lot_id, start_at) WHERE released_at IS NULL;

-- An Idempotency-Key claimed beside an extension's hold awaits the booking as the extension answers it.
ALTER TABLE idempotency_keys DROP CONSTRAINT idempotency_keys_hold_answer_check;
ALTER TABLE idempotency_keys ADD CONSTRAINT idempotency_keys_hold_answer_check CHECK (hold_answer IN ('booking', 'retry', 'extend'));

-- The sandbox gateway's memory of charges by idempotency key, as a real processor keeps it on its
-- side: a charge repeated with a key answers the first outcome, and the hold-release job of another
-- process (after a crash) learns what became of a key.
CREATE TABLE sandbox_gateway_charges (
  idempotency_key text PRIMARY KEY,
  outcome jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
