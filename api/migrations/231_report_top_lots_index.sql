-- The dashboard's top lots sum an owner's lot-hour rows over the window (about 123,000
-- for an owner of 10,000 lots over 90 days at the bench's million bookings): read through the
-- owner's index, each row was a heap fetch, 1.3 s. The index now carries every column that query
-- reads, so PostgreSQL answers it from the index alone (an index-only scan).
DROP INDEX report_ledger_lot_hours_owner_idx;
CREATE INDEX report_ledger_lot_hours_owner_idx ON report_ledger_lot_hours (owner_org_id, hour)
  INCLUDE (lot_id, currency, bookings, charge, discount, tax, refund, fee);
