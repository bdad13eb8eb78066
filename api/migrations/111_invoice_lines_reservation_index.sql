-- Month-end looks bookings up by their invoice line ("on no invoice yet"); the lines grow
-- by a month's bookings each month, so the lookup is by index.
CREATE INDEX invoice_lines_reservation_idx ON invoice_lines (reservation_id) WHERE reservation_id IS NOT NULL;
