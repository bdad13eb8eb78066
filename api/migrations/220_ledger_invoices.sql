-- Subscription invoices and invoice payments in the ledger, and the credit notes that
-- adjust an issued statement of income. Written for both PostgreSQL 15 and PGlite (PostgreSQL 18).
--
-- Two new kinds, with the columns every entry has kept meaningful (owner_org_id the organisation
-- whose money it is, signed from its side; lot_id NULL: this money belongs to no lot; accrues_at
-- the moment that puts it in a month, UTC):
--   subscription    the platform bills a subscription period: owner_org_id the platform (it earns
--                   it), customer_org_id the subscriber, invoice_id the period's invoice, + the
--                   invoice's total, accruing at the period's first day.
--   invoice_payment an organisation pays an invoice (card, settled bank payment, open account):
--                   owner_org_id the platform (every invoice is the platform's), customer_org_id
--                   the payer, invoice_id and invoice_payment_id what it pays, − the amount (it
--                   takes away from what the invoice is owed), accruing when the money moved.
-- So an invoice's paid amount is −Σ of its invoice_payment entries, and a subscription invoice's
-- entries sum to its balance due.
ALTER TABLE ledger_entries DROP CONSTRAINT ledger_entries_kind_check;
ALTER TABLE ledger_entries ADD CONSTRAINT ledger_entries_kind_check
  CHECK (kind IN ('charge', 'discount', 'tax', 'refund', 'platform_fee', 'payout', 'subscription', 'invoice_payment'));
ALTER TABLE ledger_entries ADD COLUMN invoice_payment_id integer REFERENCES invoice_payments (id) ON DELETE RESTRICT;
ALTER TABLE ledger_entries ADD CONSTRAINT ledger_entries_invoice_money_check
  CHECK ((kind NOT IN ('subscription', 'invoice_payment') OR (invoice_id IS NOT NULL AND lot_id IS NULL AND reservation_id IS NULL))
         AND ((kind = 'invoice_payment') = (invoice_payment_id IS NOT NULL)));
CREATE INDEX ledger_entries_invoice_idx ON ledger_entries (invoice_id) WHERE invoice_id IS NOT NULL;

-- The platform organisation (PLATFORM_ORG_ID of shared/constants; a test checks they agree).
CREATE FUNCTION ledger_platform_org_id() RETURNS integer LANGUAGE sql IMMUTABLE AS $$ SELECT 1 $$;

-- A subscription invoice's money, written as the difference from what the ledger holds for it
-- (so a change of its total writes only the change, and a cancelled invoice is reversed).
CREATE FUNCTION ledger_sync_invoice(iid integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  i record;
  wanted bigint;
  held bigint;
  last_id bigint;
BEGIN
  SELECT kind, org_id, status, total_minor, currency, period_start INTO i FROM invoices WHERE id = iid;
  IF NOT FOUND OR i.kind <> 'subscription' THEN
    RETURN;
  END IF;
  wanted := CASE WHEN i.status = 'Cancelled' THEN 0 ELSE i.total_minor END;
  SELECT COALESCE(sum(amount_minor), 0), max(id) INTO held, last_id FROM ledger_entries WHERE invoice_id = iid AND kind = 'subscription';
  IF wanted <> held THEN
    INSERT INTO ledger_entries (kind, invoice_id, owner_org_id, customer_org_id, currency, amount_minor, accrues_at, reversal_of)
    VALUES ('subscription', iid, ledger_platform_org_id(), i.org_id, i.currency, wanted - held, i.period_start::timestamp AT TIME ZONE 'UTC',
            CASE WHEN held <> 0 AND sign(wanted - held) <> sign(held) THEN last_id END);
  END IF;
END
$$;

-- A payment of an invoice holds money once it has succeeded (a bank payment when it settles, at
-- `at`); a failed or still pending one holds none, and one undone later is reversed.
CREATE FUNCTION ledger_sync_invoice_payment(pid integer, at timestamptz) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  p record;
  wanted bigint;
  held bigint;
  last_id bigint;
BEGIN
  SELECT invoice_id, payer_org_id, status, amount_minor, currency INTO p FROM invoice_payments WHERE id = pid;
  IF NOT FOUND THEN
    RETURN;
  END IF;
  wanted := CASE WHEN p.status = 'Payment Success' THEN -p.amount_minor ELSE 0 END;
  SELECT COALESCE(sum(amount_minor), 0), max(id) INTO held, last_id FROM ledger_entries WHERE invoice_payment_id = pid;
  IF wanted <> held THEN
    INSERT INTO ledger_entries (kind, invoice_id, invoice_payment_id, owner_org_id, customer_org_id, currency, amount_minor, accrues_at, reversal_of)
    VALUES ('invoice_payment', p.invoice_id, pid, ledger_platform_org_id(), p.payer_org_id, p.currency, wanted - held, at,
            CASE WHEN held <> 0 AND sign(wanted - held) <> sign(held) THEN last_id END);
  END IF;
END
$$;

CREATE FUNCTION ledger_invoice_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM ledger_sync_invoice(NEW.id);
  RETURN NULL;
END
$$;

CREATE FUNCTION ledger_invoice_payment_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM ledger_sync_invoice_payment(NEW.id, CASE WHEN TG_OP = 'INSERT' THEN NEW.created_at ELSE now() END);
  RETURN NULL;
END
$$;

-- Written by the database in the statement that writes the invoice or the payment (so in its
-- transaction, whoever wrote it: a subscription, a renewal, a retry, a payment, the seed), and
-- at once, so the same transaction reads the invoice's state from the ledger.
CREATE TRIGGER invoices_ledger AFTER INSERT OR UPDATE OF status, total_minor ON invoices
  FOR EACH ROW WHEN (NEW.kind = 'subscription') EXECUTE FUNCTION ledger_invoice_changed();
CREATE TRIGGER invoice_payments_ledger AFTER INSERT OR UPDATE OF status, amount_minor ON invoice_payments
  FOR EACH ROW EXECUTE FUNCTION ledger_invoice_payment_changed();

-- A subscription period charged to the card was a payment no row recorded: those of the paid
-- subscription invoices written before are recorded now (by card, when the invoice was written).
INSERT INTO invoice_payments (invoice_id, payer_org_id, method, status, amount_minor, currency, created_at)
SELECT i.id, i.org_id, 'CARD', 'Payment Success', i.total_minor, i.currency, i.created_at
  FROM invoices i
 WHERE i.kind = 'subscription' AND i.status = 'Currently Recurring' AND i.total_minor > 0
   AND NOT EXISTS (SELECT 1 FROM invoice_payments p WHERE p.invoice_id = i.id)
 ORDER BY i.id;

-- The invoices and payments written before: their money now.
SELECT ledger_sync_invoice(id) FROM invoices WHERE kind = 'subscription' ORDER BY id;
SELECT ledger_sync_invoice_payment(id, created_at) FROM invoice_payments ORDER BY id;

-- A credit note adjusts an issued statement of income (see billing/owner-documents.ts): it names
-- the statement, and its total is the signed change of the owner's net payout (a refund after the
-- statement was issued takes away), so it alone may be below zero.
ALTER TABLE invoices DROP CONSTRAINT invoices_kind_check;
ALTER TABLE invoices ADD CONSTRAINT invoices_kind_check
  CHECK (kind IN ('invoice', 'consolidated', 'discount_code', 'subscription', 'statement_of_income', 'credit_note'));
ALTER TABLE invoices DROP CONSTRAINT invoices_total_minor_check;
ALTER TABLE invoices ADD CONSTRAINT invoices_total_minor_check CHECK (total_minor >= 0 OR kind = 'credit_note');
ALTER TABLE invoices ADD COLUMN adjusts_invoice_id integer REFERENCES invoices (id) ON DELETE RESTRICT;
ALTER TABLE invoices ADD CONSTRAINT invoices_adjusts_check CHECK ((kind = 'credit_note') = (adjusts_invoice_id IS NOT NULL));
CREATE INDEX invoices_adjusts_idx ON invoices (adjusts_invoice_id) WHERE adjusts_invoice_id IS NOT NULL;
