-- The trucks on a lot now (checked in and not out, overstaying included): the dashboard counts them.
-- Written for both PostgreSQL 15 and PGlite (PostgreSQL 18).
CREATE INDEX reservation_entries_on_lot_idx ON reservation_entries (reservation_id) WHERE gate_status IN ('ON_LOT', 'OVERSTAY');
-- Nearly every entry is NOT_ARRIVED until its truck comes: an index on it serves no query.
DROP INDEX reservation_entries_gate_open_idx;
