-- Saved payment methods and open accounts (DESIGN §7 payment methods).

-- A card is stored as the gateway's token + last 4 + brand + expiry: never its number.
CREATE TABLE payment_methods (
  id serial PRIMARY KEY,
  org_id integer NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  type text NOT NULL CHECK (type IN ('CARD', 'BANK')),
  token varchar(64),
  brand varchar(32),
  last4 char(4) NOT NULL CHECK (last4 ~ '^\d{4}$'),
  exp_month smallint CHECK (exp_month BETWEEN 1 AND 12),
  exp_year smallint CHECK (exp_year BETWEEN 2000 AND 2100),
  account_holder varchar(64),
  aba_routing char(9) CHECK (aba_routing ~ '^\d{9}$'),
  transit_number char(5) CHECK (transit_number ~ '^\d{5}$'),
  institution_number char(3) CHECK (institution_number ~ '^\d{3}$'),
  status text NOT NULL DEFAULT 'Active' CHECK (status IN ('Active', 'Deleted')),
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (type <> 'CARD' OR (token IS NOT NULL AND exp_month IS NOT NULL AND exp_year IS NOT NULL)),
  -- A bank account is American (ABA routing) or Canadian (transit + institution), not both.
  CHECK (type <> 'BANK' OR ((aba_routing IS NOT NULL) <> (transit_number IS NOT NULL AND institution_number IS NOT NULL)))
);
CREATE INDEX payment_methods_org_idx ON payment_methods (org_id);

-- Credit granted to a fleet organisation by a lot owner or the platform; bookings charge used_minor.
CREATE TABLE open_accounts (
  id serial PRIMARY KEY,
  org_id integer NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  granted_by_org_id integer NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  account_name varchar(64) NOT NULL CHECK (char_length(btrim(account_name)) > 0),
  account_type varchar(32) NOT NULL CHECK (char_length(btrim(account_type)) > 0),
  credit_limit_minor integer NOT NULL CHECK (credit_limit_minor > 0),
  used_minor integer NOT NULL DEFAULT 0 CHECK (used_minor >= 0),
  currency char(3) NOT NULL CHECK (currency IN ('USD', 'CAD')),
  gl_number varchar(32) NOT NULL CHECK (char_length(btrim(gl_number)) > 0),
  status text NOT NULL DEFAULT 'Active' CHECK (status IN ('Active', 'Inactive')),
  created_at timestamptz NOT NULL DEFAULT now(),
  -- The database refuses a charge over the limit, whatever the code does.
  CHECK (used_minor <= credit_limit_minor)
);
CREATE INDEX open_accounts_org_idx ON open_accounts (org_id);

ALTER TABLE payments ADD COLUMN payment_method_id integer REFERENCES payment_methods (id) ON DELETE SET NULL;
ALTER TABLE payments ADD COLUMN open_account_id integer REFERENCES open_accounts (id) ON DELETE SET NULL;
