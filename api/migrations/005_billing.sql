-- Invoices and statements (DESIGN §6 money). Lines may point at the reservation they bill.

CREATE TABLE invoices (
  id serial PRIMARY KEY,
  invoice_number varchar(32) NOT NULL UNIQUE,
  org_id integer NOT NULL REFERENCES organizations (id) ON DELETE RESTRICT,
  kind text NOT NULL CHECK (kind IN ('invoice', 'consolidated', 'discount_code', 'subscription', 'statement_of_income')),
  period_start date NOT NULL,
  period_end date NOT NULL,
  status text NOT NULL CHECK (status IN (
    'Unpaid', 'Partially Paid', 'To be Paid', 'Payment Success', 'Payment Failed', 'Payment Pending',
    'Payment Initiated', 'Payment Refunded', 'Currently Recurring', 'Recurring Failed', 'Cancelled', 'Paid')),
  total_minor integer NOT NULL CHECK (total_minor >= 0),
  currency char(3) NOT NULL CHECK (currency IN ('USD', 'CAD')),
  due_date date NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (period_end >= period_start)
);

CREATE INDEX invoices_org_idx ON invoices (org_id);

CREATE TABLE invoice_lines (
  id serial PRIMARY KEY,
  invoice_id integer NOT NULL REFERENCES invoices (id) ON DELETE CASCADE,
  description varchar(255) NOT NULL,
  -- Signed: a statement of income subtracts platform fees.
  amount_minor integer NOT NULL,
  reservation_id integer REFERENCES reservations (id) ON DELETE SET NULL
);

CREATE INDEX invoice_lines_invoice_idx ON invoice_lines (invoice_id);
