-- A statement of income carries the no-show fees its owner's lots kept as a line of their own
-- (kind no_show_fee), beside its overstay line; a pay-later booking's no-show fee is billed to its
-- organisation on a line of that kind too. Written for both PostgreSQL 15 and PGlite (PostgreSQL 18).
ALTER TABLE invoice_lines DROP CONSTRAINT invoice_lines_line_kind_check;
ALTER TABLE invoice_lines ADD CONSTRAINT invoice_lines_line_kind_check
  CHECK (line_kind IN ('charge', 'tax', 'fee', 'discount', 'refund', 'overstay', 'no_show_fee'));
