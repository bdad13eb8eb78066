-- Reservations of pooled lot capacity with their driver/asset entries (DESIGN §6).

CREATE TABLE reservations (
  id serial PRIMARY KEY,
  lot_id integer NOT NULL REFERENCES parking_lots (id) ON DELETE RESTRICT,
  -- The organisation the parking is for.
  org_id integer NOT NULL REFERENCES organizations (id) ON DELETE RESTRICT,
  -- Set when a carrier books for a sub-carrier of its network.
  booked_by_org_id integer REFERENCES organizations (id) ON DELETE RESTRICT,
  duration text NOT NULL CHECK (duration IN ('6 hrs', '12 hrs', '24 hrs', '36 hrs', 'Weekly', 'Monthly', 'Yearly')),
  start_at timestamptz NOT NULL,
  end_at timestamptz NOT NULL,
  slots integer NOT NULL CHECK (slots >= 1),
  status text NOT NULL CHECK (status IN (
    'Booked', 'Upcoming', 'Completed', 'Cancelled', 'Partial Cancel', 'Pending Payment', 'Payment Initiated',
    'Payment Pending', 'Payment Failed', 'Booking Failed', 'Failed', 'Expired', 'Refunded',
    'Currently Recurring', 'Recurring Failed')),
  amount_minor integer NOT NULL CHECK (amount_minor >= 0),
  currency char(3) NOT NULL CHECK (currency IN ('USD', 'CAD')),
  payment_status text CHECK (payment_status IN (
    'Payment Initiated', 'Payment Pending', 'Payment Success', 'Payment Failed', 'Payment Refunded')),
  creation_mode text NOT NULL DEFAULT 'manual' CHECK (creation_mode IN ('manual', 'automatic')),
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (end_at > start_at),
  CHECK (booked_by_org_id IS NULL OR booked_by_org_id <> org_id)
);

CREATE INDEX reservations_lot_window_idx ON reservations (lot_id, start_at, end_at);
CREATE INDEX reservations_org_idx ON reservations (org_id);
CREATE INDEX reservations_booked_by_idx ON reservations (booked_by_org_id);

CREATE TABLE reservation_entries (
  id serial PRIMARY KEY,
  reservation_id integer NOT NULL REFERENCES reservations (id) ON DELETE CASCADE,
  sno integer NOT NULL CHECK (sno >= 1),
  driver_id integer REFERENCES drivers (id) ON DELETE SET NULL,
  asset_id integer REFERENCES assets (id) ON DELETE SET NULL,
  UNIQUE (reservation_id, sno)
);
