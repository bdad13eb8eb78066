-- Recurring bookings and unpaid holds.

-- A recurring booking is renewed occurrence by occurrence: each occurrence is a reservation of
-- its own (recurrence_of = the first one), and the series' state lives on the first one.
ALTER TABLE reservations ADD COLUMN recurring boolean NOT NULL DEFAULT false;
ALTER TABLE reservations ADD COLUMN recurrence_of integer REFERENCES reservations (id) ON DELETE CASCADE;
ALTER TABLE reservations ADD COLUMN recurrence_status text CHECK (recurrence_status IN ('Currently Recurring', 'Recurring Failed', 'Stopped'));
-- One occurrence per start in a series: a renewal run twice (a crash, another replica) inserts once.
CREATE UNIQUE INDEX reservations_occurrence_idx ON reservations (recurrence_of, start_at) WHERE recurrence_of IS NOT NULL;
CREATE INDEX reservations_hold_idx ON reservations (status, created_at) WHERE status IN ('Pending Payment', 'Payment Initiated');
