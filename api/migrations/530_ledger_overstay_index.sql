-- The overstay charged at a lot over a range (the lot report's and the per-carrier report's overstay
-- money) is read by lot and accrual time among a few overstay entries: without this index each lot
-- of a report page scanned every ledger entry of the range (~250,000 in 90 days at a million
-- bookings, 2 s for a page of 10 lots). Written for both PostgreSQL 15 and PGlite (PostgreSQL 18).
CREATE INDEX ledger_entries_overstay_idx ON ledger_entries (lot_id, accrues_at) WHERE kind = 'overstay';
