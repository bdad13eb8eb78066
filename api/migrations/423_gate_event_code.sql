-- The gate code an event was keyed with: a truck still on the lot after its booking ended (its code
-- revoked with the booking) leaves by the same code, and the gate finds its slot by it.
ALTER TABLE gate_events ADD COLUMN gate_code text;
CREATE INDEX gate_events_code_idx ON gate_events (owner_org_id, gate_code) WHERE gate_code IS NOT NULL;
