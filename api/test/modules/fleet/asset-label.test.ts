import { assetLabel } from '@haulstop/shared/rules';
import { assetLabelSql } from '../../../src/modules/fleet/asset-label-sql';
import { createTestContext, ORG, type TestContext } from '../../helpers/test-app';

/*
 * An asset is named one way everywhere: the API's answers (the reservation list, the reservation
 * itself) carry the label the shared rule gives for that asset, the one the screens show.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  // Assets the seed may not have: no make, no year, neither.
  await ctx.db.query(
    `INSERT INTO assets (org_id, asset_type, vin, license, make, year) VALUES
       ($1, 'Tractor', '1FUJGLDR3CLBP8801', 'LBL001', NULL, NULL),
       ($1, 'Trailer', '1FUJGLDR3CLBP8802', 'LBL002', 'Utility', NULL),
       ($1, 'Tractor', '1FUJGLDR3CLBP8803', 'LBL003', NULL, '2019'),
       ($1, 'Tractor', '1FUJGLDR3CLBP8804', 'LBL004', 'Freightliner', '2015')`,
    [ORG.northline],
  );
});
afterAll(() => ctx.close());

type AssetRow = { id: number; make: string | null; year: string | null; license: string; vin: string; asset_type: string; label: string };

const ruleOf = (row: AssetRow) => assetLabel({ make: row.make, makeYear: row.year, licensePlate: row.license, vin: row.vin, assetType: row.asset_type });

test('the SQL label is the shared rule’s, for every asset', async () => {
  const { rows } = await ctx.db.query<AssetRow>(`SELECT a.id, a.make, a.year, a.license, a.vin, a.asset_type, ${assetLabelSql('a')} AS label FROM assets a`);
  expect(rows.length).toBeGreaterThan(4);
  for (const row of rows) expect(row.label).toBe(ruleOf(row));
  expect(rows.find((r) => r.license === 'LBL004')?.label).toBe('Freightliner 2015 (LBL004)');
  expect(rows.find((r) => r.license === 'LBL001')?.label).toBe('Tractor (LBL001)');
});

test('the reservation list and the reservation name each asset as the shared rule does', async () => {
  const { rows } = await ctx.db.query<{ reservationId: number; sno: number; assetId: number }>(
    `SELECT e.reservation_id AS "reservationId", e.sno, e.asset_id AS "assetId" FROM reservation_entries e JOIN reservations r ON r.id = e.reservation_id
      WHERE e.asset_id IS NOT NULL AND r.org_id = $1 ORDER BY e.reservation_id LIMIT 5`,
    [ORG.northline],
  );
  expect(rows.length).toBeGreaterThan(0);
  // One booked truck whose make and year are not known: it is named by its type.
  await ctx.db.query('UPDATE assets SET make = NULL, year = NULL WHERE id = $1', [rows[0].assetId]);
  const { rows: assets } = await ctx.db.query<AssetRow>(`SELECT a.id, a.make, a.year, a.license, a.vin, a.asset_type, '' AS label FROM assets a`);
  const byId = new Map(assets.map((a) => [a.id, a]));
  expect(ruleOf(byId.get(rows[0].assetId)!)).toMatch(/^[A-Z][a-z]+ \(\S+\)$/);
  const list = (await ctx.as('carrier', { url: '/api/reservations?size=100', orgId: ORG.northline })).json() as {
    content: { reservationId: number; entries: { sno: number; assetLabel: string | null }[] }[];
  };
  for (const { reservationId, sno, assetId } of rows) {
    const expected = ruleOf(byId.get(assetId)!);
    const detail = (await ctx.as('carrier', { url: `/api/reservations/${reservationId}`, orgId: ORG.northline })).json() as {
      entries: { sno: number; assetLabel: string | null }[];
    };
    expect(detail.entries.find((e) => e.sno === sno)?.assetLabel).toBe(expected);
    const listed = list.content.find((r) => r.reservationId === reservationId);
    if (listed) expect(listed.entries.find((e) => e.sno === sno)?.assetLabel).toBe(expected);
  }
});
