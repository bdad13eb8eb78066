-- A change of login e-mail waits here until the new address follows its mailed link: the login
-- changes only then, so a mistyped or hostile address never becomes the login. One link per
-- request (stored hashed), single use, with an expiry.
CREATE TABLE email_changes (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  new_login_id varchar(64) NOT NULL CHECK (new_login_id = lower(new_login_id) AND new_login_id LIKE '%_@_%'),
  token_hash char(64) NOT NULL UNIQUE,
  language text NOT NULL DEFAULT 'en',
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX email_changes_user_idx ON email_changes (user_id);
