import { overstayPlatformFeeMinor } from '@haulstop/shared/rules';
import { createTestContext, ORG, type TestContext } from '../helpers/test-app';

/* The demo data shows the gate in every state on first start (each screen has something to show). */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

test("Prairie's lots have a slot in every gate state, a charged overstay, an owed one, and anomalies at the gate", async () => {
  const states = await ctx.db.query<{ gate_status: string }>(
    `SELECT DISTINCT e.gate_status FROM reservation_entries e JOIN reservations r ON r.id = e.reservation_id JOIN parking_lots l ON l.id = r.lot_id
      WHERE l.owner_org_id = $1 ORDER BY 1`,
    [ORG.prairie],
  );
  expect(states.rows.map((row) => row.gate_status)).toEqual(['LEFT', 'NOT_ARRIVED', 'NO_SHOW', 'ON_LOT', 'OVERSTAY']);
  // Each overstay charge's money is in the ledger as charged; the platform's fee on it is an entry of its own.
  const charged = await ctx.db.query<{ status: string; amount_minor: number; taxable_minor: number; ledger: number; fee: number; invoice_id: number | null }>(
    `SELECT g.status, g.amount_minor, g.taxable_minor, g.invoice_id,
            (SELECT sum(x.amount_minor)::int FROM ledger_entries x WHERE x.gate_charge_id = g.id AND x.kind <> 'platform_fee') AS ledger,
            (SELECT sum(x.amount_minor)::int FROM ledger_entries x WHERE x.gate_charge_id = g.id AND x.kind = 'platform_fee') AS fee
       FROM gate_charges g WHERE g.kind = 'overstay' ORDER BY g.status DESC`,
  );
  expect(charged.rows.map((row) => row.status)).toEqual(['Payment Success', 'Payment Failed']);
  for (const row of charged.rows) {
    expect(row.amount_minor).toBeGreaterThan(0);
    expect(row.ledger).toBe(row.amount_minor);
    expect(row.fee).toBe(-overstayPlatformFeeMinor(row.taxable_minor));
  }
  // The charge paid by card is on no invoice; the refused one is on the network's consolidated invoice of its month.
  expect(charged.rows[0].invoice_id).toBeNull();
  expect(charged.rows[1].invoice_id).not.toBeNull();
  const anomalies = await ctx.db.query<{ anomaly: string }>('SELECT anomaly FROM gate_events WHERE anomaly IS NOT NULL ORDER BY anomaly');
  expect(anomalies.rows.map((row) => row.anomaly)).toEqual(['CHECK_OUT_WITHOUT_CHECK_IN', 'OTHER_LOT_CODE']);
  // Charged, when the demo data was made, up to a time after that moment: read against its charge's own
  // time, not now() (the data is seeded once per run; the clock may pass that time before this file runs).
  const overstaying = await ctx.db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM reservation_entries e
      WHERE e.gate_status = 'OVERSTAY' AND e.overstay_started_at IS NOT NULL
        AND e.overstay_charged_until > (SELECT max(g.created_at) FROM gate_charges g
                                         WHERE g.kind = 'overstay' AND g.reservation_id = e.reservation_id AND g.sno = e.sno)`,
  );
  expect(overstaying.rows[0].n).toBe(1);
});

test("Northline sees last month's refused overstay on its consolidated invoice: an overstay line of the charge before taxes, its tax lines, the total the sum of the lines", async () => {
  const { rows } = await ctx.db.query<{ invoice_id: number; reservation_id: number; taxable_minor: number; tax: number; from_at: Date; period_start: string }>(
    `SELECT g.invoice_id, g.reservation_id, g.taxable_minor, g.amount_minor - g.taxable_minor AS tax, g.from_at, to_char(i.period_start, 'YYYY-MM') AS period_start
       FROM gate_charges g JOIN invoices i ON i.id = g.invoice_id WHERE g.kind = 'overstay'`,
  );
  expect(rows).toHaveLength(1);
  const owed = rows[0];
  // Last month's invoice, the month the booking ended in.
  const now = new Date();
  const lastMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1)).toISOString().slice(0, 7);
  expect(owed.period_start).toBe(lastMonth);
  expect(owed.from_at.toISOString().slice(0, 7)).toBe(lastMonth);

  const invoice = (await ctx.as('carrier', { url: `/api/invoices/${owed.invoice_id}`, orgId: ORG.northline })).json();
  expect(invoice).toMatchObject({ kind: 'consolidated', orgId: ORG.northline, status: 'Unpaid' });
  const lines = invoice.lines as { kind: string; description: string; amountMinor: number; reservationId: number | null }[];
  expect(lines.filter((line) => line.kind === 'overstay')).toEqual([
    expect.objectContaining({
      reservationId: owed.reservation_id,
      amountMinor: owed.taxable_minor,
      description: expect.stringContaining('overstay of reservation'),
    }),
  ]);
  expect(lines.filter((line) => line.kind === 'tax' && line.description.endsWith(', overstay')).reduce((sum, line) => sum + line.amountMinor, 0)).toBe(
    owed.tax,
  );
  expect(lines.reduce((sum, line) => sum + line.amountMinor, 0)).toBe(invoice.totalMinor);
  // Listed among Northline's invoices, so the carrier opens it from its invoice page.
  const listed = (await ctx.as('carrier', { url: `/api/invoices?period=${lastMonth}&kind=consolidated`, orgId: ORG.northline })).json();
  expect(listed.content.map((row: { invoiceId: number }) => row.invoiceId)).toContain(owed.invoice_id);
});
