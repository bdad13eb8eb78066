-- Subscriptions paid by a saved card, renewed by the scheduled job, and sales agents.
-- Written for both PostgreSQL 15 and PGlite (PostgreSQL 18).

-- The saved card each renewal charges; the failure of the last refused charge; when it was cancelled.
ALTER TABLE subscriptions ADD COLUMN payment_method_id integer REFERENCES payment_methods (id) ON DELETE SET NULL;
ALTER TABLE subscriptions ADD COLUMN failure_code text;
ALTER TABLE subscriptions ADD COLUMN cancelled_at timestamptz;
ALTER TABLE subscriptions ADD CONSTRAINT subscriptions_cancelled_check CHECK ((status = 'Cancelled') = (cancelled_at IS NOT NULL));

-- An organisation has at most one live subscription (renewing, or waiting after a refused renewal).
CREATE UNIQUE INDEX subscriptions_live_idx ON subscriptions (org_id) WHERE status IN ('Currently Recurring', 'Recurring Failed');
CREATE INDEX subscriptions_due_idx ON subscriptions (next_billing_at) WHERE status = 'Currently Recurring';

-- One invoice per subscription and billing period: a renewal run twice (a crash, another replica) bills once.
CREATE UNIQUE INDEX invoices_subscription_period_idx ON invoices (subscription_id, period_start) WHERE kind = 'subscription' AND subscription_id IS NOT NULL;

-- A sales agent (name, phone, e-mail, commission percentage) is credited for the organisations they referred.
CREATE TABLE sales_agents (
  id serial PRIMARY KEY,
  name varchar(64) NOT NULL CHECK (char_length(btrim(name)) > 0),
  phone varchar(10) NOT NULL CHECK (phone ~ '^\d{9,10}$'),
  email varchar(64) NOT NULL CHECK (email = lower(email) AND email LIKE '%_@_%'),
  -- Percent with two decimals, stored in hundredths (1250 = 12.50 %): no floating point in money.
  commission_basis_points integer NOT NULL CHECK (commission_basis_points BETWEEN 0 AND 10000),
  status text NOT NULL DEFAULT 'Active' CHECK (status IN ('Active', 'Inactive')),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX sales_agents_email_idx ON sales_agents (email);

-- An organisation is credited to at most one agent.
CREATE TABLE sales_agent_organizations (
  org_id integer PRIMARY KEY REFERENCES organizations (id) ON DELETE CASCADE,
  agent_id integer NOT NULL REFERENCES sales_agents (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sales_agent_organizations_agent_idx ON sales_agent_organizations (agent_id);
