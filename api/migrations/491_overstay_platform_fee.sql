-- The platform's fee applies to overstay money as to booking money: each overstay charge carries a
-- platform_fee entry naming its gate charge (the booking's own reckoning, ledger_sync_reservation,
-- leaves entries of a gate charge alone). Written for both PostgreSQL 15 and PGlite (PostgreSQL 18).
ALTER TABLE ledger_entries DROP CONSTRAINT ledger_entries_gate_charge_check;
ALTER TABLE ledger_entries ADD CONSTRAINT ledger_entries_gate_charge_check
  CHECK ((kind NOT IN ('overstay', 'no_show_fee') OR gate_charge_id IS NOT NULL)
         AND (gate_charge_id IS NULL OR kind IN ('overstay', 'no_show_fee', 'tax', 'platform_fee')));
