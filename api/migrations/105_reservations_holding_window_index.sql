-- Free slots of a lot over a window (availability search, every booking's capacity check, the map's
-- count now) sum the slots of the reservations that hold capacity and overlap the window:
--   lot_id = ? AND status IN (holding) AND start_at < window end AND end_at > window start.
-- On reservations_lot_window_idx (lot_id, start_at, end_at) that scans every reservation of the lot
-- that started before the window ends: its whole history, growing forever, cancelled and completed
-- ones included. This index holds only reservations that hold capacity (the statuses of
-- CAPACITY_HOLDING_STATUSES, checked by a test) and leads with end_at, so the scan starts at the
-- window's start and reads only current and future bookings; slots is included, so the sum is read
-- from the index alone. Bench (10,000 lots, 1,000,000 reservations): 0.13 → 0.013 ms per lot.
CREATE INDEX reservations_holding_window_idx ON reservations (lot_id, end_at, start_at) INCLUDE (slots)
  WHERE status IN ('Booked', 'Upcoming', 'Currently Recurring', 'Pending Payment', 'Payment Initiated', 'Payment Pending');
