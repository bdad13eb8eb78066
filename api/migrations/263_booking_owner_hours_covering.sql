-- The dashboard's occupancy, cancellations and arrivals, and its cancellations per month,
-- read an owner's booking hours over a window by (owner_org_id, hour) and need their status,
-- bookings and slot-seconds. With those columns in the index they are read from it alone; through
-- the hour index they were fetched row by row from the heap and filtered by owner (at 1M bookings,
-- the occupancy of a 90-day period and the one before it: ~13,000 rows, 30 → 22 ms of CPU).
CREATE INDEX report_booking_owner_hours_owner_idx ON report_booking_owner_hours (owner_org_id, hour) INCLUDE (status, bookings, slot_seconds);
