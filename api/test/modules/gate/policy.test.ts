import { createTestContext, ORG, type TestContext } from '../../helpers/test-app';

let ctx: TestContext;
let lotId: number;
let otherLotId: number;
beforeAll(async () => {
  ctx = await createTestContext();
  const lot = async (owner: number) =>
    (await ctx.db.query<{ id: number }>(`SELECT id FROM parking_lots WHERE owner_org_id = $1 ORDER BY id LIMIT 1`, [owner])).rows[0].id;
  lotId = await lot(ORG.prairie);
  otherLotId = await lot(ORG.lakeshore);
});
afterAll(() => ctx.close());

const url = (id = lotId) => `/api/parkingLots/${id}/gatePolicy`;
const valid = { codeVisibleBeforeMinutes: 90, noShowAfterHours: 6, releaseNoShow: false, noShowFeePercent: 50, overstayGraceMinutes: 15 };

describe("a lot's gate policy", () => {
  test('a lot that never saved one answers the defaults', async () => {
    const answer = await ctx.as('owner', { url: url() });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ codeVisibleBeforeMinutes: 60, noShowAfterHours: 12, releaseNoShow: true, noShowFeePercent: 100, overstayGraceMinutes: 30 });
  });

  test('the owner saves it; it is read back and stored on the lot', async () => {
    const saved = await ctx.as('owner', { method: 'PUT', url: url(), payload: valid });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual(valid);
    expect((await ctx.as('manager', { url: url() })).json()).toEqual(valid);
    const { rows } = await ctx.db.query(`SELECT no_show_fee_percent, release_no_show FROM gate_policies WHERE parking_lot_id = $1`, [lotId]);
    expect(rows[0]).toEqual({ no_show_fee_percent: 50, release_no_show: false });
    // Numbers typed as text are numbers.
    const typed = await ctx.as('owner', { method: 'PUT', url: url(), payload: { ...valid, noShowAfterHours: '8' } });
    expect(typed.json().noShowAfterHours).toBe(8);
  });

  test.each([
    ['codeVisibleBeforeMinutes', 1441, 'Minutes must be a whole number from 0 to 1440'],
    ['noShowAfterHours', 0, 'Hours must be a whole number from 1 to 168'],
    ['noShowAfterHours', 1.5, 'Hours must be a whole number from 1 to 168'],
    ['noShowFeePercent', 101, 'The fee must be a whole percentage from 0 to 100'],
    ['overstayGraceMinutes', -1, 'Minutes must be a whole number from 0 to 1440'],
    ['overstayGraceMinutes', null, 'Minutes must be a whole number from 0 to 1440'],
    ['releaseNoShow', null, 'Choose one of the options'],
  ])('%s = %j is refused with its field and message', async (field, value, message) => {
    const answer = await ctx.as('owner', { method: 'PUT', url: url(), payload: { ...valid, [field]: value }, headers: { 'accept-language': 'en' } });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ errorCode: 'VALIDATION_FAILED', errorMessage: message, errorField: field });
  });

  test('the message is answered in the request language', async () => {
    const answer = await ctx.as('owner', { method: 'PUT', url: url(), payload: { ...valid, noShowAfterHours: 200 }, headers: { 'accept-language': 'fr' } });
    expect(answer.json().errorMessage).toBe('Les heures doivent être un entier de 1 à 168');
  });

  test("another owner's lot is 404, a carrier 403; the platform may; a lot's user reads but does not change it", async () => {
    expect((await ctx.as('owner', { url: url(otherLotId) })).statusCode).toBe(404);
    expect((await ctx.as('owner', { method: 'PUT', url: url(otherLotId), payload: valid })).statusCode).toBe(404);
    expect((await ctx.as('carrier', { url: url() })).statusCode).toBe(403);
    expect((await ctx.as('admin', { url: url(otherLotId), orgId: ORG.platform })).statusCode).toBe(200);
    expect((await ctx.as('admin', { method: 'PUT', url: url(otherLotId), orgId: ORG.platform, payload: valid })).statusCode).toBe(200);
  });
});
