-- Organisations, users, memberships and sessions.
-- Written for both PostgreSQL 15 and PGlite (PostgreSQL 18): no syntax newer than 15.

CREATE TABLE organizations (
  id serial PRIMARY KEY,
  name varchar(64) NOT NULL CHECK (char_length(btrim(name)) > 0),
  org_type text NOT NULL CHECK (org_type IN ('ADMIN', 'PARKING_LOT_OWNER', 'CARRIER', 'BROKER')),
  -- usageType in the UI falls back to orgType; kept separate so it can differ later.
  usage_type text CHECK (usage_type IN ('ADMIN', 'PARKING_LOT_OWNER', 'CARRIER', 'BROKER')),
  status text NOT NULL DEFAULT 'Active' CHECK (status IN ('Active', 'Inactive', 'Pending', 'Deleted')),
  is_org_approved text NOT NULL DEFAULT 'Not Verified'
    CHECK (is_org_approved IN ('Approved', 'Pending Approval', 'Not Verified')),
  is_org_network_config_enabled boolean NOT NULL DEFAULT false,
  logo_path varchar(255),
  -- The id the console calls saasOrgId. Equal to id today; a column so an external tenant id can replace it.
  saas_org_id integer UNIQUE,
  dot_number varchar(12) UNIQUE CHECK (dot_number ~ '^[0-9]{8,12}$'),
  -- A sub-carrier in a carrier's network points at that carrier (DESIGN §6).
  parent_org_id integer REFERENCES organizations (id) ON DELETE RESTRICT CHECK (parent_org_id <> id),
  is_referred boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX organizations_parent_idx ON organizations (parent_org_id);
CREATE INDEX organizations_name_idx ON organizations (lower(name));

CREATE TABLE users (
  id serial PRIMARY KEY,
  -- The e-mail address is the login; stored lower-case so uniqueness ignores case.
  login_id varchar(64) NOT NULL UNIQUE CHECK (login_id = lower(login_id) AND login_id LIKE '%_@_%'),
  first_name varchar(64) NOT NULL CHECK (char_length(btrim(first_name)) > 0),
  last_name varchar(64) NOT NULL CHECK (char_length(btrim(last_name)) > 0),
  password_hash text NOT NULL,
  status text NOT NULL DEFAULT 'Active' CHECK (status IN ('Active', 'Inactive', 'Invited', 'Deleted')),
  password_changed_at timestamptz NOT NULL DEFAULT now(),
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE memberships (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  org_id integer NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  role text NOT NULL CHECK (role IN ('Manager', 'admin', 'user')),
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, org_id)
);

CREATE INDEX memberships_org_idx ON memberships (org_id);

-- Opaque refresh tokens, stored as sha256. A login starts a family; every refresh rotates within it.
CREATE TABLE refresh_tokens (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  token_hash char(64) NOT NULL UNIQUE,
  family_id uuid NOT NULL,
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz,
  replaced_by integer REFERENCES refresh_tokens (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX refresh_tokens_family_idx ON refresh_tokens (family_id);
CREATE INDEX refresh_tokens_user_idx ON refresh_tokens (user_id);

-- Failed logins, counted per account and per address in a sliding window. Kept in the database so
-- the limit holds across API replicas.
CREATE TABLE login_failures (
  id bigserial PRIMARY KEY,
  subject text NOT NULL,
  failed_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX login_failures_subject_idx ON login_failures (subject, failed_at);
