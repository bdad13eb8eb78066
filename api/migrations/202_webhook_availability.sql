-- Availability subscriptions: an endpoint that wants `availability.changed` names the
-- lots it watches; the job sends a lot's free slots when they differ from what it last sent to
-- that endpoint (the live feed, coalesced per round), and remembers what it sent here.
ALTER TABLE webhook_endpoints ADD COLUMN parking_lot_ids integer[] NOT NULL DEFAULT '{}';

CREATE TABLE webhook_availability_sent (
  endpoint_id integer NOT NULL REFERENCES webhook_endpoints (id) ON DELETE CASCADE,
  lot_id integer NOT NULL REFERENCES parking_lots (id) ON DELETE CASCADE,
  available_slots integer NOT NULL,
  sent_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (endpoint_id, lot_id)
);
