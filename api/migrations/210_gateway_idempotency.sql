-- Bookings charge the gateway outside the transaction that holds the lot: a hold
-- (Pending Payment, its payment Payment Initiated) is committed first, the gateway is called, then
-- the answer is written in another transaction. The payment carries the key the gateway was called
-- with, so a hold left by a crash is resolved by asking the gateway what became of that key, and a
-- repeated call is never charged twice.
ALTER TABLE payments ADD COLUMN gateway_key text;
CREATE UNIQUE INDEX payments_gateway_key_idx ON payments (gateway_key) WHERE gateway_key IS NOT NULL;

-- An Idempotency-Key claimed by a booking or a payment retry whose answer is not written yet
-- (status_code 0) names its hold and which answer it awaits, so whoever resolves the hold (the
-- request, or the hold-release job after a crash) writes the answer a replay gets.
ALTER TABLE idempotency_keys ADD COLUMN reservation_id integer REFERENCES reservations (id) ON DELETE CASCADE;
ALTER TABLE idempotency_keys ADD COLUMN hold_answer text CHECK (hold_answer IN ('booking', 'retry'));
CREATE INDEX idempotency_keys_reservation_idx ON idempotency_keys (reservation_id) WHERE reservation_id IS NOT NULL;

-- A hold has earned nothing yet: its money enters the ledger when the gateway's answer books it
-- (a declined card leaves no entry, as before holds were committed on their own). The function of
-- migration 180 with Pending Payment among the statuses that never earned; holds already written
-- are synced to it.
CREATE OR REPLACE FUNCTION ledger_sync_reservation(rid integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  r record;
  taxes bigint;
  gross bigint;
  earned boolean;
  reversed boolean;
BEGIN
  SELECT res.status, res.amount_minor, res.discount_minor, res.discount_code_id, res.currency, res.lot_id, res.start_at,
         COALESCE(res.booked_by_org_id, res.org_id) AS customer_org_id, l.owner_org_id
    INTO r FROM reservations res JOIN parking_lots l ON l.id = res.lot_id WHERE res.id = rid;
  IF NOT FOUND THEN
    RETURN;
  END IF;
  earned := r.status NOT IN ('Pending Payment', 'Payment Failed', 'Booking Failed', 'Failed', 'Expired', 'Recurring Failed');
  reversed := r.status IN ('Cancelled', 'Refunded');
  SELECT COALESCE(sum(amount_minor), 0) INTO taxes FROM reservation_tax_lines WHERE reservation_id = rid;
  gross := r.amount_minor + r.discount_minor - taxes;
  INSERT INTO ledger_entries (kind, reservation_id, owner_org_id, customer_org_id, lot_id, discount_code_id, tax_name, currency, amount_minor,
                              accrues_at, reversal_of)
  SELECT d.kind, rid, r.owner_org_id, r.customer_org_id, r.lot_id, d.discount_code_id, d.tax_name, r.currency, d.delta, r.start_at,
         CASE WHEN d.held <> 0 AND sign(d.delta) <> sign(d.held) THEN d.last_id END
    FROM (
      SELECT kind, discount_code_id, tax_name, sum(amount) AS delta, sum(amount) FILTER (WHERE last_id IS NOT NULL) * -1 AS held, max(last_id) AS last_id
        FROM (
          SELECT 'charge' AS kind, NULL::integer AS discount_code_id, NULL::text AS tax_name, gross AS amount, NULL::bigint AS last_id WHERE earned
          UNION ALL SELECT 'discount', r.discount_code_id, NULL, -r.discount_minor::bigint, NULL WHERE earned
          UNION ALL SELECT 'tax', NULL, t.name, sum(t.amount_minor)::bigint, NULL FROM reservation_tax_lines t WHERE earned AND t.reservation_id = rid GROUP BY t.name
          UNION ALL SELECT 'refund', NULL, NULL, -r.amount_minor::bigint, NULL WHERE earned AND reversed
          UNION ALL SELECT 'platform_fee', NULL, NULL, -round((gross - r.discount_minor)::numeric * ledger_platform_fee_rate() / 1000000)::bigint, NULL
           WHERE earned AND NOT reversed
          UNION ALL SELECT e.kind, e.discount_code_id, e.tax_name, -e.amount_minor, e.id FROM ledger_entries e WHERE e.reservation_id = rid
        ) wanted
       GROUP BY kind, discount_code_id, tax_name
    ) d
   WHERE d.delta <> 0
   ORDER BY array_position(ARRAY['charge', 'discount', 'tax', 'refund', 'platform_fee'], d.kind), d.tax_name;
END
$$;

SELECT ledger_sync_reservation(id) FROM reservations WHERE status = 'Pending Payment' ORDER BY id;
