import type { MonthEndResult } from '@haulstop/shared/contracts';
import { zonedInstant } from '@haulstop/shared/time';
import { createTestContext, ORG, type TestContext } from '../../helpers/test-app';
import { insertBooking, ownerWithLots } from '../reports/fixtures';

/*
 * One accounting calendar per organisation: its zone (a setting) cuts every period it reads —
 * statements, their invoices, month-end, the lot, asset, drivers and revenue reports. A booking at
 * 6:30 PM on Nov 30 2026 in Edmonton (2026-12-01T00:30Z) is November everywhere for an Edmonton
 * organisation, though December in UTC.
 */
const EDMONTON = 'America/Edmonton';
const NOV = 'from=2026-11-01&to=2026-12-01';
const DEC = 'from=2026-12-01&to=2027-01-01';
let ctx: TestContext;
let owner: Awaited<ReturnType<typeof ownerWithLots>>;
let carrierId: number;
let assetId: number;
let driverId: number;
const startAt = zonedInstant('2026-11-30T18:30', EDMONTON)!;

const get = async (url: string, orgId: number, user: Parameters<TestContext['as']>[0] = 'admin') => {
  const response = await ctx.as(user, { url, orgId });
  expect([url, response.statusCode]).toEqual([url, 200]);
  return response.json();
};

beforeAll(async () => {
  ctx = await createTestContext();
  owner = await ownerWithLots(ctx, 'Nisku Parking', EDMONTON);
  const carrier = await ctx.db.query<{ id: number }>(
    `INSERT INTO organizations (name, org_type, status, is_org_approved) VALUES ('Leduc Haulers', 'CARRIER', 'Active', 'Approved') RETURNING id`,
  );
  carrierId = carrier.rows[0].id;
  await ctx.db.query('UPDATE organizations SET saas_org_id = id WHERE id = $1', [carrierId]);
  assetId = (
    await ctx.db.query<{ id: number }>(
      `INSERT INTO assets (org_id, asset_type, vin, license) VALUES ($1, 'Tractor', '1FUJGLDR5CLBP8834', 'AB-1234') RETURNING id`,
      [carrierId],
    )
  ).rows[0].id;
  driverId = (await ctx.db.query<{ id: number }>(`INSERT INTO drivers (org_id, first_name, last_name) VALUES ($1, 'Dana', 'Leduc') RETURNING id`, [carrierId]))
    .rows[0].id;
  expect(startAt.toISOString()).toBe('2026-12-01T00:30:00.000Z');
  await insertBooking(ctx, {
    lotId: owner.cadLot,
    orgId: carrierId,
    startAt,
    amountMinor: 6300,
    currency: 'CAD',
    entries: [{ assetId, driverId }],
  });
});
afterAll(() => ctx.close());

describe("an organisation's accounting zone", () => {
  test("is a setting: a lot owner's starts as its first lot's zone; the company record changes it (UTC or a lot's zone, another → 400)", async () => {
    expect((await get(`/api/organization/${owner.orgId}`, owner.orgId)).timeZone).toBe(EDMONTON);
    expect((await get(`/api/organization/${carrierId}/profile`, carrierId)).timeZone).toBe('UTC');
    const put = (timeZone: string) =>
      ctx.as('admin', {
        method: 'PUT',
        url: `/api/organization/${carrierId}`,
        orgId: carrierId,
        payload: { orgName: 'Leduc Haulers', dotNumber: '98765432101', timeZone },
      });
    expect((await put('Asia/Tokyo')).statusCode).toBe(400);
    const saved = await put(EDMONTON);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().timeZone).toBe(EDMONTON);
    expect((await get(`/api/organization/${carrierId}`, carrierId)).timeZone).toBe(EDMONTON);
    // Leaving it out keeps it.
    expect(
      (
        await ctx.as('admin', {
          method: 'PUT',
          url: `/api/organization/${carrierId}`,
          orgId: carrierId,
          payload: { orgName: 'Leduc Haulers', dotNumber: '98765432101' },
        })
      ).json().timeZone,
    ).toBe(EDMONTON);
  });

  test('"6:30 PM on Nov 30 in Edmonton is November": the statement of income counts it in November, not December, and says its zone', async () => {
    const lotRow = (statement: { rows: { parkingLotId: number; bookings: number; grossMinor: number }[] }) =>
      statement.rows.find((row) => row.parkingLotId === owner.cadLot);
    const november = await get('/api/statements?period=2026-11', owner.orgId);
    expect(november.timeZone).toBe(EDMONTON);
    expect(lotRow(november)).toMatchObject({ bookings: 1, grossMinor: 6300 });
    expect(lotRow(await get('/api/statements?period=2026-12', owner.orgId))).toBeUndefined();
  });

  test('the lot report counts it in November, like the statement', async () => {
    const row = (page: { content: { parkingLotId: number; bookings: number; grossMinor: number }[] }) =>
      page.content.find((r) => r.parkingLotId === owner.cadLot);
    expect(row(await get(`/api/reports/parkingLots?${NOV}&size=100`, owner.orgId))).toMatchObject({ bookings: 1, grossMinor: 6300 });
    expect(row(await get(`/api/reports/parkingLots?${DEC}&size=100`, owner.orgId))?.bookings ?? 0).toBe(0);
  });

  test("the asset report cuts days in the carrier's zone: the booking is November's, its last booking labelled with the instant", async () => {
    const row = (page: { content: { assetId: number; bookings: number; lastBookingAt: string | null }[] }) => page.content.find((r) => r.assetId === assetId);
    expect(row(await get(`/api/reports/assets?${NOV}&size=100`, carrierId))).toMatchObject({ bookings: 1, lastBookingAt: startAt.toISOString() });
    expect(row(await get(`/api/reports/assets?${DEC}&size=100`, carrierId))?.bookings ?? 0).toBe(0);
  });

  test("the platform's drivers and revenue reports cut in the platform's zone: once it is Edmonton's, the booking is November's there too", async () => {
    const platform = await get(`/api/organization/${ORG.platform}/profile`, ORG.platform);
    const saved = await ctx.as('admin', {
      method: 'PUT',
      url: `/api/organization/${ORG.platform}`,
      orgId: ORG.platform,
      payload: { orgName: platform.orgName, timeZone: EDMONTON },
    });
    expect(saved.statusCode).toBe(200);
    const driver = (page: { content: { driverId: number; bookings: number }[] }) => page.content.find((r) => r.driverId === driverId);
    expect(driver(await get(`/api/reports/drivers?${NOV}&orgId=${carrierId}&size=100`, ORG.platform))).toMatchObject({ bookings: 1 });
    expect(driver(await get(`/api/reports/drivers?${DEC}&orgId=${carrierId}&size=100`, ORG.platform))?.bookings ?? 0).toBe(0);
    const lot = (report: { rows: { key: string; bookings: number; currency: string }[] }) => report.rows.find((r) => r.key === String(owner.cadLot));
    expect(lot(await get(`/api/reports/revenue?${NOV}&groupBy=lot`, ORG.platform))).toMatchObject({ bookings: 1, currency: 'CAD' });
    expect(lot(await get(`/api/reports/revenue?${DEC}&groupBy=lot`, ORG.platform))).toBeUndefined();
  });

  test("month-end issues the owner's November statement with the booking, cut at Edmonton's midnights, and it reconciles with the page", async () => {
    const response = await ctx.as('admin', { method: 'POST', url: '/api/billing/monthEnd', payload: { period: '2026-11' }, orgId: ORG.platform });
    expect(response.statusCode).toBe(200);
    const result: MonthEndResult = response.json();
    const statement = result.ownerDocuments.find((doc) => doc.orgId === owner.orgId && doc.kind === 'statement_of_income');
    expect(statement).toBeDefined();
    const page = await get('/api/statements?period=2026-11', owner.orgId);
    const cad = page.totals.find((total: { currency: string }) => total.currency === 'CAD');
    expect(statement!.totalMinor).toBe(cad.netPayoutMinor);
    const { rows } = await ctx.db.query<{ from: Date; to: Date }>('SELECT period_from AS "from", period_to AS "to" FROM invoices WHERE id = $1', [
      statement!.invoiceId,
    ]);
    expect([rows[0].from.toISOString(), rows[0].to.toISOString()]).toEqual([
      zonedInstant('2026-11-01', EDMONTON)!.toISOString(),
      zonedInstant('2026-12-01', EDMONTON)!.toISOString(),
    ]);
    // Nothing drifts: no credit note for a statement that agrees with its month.
    const again: MonthEndResult = (
      await ctx.as('admin', { method: 'POST', url: '/api/billing/monthEnd', payload: { period: '2026-11' }, orgId: ORG.platform })
    ).json();
    expect(again.ownerDocuments.filter((doc) => doc.orgId === owner.orgId)).toEqual([]);
    const notes = await ctx.db.query('SELECT 1 FROM invoices WHERE kind = $1 AND adjusts_invoice_id = $2', ['credit_note', statement!.invoiceId]);
    expect(notes.rowCount).toBe(0);
  });
});
