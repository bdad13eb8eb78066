-- Bookings: idempotent writes, payments through the gateway, a gate code per booking.

-- One row per Idempotency-Key of an organisation (DESIGN §7): inserted in the same transaction as
-- the write it guards, so two concurrent requests with one key cannot both write.
CREATE TABLE idempotency_keys (
  org_id integer NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  key varchar(255) NOT NULL CHECK (char_length(key) > 0),
  request_hash char(64) NOT NULL,
  status_code integer NOT NULL,
  response jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (org_id, key)
);

CREATE TABLE payments (
  id serial PRIMARY KEY,
  reservation_id integer NOT NULL REFERENCES reservations (id) ON DELETE CASCADE,
  -- Who is charged: the booking organisation (a parent carrier pays for its sub-carrier).
  payer_org_id integer NOT NULL REFERENCES organizations (id) ON DELETE RESTRICT,
  method text NOT NULL CHECK (method IN ('CARD', 'BANK', 'OPEN_ACCOUNT', 'PAY_LATER')),
  status text NOT NULL CHECK (status IN (
    'Payment Initiated', 'Payment Pending', 'Payment Success', 'Payment Failed', 'Payment Refunded', 'To be Paid')),
  amount_minor integer NOT NULL CHECK (amount_minor >= 0),
  currency char(3) NOT NULL CHECK (currency IN ('USD', 'CAD')),
  failure_code text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX payments_reservation_idx ON payments (reservation_id);

-- The gate code of a booking: valid inside its window, revoked (NULL) on cancel.
ALTER TABLE reservations ADD COLUMN gate_code varchar(12);
