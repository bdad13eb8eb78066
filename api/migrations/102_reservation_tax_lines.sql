-- Tax lines of a booking: Canadian lots carry GST/HST/PST by province, one row per tax
-- and per charge (the booking, then each extension), each rounded once.
CREATE TABLE reservation_tax_lines (
  id serial PRIMARY KEY,
  reservation_id integer NOT NULL REFERENCES reservations (id) ON DELETE CASCADE,
  name text NOT NULL CHECK (name IN ('GST', 'HST', 'PST', 'QST', 'RST')),
  -- parts per million: 5 % = 50000
  rate integer NOT NULL CHECK (rate > 0 AND rate < 1000000),
  taxable_minor integer NOT NULL CHECK (taxable_minor >= 0),
  amount_minor integer NOT NULL CHECK (amount_minor >= 0),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX reservation_tax_lines_reservation_idx ON reservation_tax_lines (reservation_id);
