-- A lot's clock is a real zone (IANA name), so daylight saving is right: Regina keeps CST all
-- year, Toronto is EST then EDT. Lots stored with an abbreviation (MST, CST, EST, PST) move to the
-- zone of that abbreviation where they are, as lotTimeZoneOf (shared/src/time) resolves a write.

ALTER TABLE parking_lots DROP CONSTRAINT IF EXISTS parking_lots_time_zone_check;

UPDATE parking_lots
   SET time_zone = CASE
         WHEN time_zone = 'PST' AND country = 'CA' THEN 'America/Vancouver'
         WHEN time_zone = 'PST' THEN 'America/Los_Angeles'
         WHEN time_zone = 'MST' AND upper(btrim(region)) IN ('AZ', 'ARIZONA') THEN 'America/Phoenix'
         WHEN time_zone = 'MST' AND country = 'CA' THEN 'America/Edmonton'
         WHEN time_zone = 'MST' THEN 'America/Denver'
         WHEN time_zone = 'CST' AND upper(btrim(region)) IN ('SK', 'SASKATCHEWAN') THEN 'America/Regina'
         WHEN time_zone = 'CST' AND country = 'CA' THEN 'America/Winnipeg'
         WHEN time_zone = 'CST' THEN 'America/Chicago'
         WHEN time_zone = 'EST' AND country = 'CA' THEN 'America/Toronto'
         WHEN time_zone = 'EST' THEN 'America/New_York'
         ELSE time_zone
       END;

ALTER TABLE parking_lots
  ADD CONSTRAINT parking_lots_time_zone_check CHECK (time_zone IN (
    'America/Vancouver', 'America/Los_Angeles', 'America/Edmonton', 'America/Denver', 'America/Phoenix',
    'America/Regina', 'America/Winnipeg', 'America/Chicago', 'America/Toronto', 'America/New_York', 'America/Halifax'));
