-- Drivers and assets of carriers and brokers (DESIGN §6 fleet).

CREATE TABLE drivers (
  id serial PRIMARY KEY,
  org_id integer NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  first_name varchar(64) NOT NULL CHECK (char_length(btrim(first_name)) > 0),
  last_name varchar(64) NOT NULL CHECK (char_length(btrim(last_name)) > 0),
  employee_id varchar(32),
  driver_type varchar(32) NOT NULL DEFAULT 'Company' ,
  phone varchar(10) CHECK (phone ~ '^[0-9]{9,10}$'),
  email varchar(64),
  status text NOT NULL DEFAULT 'Active' CHECK (status IN ('Active', 'Inactive', 'Removed', 'Deleted')),
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (org_id, employee_id)
);

CREATE TABLE assets (
  id serial PRIMARY KEY,
  org_id integer NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  asset_type varchar(32) NOT NULL,
  vin char(17) NOT NULL CHECK (vin ~ '^[A-HJ-NPR-Z0-9]{17}$'),
  license varchar(16) NOT NULL,
  axles smallint CHECK (axles BETWEEN 1 AND 12),
  trailer_length_ft smallint CHECK (trailer_length_ft BETWEEN 1 AND 100),
  make varchar(32),
  year char(4) CHECK (year ~ '^[0-9]{4}$'),
  color varchar(32),
  status text NOT NULL DEFAULT 'Active' CHECK (status IN ('Active', 'Inactive', 'Removed', 'Deleted')),
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (org_id, vin)
);
