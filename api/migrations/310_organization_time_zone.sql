-- Each organisation's accounting zone: the zone whose calendar cuts its periods (statements of
-- income, invoices, month-end, every report and preset, the dashboard). UTC until chosen; a lot
-- owner's starts as its first lot's zone (those already with lots here, later ones by the trigger).
ALTER TABLE organizations ADD COLUMN time_zone text NOT NULL DEFAULT 'UTC';
ALTER TABLE organizations
  ADD CONSTRAINT organizations_time_zone_check CHECK (time_zone IN ('UTC',
    'America/Vancouver', 'America/Los_Angeles', 'America/Edmonton', 'America/Denver', 'America/Phoenix',
    'America/Regina', 'America/Winnipeg', 'America/Chicago', 'America/Toronto', 'America/New_York', 'America/Halifax'));

UPDATE organizations o
   SET time_zone = first_lot.time_zone
  FROM (SELECT DISTINCT ON (l.owner_org_id) l.owner_org_id, l.time_zone
          FROM parking_lots l
         WHERE l.status <> 'Deleted'
         ORDER BY l.owner_org_id, l.id) first_lot
 WHERE first_lot.owner_org_id = o.id;

CREATE OR REPLACE FUNCTION organization_zone_of_first_lot() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE organizations o
     SET time_zone = NEW.time_zone
   WHERE o.id = NEW.owner_org_id AND o.time_zone = 'UTC'
     AND NOT EXISTS (SELECT 1 FROM parking_lots l WHERE l.owner_org_id = NEW.owner_org_id AND l.id <> NEW.id);
  RETURN NULL;
END;
$$;

CREATE TRIGGER parking_lots_first_lot_zone AFTER INSERT ON parking_lots
  FOR EACH ROW EXECUTE FUNCTION organization_zone_of_first_lot();

-- The instants an issued document's period ran between, in its organisation's zone when it was
-- issued: later changes of the zone never move a month already stated.
ALTER TABLE invoices ADD COLUMN period_from timestamptz, ADD COLUMN period_to timestamptz;
