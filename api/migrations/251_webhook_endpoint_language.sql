-- The mail that tells an organisation's admins their webhook endpoint was disabled is
-- written in the language of the admin who added the endpoint (the console's language then), as a
-- scheduled report is mailed in its maker's; endpoints added before this are mailed in English.
ALTER TABLE webhook_endpoints ADD COLUMN language text NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'fr', 'es'));
