import { createTestContext, ORG, type TestContext } from '../../helpers/test-app';

/*
 * The lot day view lists each booking's gate code: the same code the reservation's own answer
 * gives its reader (null once the code no longer opens the gate), never a word standing for it.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

type Row = { reservationId: number; parkingLotId: number; startAt: string; status: string; gateCode: string | null };

test("the lot day list answers each booking's gate code, as the reservation's detail does", async () => {
  const { rows } = await ctx.db.query<{ id: number; lotId: number; day: string }>(
    `SELECT r.id, r.lot_id AS "lotId", to_char(r.start_at AT TIME ZONE l.time_zone, 'YYYY-MM-DD') AS day
       FROM reservations r JOIN parking_lots l ON l.id = r.lot_id
      WHERE l.owner_org_id = $1 AND r.gate_code IS NOT NULL
      ORDER BY r.id LIMIT 1`,
    [ORG.prairie],
  );
  expect(rows).toHaveLength(1);
  const [{ id, lotId, day }] = rows;
  const response = await ctx.as('owner', { url: `/api/reservations?parkingLotId=${lotId}&date=${day}&size=100`, orgId: ORG.prairie });
  expect(response.statusCode).toBe(200);
  const listed = (response.json() as { content: Row[] }).content;
  const row = listed.find((r) => r.reservationId === id);
  expect(row).toBeDefined();
  const detail = (await ctx.as('owner', { url: `/api/reservations/${id}`, orgId: ORG.prairie })).json() as { gateCode: string | null };
  expect(detail.gateCode).toEqual(expect.any(String));
  expect(row!.gateCode).toBe(detail.gateCode);
  // Every row carries the field; a booking whose code was revoked answers null, as its detail does.
  for (const r of listed) expect(r).toHaveProperty('gateCode');
});

test('a cancelled booking answers no gate code in the list', async () => {
  const { rows } = await ctx.db.query<{ id: number; lotId: number; day: string }>(
    `SELECT r.id, r.lot_id AS "lotId", to_char(r.start_at AT TIME ZONE l.time_zone, 'YYYY-MM-DD') AS day
       FROM reservations r JOIN parking_lots l ON l.id = r.lot_id
      WHERE l.owner_org_id = $1 AND r.status = 'Cancelled'
      ORDER BY r.id LIMIT 1`,
    [ORG.prairie],
  );
  expect(rows).toHaveLength(1);
  const [{ id, lotId, day }] = rows;
  const listed = (await ctx.as('owner', { url: `/api/reservations?parkingLotId=${lotId}&date=${day}&size=100`, orgId: ORG.prairie })).json() as {
    content: Row[];
  };
  expect(listed.content.find((r) => r.reservationId === id)).toMatchObject({ status: 'Cancelled', gateCode: null });
});
