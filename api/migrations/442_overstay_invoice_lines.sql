-- An overstay the booking's payment method did not pay is owed on its organisation's next invoice,
-- as a line of its own (kind overstay) with its taxes. Written for both PostgreSQL 15 and PGlite (PostgreSQL 18).
ALTER TABLE invoice_lines DROP CONSTRAINT invoice_lines_line_kind_check;
ALTER TABLE invoice_lines ADD CONSTRAINT invoice_lines_line_kind_check CHECK (line_kind IN ('charge', 'tax', 'fee', 'discount', 'refund', 'overstay'));
