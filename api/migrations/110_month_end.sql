-- Month-end consolidated invoicing and invoice payments (DESIGN §3 Money, §7).

-- Invoice numbers are sequential per organisation without gaps: the next number is taken by an
-- UPDATE of this row inside the transaction that writes the invoice, so a rollback gives it back
-- and two writers queue on the row lock.
CREATE TABLE invoice_counters (
  org_id integer PRIMARY KEY REFERENCES organizations (id) ON DELETE CASCADE,
  last_number integer NOT NULL CHECK (last_number >= 0)
);

ALTER TABLE invoices ADD COLUMN org_sequence integer CHECK (org_sequence >= 1);
CREATE UNIQUE INDEX invoices_org_sequence_idx ON invoices (org_id, org_sequence) WHERE org_sequence IS NOT NULL;

-- What a line is: a charge (a booking), a tax (Canadian taxes are separate lines), a fee, a discount, a refund.
ALTER TABLE invoice_lines ADD COLUMN line_kind text NOT NULL DEFAULT 'charge'
  CHECK (line_kind IN ('charge', 'tax', 'fee', 'discount', 'refund'));

-- A booking is on at most one consolidated invoice: the primary key makes a second month-end
-- run unable to bill it twice, whatever the application does.
CREATE TABLE consolidated_billing (
  reservation_id integer PRIMARY KEY REFERENCES reservations (id) ON DELETE CASCADE,
  invoice_id integer NOT NULL REFERENCES invoices (id) ON DELETE CASCADE
);
CREATE INDEX consolidated_billing_invoice_idx ON consolidated_billing (invoice_id);

-- Payments of an invoice through the gateway; the invoice's balance is its total minus the successful ones.
CREATE TABLE invoice_payments (
  id serial PRIMARY KEY,
  invoice_id integer NOT NULL REFERENCES invoices (id) ON DELETE CASCADE,
  payer_org_id integer NOT NULL REFERENCES organizations (id) ON DELETE RESTRICT,
  method text NOT NULL CHECK (method IN ('CARD', 'BANK', 'OPEN_ACCOUNT', 'PAY_LATER')),
  status text NOT NULL CHECK (status IN ('Payment Success', 'Payment Pending', 'Payment Failed')),
  amount_minor integer NOT NULL CHECK (amount_minor > 0),
  currency char(3) NOT NULL CHECK (currency IN ('USD', 'CAD')),
  failure_code text,
  -- The saved card or bank account, or the open account, it was paid with (none for a typed card).
  payment_method_id integer REFERENCES payment_methods (id) ON DELETE SET NULL,
  open_account_id integer REFERENCES open_accounts (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX invoice_payments_invoice_idx ON invoice_payments (invoice_id);
