-- A code typed at a lot's gate is looked up among that lot's live bookings (a gate code
-- per booking, valid only inside its window, revoked on cancel = set to NULL).
CREATE INDEX reservations_gate_code_idx ON reservations (lot_id, gate_code) WHERE gate_code IS NOT NULL;
