-- The sandbox gateway forgets a key's outcome after a day, as a real processor does (payments/gateway.ts
-- pruneSandboxCharges, an hourly job): the rows to forget are found by age.
CREATE INDEX sandbox_gateway_charges_created_idx ON sandbox_gateway_charges (created_at);
