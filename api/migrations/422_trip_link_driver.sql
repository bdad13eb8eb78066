-- A trip link is the driver's it was sent to: another driver on the slot revokes it (and gets a new one).
ALTER TABLE trip_links ADD COLUMN driver_id integer REFERENCES drivers (id) ON DELETE SET NULL;
-- The language a driver reads the trip link's mail and SMS in; English when not set.
ALTER TABLE drivers ADD COLUMN language text CHECK (language IN ('en', 'fr', 'es'));
