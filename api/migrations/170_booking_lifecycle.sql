-- A booking's life as one state machine (shared constants/booking-lifecycle.ts). A partially
-- cancelled booking keeps its kept entries' slots, so Partial Cancel holds capacity; the statuses
-- no transition reaches (Currently Recurring is a series' status, Payment Initiated a payment's)
-- no longer do. The free-slot index holds exactly CAPACITY_HOLDING_STATUSES (a test checks).
DROP INDEX reservations_holding_window_idx;
CREATE INDEX reservations_holding_window_idx ON reservations (lot_id, end_at, start_at) INCLUDE (slots)
  WHERE status IN ('Upcoming', 'Booked', 'Partial Cancel', 'Pending Payment', 'Payment Pending');

-- An unpaid hold beside a settling bank payment is no state a booking reaches: such a booking is
-- a settling bank payment (Payment Pending), which holds until the bank answers.
UPDATE reservations SET status = 'Payment Pending' WHERE status = 'Pending Payment' AND payment_status = 'Payment Pending';
