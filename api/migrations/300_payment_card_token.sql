-- A card typed once for a payment is kept as the gateway's token for it (never its number), on the
-- payment it paid and on an extension held with it, so that "as the reservation was paid" charges
-- that same card again and a refund goes back to it.
ALTER TABLE payments ADD COLUMN card_token text;
ALTER TABLE extension_holds ADD COLUMN card_token text;
