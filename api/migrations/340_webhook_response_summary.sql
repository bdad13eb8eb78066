-- A delivery attempt keeps the receiver's status and a summary of its answer (size and media type),
-- never the body: a receiver inside the network must not have its answers shown to the organisation.
-- Bodies kept so far are dropped with the column (their full size was never known).
ALTER TABLE webhook_attempts ADD COLUMN response_bytes integer;
ALTER TABLE webhook_attempts ADD COLUMN response_content_type text;
ALTER TABLE webhook_attempts DROP COLUMN response_body;
