-- Discount codes of owners and subscription plans (DESIGN §5 seeds them, DESIGN §6 builds on them).

CREATE TABLE discount_codes (
  id serial PRIMARY KEY,
  org_id integer NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  -- 6 to 50 letters or digits; unique whatever the case, since people type them.
  code varchar(50) NOT NULL CHECK (code ~ '^[A-Za-z0-9]{6,50}$'),
  discount_type text NOT NULL CHECK (discount_type IN ('percentage', 'fixed')),
  percentage smallint CHECK (percentage BETWEEN 1 AND 100),
  amount_minor integer CHECK (amount_minor > 0),
  currency char(3) NOT NULL CHECK (currency IN ('USD', 'CAD')),
  max_uses_per_code integer CHECK (max_uses_per_code > 0),
  total_value_minor integer CHECK (total_value_minor > 0),
  max_cap_minor integer CHECK (max_cap_minor > 0),
  used_count integer NOT NULL DEFAULT 0 CHECK (used_count >= 0),
  valid_from timestamptz NOT NULL,
  valid_to timestamptz NOT NULL,
  status text NOT NULL DEFAULT 'Active' CHECK (status IN ('Active', 'Inactive', 'Expired', 'Deleted')),
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (valid_to > valid_from),
  CHECK ((discount_type = 'percentage' AND percentage IS NOT NULL AND amount_minor IS NULL)
      OR (discount_type = 'fixed' AND amount_minor IS NOT NULL AND percentage IS NULL))
);

CREATE UNIQUE INDEX discount_codes_code_idx ON discount_codes (upper(code));

CREATE TABLE subscription_plans (
  id serial PRIMARY KEY,
  name varchar(64) NOT NULL UNIQUE,
  -- Which kind of organisation the plan is for.
  org_type text NOT NULL CHECK (org_type IN ('PARKING_LOT_OWNER', 'CARRIER', 'BROKER')),
  price_minor integer NOT NULL CHECK (price_minor >= 0),
  currency char(3) NOT NULL CHECK (currency IN ('USD', 'CAD')),
  billing_interval text NOT NULL CHECK (billing_interval IN ('monthly', 'yearly')),
  status text NOT NULL DEFAULT 'Active' CHECK (status IN ('Active', 'Inactive'))
);

CREATE TABLE subscriptions (
  id serial PRIMARY KEY,
  org_id integer NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  plan_id integer NOT NULL REFERENCES subscription_plans (id) ON DELETE RESTRICT,
  status text NOT NULL CHECK (status IN ('Currently Recurring', 'Recurring Failed', 'Cancelled', 'Expired')),
  started_at timestamptz NOT NULL,
  next_billing_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX subscriptions_org_idx ON subscriptions (org_id);

-- An invoice of kind 'subscription' may name the subscription it bills.
ALTER TABLE invoices ADD COLUMN subscription_id integer REFERENCES subscriptions (id) ON DELETE SET NULL;
