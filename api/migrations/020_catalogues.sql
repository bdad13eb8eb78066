-- Catalogues the platform maintains: amenities of lots, asset and equipment types of
-- fleets. Names are unique whatever their case, since people type them.
CREATE TABLE amenities (
  id serial PRIMARY KEY,
  name varchar(64) NOT NULL UNIQUE CHECK (char_length(btrim(name)) > 0),
  status text NOT NULL DEFAULT 'Active' CHECK (status IN ('Active', 'Inactive')),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX amenities_name_ci_idx ON amenities (lower(name));

CREATE TABLE asset_types (
  id serial PRIMARY KEY,
  name varchar(64) NOT NULL UNIQUE CHECK (char_length(btrim(name)) > 0),
  status text NOT NULL DEFAULT 'Active' CHECK (status IN ('Active', 'Inactive')),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX asset_types_name_ci_idx ON asset_types (lower(name));

CREATE TABLE equipment_types (
  id serial PRIMARY KEY,
  name varchar(64) NOT NULL UNIQUE CHECK (char_length(btrim(name)) > 0),
  status text NOT NULL DEFAULT 'Active' CHECK (status IN ('Active', 'Inactive')),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX equipment_types_name_ci_idx ON equipment_types (lower(name));

-- The 20 amenities of SPEC §3, in its order.
INSERT INTO amenities (name) VALUES
  ('Wifi'), ('Shower'), ('Restaurant'), ('Parking'), ('Gas station'), ('Truck'), ('Repair'), ('Drug store'), ('ATM'),
  ('CAT scales'), ('Driver lounge'), ('Laundry Service'), ('Parts & supply'), ('Truck wash'), ('Diesel'),
  ('Armed Security'), ('Gaming Zone'), ('Restroom'), ('Security'), ('LCV');

INSERT INTO asset_types (name) VALUES ('Truck'), ('Tractor'), ('Trailer'), ('Reefer'), ('Flatbed'), ('Tanker');
INSERT INTO equipment_types (name) VALUES ('Dry van'), ('Refrigerated'), ('Flatbed'), ('Step deck'), ('Lowboy'), ('Tanker');

-- A lot's amenities now come from the catalogue: the fixed list becomes a reference, and a
-- renamed amenity follows into every lot; one in use cannot be deleted.
ALTER TABLE parking_lot_amenities DROP CONSTRAINT parking_lot_amenities_amenity_check;
ALTER TABLE parking_lot_amenities
  ADD CONSTRAINT parking_lot_amenities_amenity_fkey FOREIGN KEY (amenity) REFERENCES amenities (name) ON UPDATE CASCADE;

-- Discount codes: the value already given away (a code's total value is a budget), and the lots
-- a code is limited to (none = every lot of its owner). Bookings update used_value_minor.
ALTER TABLE discount_codes ADD COLUMN used_value_minor integer NOT NULL DEFAULT 0 CHECK (used_value_minor >= 0);
CREATE TABLE discount_code_lots (
  discount_code_id integer NOT NULL REFERENCES discount_codes (id) ON DELETE CASCADE,
  lot_id integer NOT NULL REFERENCES parking_lots (id) ON DELETE CASCADE,
  PRIMARY KEY (discount_code_id, lot_id)
);
CREATE INDEX discount_code_lots_lot_idx ON discount_code_lots (lot_id);
