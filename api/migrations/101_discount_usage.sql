-- Discount codes applied to bookings. used_value_minor and discount_code_lots come from
-- migration 020; here the database refuses a use past a code's limits, and each booking records
-- the code it used and what it took off.

ALTER TABLE discount_codes ADD CONSTRAINT discount_codes_value_within_total CHECK (total_value_minor IS NULL OR used_value_minor <= total_value_minor);
ALTER TABLE discount_codes ADD CONSTRAINT discount_codes_uses_within_max CHECK (max_uses_per_code IS NULL OR used_count <= max_uses_per_code);

ALTER TABLE reservations ADD COLUMN discount_code_id integer REFERENCES discount_codes (id) ON DELETE SET NULL;
ALTER TABLE reservations ADD COLUMN discount_minor integer NOT NULL DEFAULT 0 CHECK (discount_minor >= 0);
