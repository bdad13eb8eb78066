-- A booking owes one line per tax and rate: an extension's tax adds to the booking's line of that
-- tax (GST (5%) is listed once, with the sum), on the detail page, in webhooks and on documents.
-- Lines written twice for one tax are merged into the first (the ledger sums taxes by name, so its
-- figures do not move).
WITH merged AS (
  SELECT min(id) AS keep, reservation_id, name, rate, sum(taxable_minor) AS taxable_minor, sum(amount_minor) AS amount_minor
    FROM reservation_tax_lines GROUP BY reservation_id, name, rate HAVING count(*) > 1
),
kept AS (
  UPDATE reservation_tax_lines t SET taxable_minor = m.taxable_minor, amount_minor = m.amount_minor FROM merged m WHERE t.id = m.keep RETURNING t.id
)
DELETE FROM reservation_tax_lines t USING merged m
 WHERE t.reservation_id = m.reservation_id AND t.name = m.name AND t.rate = m.rate AND t.id <> m.keep AND t.id NOT IN (SELECT id FROM kept);

CREATE UNIQUE INDEX reservation_tax_lines_one_per_tax_idx ON reservation_tax_lines (reservation_id, name, rate);
