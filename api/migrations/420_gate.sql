-- The gate: what the owner decides per lot, where each booked truck is, the driver's trip links and
-- every gate event as it happened (DESIGN §10).

-- A lot's gate policy; a lot with no row uses the defaults (shared gate-policy rules hold the same values).
CREATE TABLE gate_policies (
  parking_lot_id integer PRIMARY KEY REFERENCES parking_lots (id) ON DELETE CASCADE,
  code_visible_before_minutes integer NOT NULL DEFAULT 60 CHECK (code_visible_before_minutes BETWEEN 0 AND 1440),
  no_show_after_hours integer NOT NULL DEFAULT 12 CHECK (no_show_after_hours BETWEEN 1 AND 168),
  release_no_show boolean NOT NULL DEFAULT true,
  no_show_fee_percent integer NOT NULL DEFAULT 100 CHECK (no_show_fee_percent BETWEEN 0 AND 100),
  overstay_grace_minutes integer NOT NULL DEFAULT 30 CHECK (overstay_grace_minutes BETWEEN 0 AND 1440),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Each booked slot's place at the gate, and when it changed.
ALTER TABLE reservation_entries
  ADD COLUMN gate_status text NOT NULL DEFAULT 'NOT_ARRIVED'
    CHECK (gate_status IN ('NOT_ARRIVED', 'ON_LOT', 'LEFT', 'NO_SHOW', 'OVERSTAY')),
  ADD COLUMN checked_in_at timestamptz,
  ADD COLUMN checked_out_at timestamptz,
  ADD COLUMN no_show_at timestamptz,
  ADD COLUMN overstay_started_at timestamptz,
  -- End of the time already charged as overstay.
  ADD COLUMN overstay_charged_until timestamptz;

-- A driver's trip link: only the sha256 (base64url) of its token is kept, so a stolen table opens no trip.
CREATE TABLE trip_links (
  id serial PRIMARY KEY,
  reservation_id integer NOT NULL REFERENCES reservations (id) ON DELETE CASCADE,
  sno integer NOT NULL,
  token_hash text NOT NULL UNIQUE,
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
-- One live link per booked slot.
CREATE UNIQUE INDEX trip_links_live_entry_idx ON trip_links (reservation_id, sno) WHERE revoked_at IS NULL;

-- Every gate event is kept, allowed or refused, with its anomaly; a repeated Idempotency-Key of the
-- same owner is the same event.
CREATE TABLE gate_events (
  id bigserial PRIMARY KEY,
  parking_lot_id integer NOT NULL REFERENCES parking_lots (id),
  owner_org_id integer NOT NULL,
  reservation_id integer,
  sno integer,
  kind text NOT NULL CHECK (kind IN ('CHECK_IN', 'CHECK_OUT')),
  source text NOT NULL CHECK (source IN ('DRIVER_LINK', 'GATE_CODE', 'GATE_SCREEN', 'PARTNER')),
  decision text NOT NULL CHECK (decision IN ('ALLOWED', 'REFUSED')),
  reason text,
  anomaly text,
  license_plate text,
  at timestamptz NOT NULL,
  recorded_at timestamptz NOT NULL DEFAULT now(),
  actor_user_id integer,
  api_key_id integer,
  idempotency_key text,
  UNIQUE (owner_org_id, idempotency_key)
);
CREATE INDEX gate_events_lot_at_idx ON gate_events (parking_lot_id, at);
CREATE INDEX gate_events_reservation_idx ON gate_events (reservation_id);
