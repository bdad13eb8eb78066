-- Sign-up, e-mail verification, approval, invitations and referrals.
-- Written for both PostgreSQL 15 and PGlite (PostgreSQL 18).

-- The platform may reject a sign-up; the organisation keeps its record (and its DOT number).
ALTER TABLE organizations DROP CONSTRAINT organizations_is_org_approved_check;
ALTER TABLE organizations ADD CONSTRAINT organizations_is_org_approved_check
  CHECK (is_org_approved IN ('Approved', 'Pending Approval', 'Not Verified', 'Rejected'));

-- Single-use links sent by mail (e-mail verification). Only the sha-256 of the token is kept.
CREATE TABLE email_tokens (
  id serial PRIMARY KEY,
  purpose text NOT NULL CHECK (purpose IN ('VERIFY_EMAIL')),
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  org_id integer NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  token_hash char(64) NOT NULL UNIQUE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- An invitation to join an organisation with a role (Invited → Joined, or Revoked).
CREATE TABLE invitations (
  id serial PRIMARY KEY,
  org_id integer NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  login_id varchar(64) NOT NULL CHECK (login_id = lower(login_id) AND login_id LIKE '%_@_%'),
  role text NOT NULL CHECK (role IN ('Manager', 'admin', 'user')),
  status text NOT NULL DEFAULT 'Invited' CHECK (status IN ('Invited', 'Joined', 'Revoked')),
  token_hash char(64) NOT NULL UNIQUE,
  invited_by integer REFERENCES users (id) ON DELETE SET NULL,
  expires_at timestamptz NOT NULL,
  accepted_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((status = 'Joined') = (accepted_at IS NOT NULL))
);

-- At most one open invitation per address and organisation (a new one replaces the old).
CREATE UNIQUE INDEX invitations_open_idx ON invitations (org_id, login_id) WHERE status = 'Invited';

-- Who referred whom (the code is derived from the referrer's saasOrgId, see signup service): Referred at sign-up, Joined once the platform approves the newcomer.
CREATE TABLE referrals (
  id serial PRIMARY KEY,
  referrer_org_id integer NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  referred_org_id integer NOT NULL UNIQUE REFERENCES organizations (id) ON DELETE CASCADE,
  status text NOT NULL DEFAULT 'Referred' CHECK (status IN ('Referred', 'Joined')),
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (referrer_org_id <> referred_org_id)
);

CREATE INDEX referrals_referrer_idx ON referrals (referrer_org_id);
