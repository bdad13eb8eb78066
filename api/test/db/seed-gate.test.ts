import { overstayPlatformFeeMinor } from '@haulstop/shared/rules';
import { createTestContext, ORG, type TestContext } from '../helpers/test-app';

/* The demo data shows the gate in every state on first start (each screen has something to show). */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

test("Prairie's lots have a slot in every gate state, a charged overstay, and anomalies at the gate", async () => {
  const states = await ctx.db.query<{ gate_status: string }>(
    `SELECT DISTINCT e.gate_status FROM reservation_entries e JOIN reservations r ON r.id = e.reservation_id JOIN parking_lots l ON l.id = r.lot_id
      WHERE l.owner_org_id = $1 ORDER BY 1`,
    [ORG.prairie],
  );
  expect(states.rows.map((row) => row.gate_status)).toEqual(['LEFT', 'NOT_ARRIVED', 'NO_SHOW', 'ON_LOT', 'OVERSTAY']);
  // The charge's money is in the ledger as charged; the platform's fee on it is an entry of its own.
  const charged = await ctx.db.query<{ status: string; amount_minor: number; taxable_minor: number; ledger: number; fee: number }>(
    `SELECT g.status, g.amount_minor, g.taxable_minor,
            (SELECT sum(x.amount_minor)::int FROM ledger_entries x WHERE x.gate_charge_id = g.id AND x.kind <> 'platform_fee') AS ledger,
            (SELECT sum(x.amount_minor)::int FROM ledger_entries x WHERE x.gate_charge_id = g.id AND x.kind = 'platform_fee') AS fee
       FROM gate_charges g WHERE g.kind = 'overstay'`,
  );
  expect(charged.rows).toHaveLength(1);
  expect(charged.rows[0]).toMatchObject({ status: 'Payment Success' });
  expect(charged.rows[0].amount_minor).toBeGreaterThan(0);
  expect(charged.rows[0].ledger).toBe(charged.rows[0].amount_minor);
  expect(charged.rows[0].fee).toBe(-overstayPlatformFeeMinor(charged.rows[0].taxable_minor));
  const anomalies = await ctx.db.query<{ anomaly: string }>('SELECT anomaly FROM gate_events WHERE anomaly IS NOT NULL ORDER BY anomaly');
  expect(anomalies.rows.map((row) => row.anomaly)).toEqual(['CHECK_OUT_WITHOUT_CHECK_IN', 'OTHER_LOT_CODE']);
  const overstaying = await ctx.db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM reservation_entries WHERE gate_status = 'OVERSTAY' AND overstay_started_at IS NOT NULL AND overstay_charged_until > now()`,
  );
  expect(overstaying.rows[0].n).toBe(1);
});
