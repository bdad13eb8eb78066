-- API keys (DESIGN §8): a partner's software acts as its organisation with the key's scopes.
-- Only the SHA-256 of the key is kept (keys are 32 random bytes, so a plain hash cannot be
-- walked back); the prefix lets a person recognise a key in the list.
CREATE TABLE api_keys (
  id serial PRIMARY KEY,
  org_id integer NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  name varchar(64) NOT NULL,
  prefix varchar(16) NOT NULL,
  key_hash char(64) NOT NULL UNIQUE,
  scopes text[] NOT NULL,
  created_by integer REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz,
  revoked_at timestamptz,
  last_used_at timestamptz,
  last_used_ip varchar(64),
  -- The per-key rate limit's fixed one-minute window, counted in the database so every API
  -- replica shares it.
  rate_window_start timestamptz,
  rate_window_count integer NOT NULL DEFAULT 0
);
CREATE INDEX api_keys_org_idx ON api_keys (org_id);
