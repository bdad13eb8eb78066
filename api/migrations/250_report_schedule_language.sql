-- A scheduled report is mailed in the language of the person who scheduled it (the
-- console's language when the schedule was made), not always in English. Schedules made before
-- this stay English, as they were mailed until now.
ALTER TABLE report_schedules ADD COLUMN language text NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'fr', 'es'));
