-- Scheduled reports: a report with its filters, mailed as CSV daily, weekly or monthly to
-- members of the organisation. Each recipient has its own unsubscribe token (the mailed link).
CREATE TABLE report_schedules (
  id serial PRIMARY KEY,
  org_id integer NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  report text NOT NULL CHECK (report IN ('parkingLots', 'assets', 'drivers', 'revenue', 'reconciliation')),
  -- The report's filters (parkingLotId, orgId, status, groupBy, sort); the range is the period before each run.
  query jsonb NOT NULL DEFAULT '{}'::jsonb,
  frequency text NOT NULL CHECK (frequency IN ('DAILY', 'WEEKLY', 'MONTHLY')),
  next_run_at timestamptz NOT NULL,
  last_sent_at timestamptz,
  created_by integer REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX report_schedules_org_idx ON report_schedules (org_id);
CREATE INDEX report_schedules_due_idx ON report_schedules (next_run_at);

CREATE TABLE report_schedule_recipients (
  schedule_id integer NOT NULL REFERENCES report_schedules (id) ON DELETE CASCADE,
  email varchar(64) NOT NULL CHECK (email = lower(email)),
  token char(43) NOT NULL UNIQUE,
  unsubscribed_at timestamptz,
  PRIMARY KEY (schedule_id, email)
);

-- What the reports read by: payments in a range (reconciliation) and the entries of a truck or a
-- driver (asset and drivers reports); the other reads use the ledger's and reservations' indexes.
CREATE INDEX IF NOT EXISTS payments_created_idx ON payments (created_at);
CREATE INDEX IF NOT EXISTS reservation_entries_asset_idx ON reservation_entries (asset_id) WHERE asset_id IS NOT NULL;
CREATE INDEX IF NOT EXISTS reservation_entries_driver_idx ON reservation_entries (driver_id) WHERE driver_id IS NOT NULL;
