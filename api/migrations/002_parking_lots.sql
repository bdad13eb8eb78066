-- Parking lots and what the owner configures on them (DESIGN §6 owner workspace).

CREATE TABLE parking_lots (
  id serial PRIMARY KEY,
  owner_org_id integer NOT NULL REFERENCES organizations (id) ON DELETE RESTRICT,
  name varchar(64) NOT NULL CHECK (char_length(btrim(name)) > 0),
  address varchar(255) NOT NULL,
  city varchar(64) NOT NULL,
  region varchar(64) NOT NULL,
  postal_code varchar(16),
  country char(2) NOT NULL CHECK (country IN ('US', 'CA')),
  latitude double precision NOT NULL CHECK (latitude BETWEEN -90 AND 90),
  longitude double precision NOT NULL CHECK (longitude BETWEEN -180 AND 180),
  time_zone text NOT NULL CHECK (time_zone IN ('MST', 'CST', 'EST', 'PST')),
  currency char(3) NOT NULL CHECK (currency IN ('USD', 'CAD')),
  total_slots integer NOT NULL CHECK (total_slots > 0),
  instructions varchar(1000),
  status text NOT NULL DEFAULT 'Active' CHECK (status IN ('Active', 'Inactive', 'Deleted')),
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX parking_lots_owner_idx ON parking_lots (owner_org_id);

CREATE TABLE parking_lot_images (
  id serial PRIMARY KEY,
  lot_id integer NOT NULL REFERENCES parking_lots (id) ON DELETE CASCADE,
  image_path varchar(255) NOT NULL,
  priority integer NOT NULL DEFAULT 1 CHECK (priority >= 1),
  UNIQUE (lot_id, image_path)
);

CREATE TABLE parking_lot_amenities (
  lot_id integer NOT NULL REFERENCES parking_lots (id) ON DELETE CASCADE,
  amenity text NOT NULL CHECK (amenity IN (
    'Wifi', 'Shower', 'Restaurant', 'Parking', 'Gas station', 'Truck', 'Repair', 'Drug store', 'ATM',
    'CAT scales', 'Driver lounge', 'Laundry Service', 'Parts & supply', 'Truck wash', 'Diesel',
    'Armed Security', 'Gaming Zone', 'Restroom', 'Security', 'LCV')),
  PRIMARY KEY (lot_id, amenity)
);

CREATE TABLE parking_lot_prices (
  id serial PRIMARY KEY,
  lot_id integer NOT NULL REFERENCES parking_lots (id) ON DELETE CASCADE,
  duration text NOT NULL CHECK (duration IN ('6 hrs', '12 hrs', '24 hrs', '36 hrs', 'Weekly', 'Monthly', 'Yearly')),
  amount_minor integer NOT NULL CHECK (amount_minor >= 0),
  currency char(3) NOT NULL CHECK (currency IN ('USD', 'CAD')),
  UNIQUE (lot_id, duration)
);

CREATE TABLE parking_lot_access_codes (
  id serial PRIMARY KEY,
  lot_id integer NOT NULL REFERENCES parking_lots (id) ON DELETE CASCADE,
  code varchar(31) NOT NULL CHECK (char_length(code) > 0),
  valid_from timestamptz NOT NULL,
  valid_to timestamptz NOT NULL,
  status text NOT NULL DEFAULT 'Active' CHECK (status IN ('Active', 'Inactive', 'Expired', 'Removed')),
  CHECK (valid_to > valid_from),
  UNIQUE (lot_id, code)
);
