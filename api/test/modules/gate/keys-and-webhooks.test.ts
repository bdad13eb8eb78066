import { WEBHOOK_JOB } from '../../../src/modules/webhooks/delivery';
import { bookThroughApi, seededLot } from '../../helpers/booking';
import { createTestContext, ORG, type TestContext } from '../../helpers/test-app';
import { startRecordingReceiver, verifiedEvent, type ReceivedRequest, type RecordingReceiver } from '../../helpers/webhook-receiver';

let received: ReceivedRequest[];
let receiver: RecordingReceiver;
let base: string;
let ctx: TestContext;
let lotId: number;
let otherOwnersLotId: number;
let asset: { id: number; license: string };

beforeAll(async () => {
  receiver = await startRecordingReceiver();
  ({ base, received } = receiver);
  ctx = await createTestContext({ webhookAllowLoopback: true, webhookRetryDelaysMs: [50, 50, 50], webhookTimeoutMs: 2000 });
  lotId = (await seededLot(ctx, { minSlots: 3 })).id;
  otherOwnersLotId = (await ctx.db.query<{ id: number }>(`SELECT id FROM parking_lots WHERE owner_org_id = $1 ORDER BY id LIMIT 1`, [ORG.lakeshore])).rows[0]
    .id;
  asset = (
    await ctx.db.query<{ id: number; license: string }>(`SELECT id, license FROM assets WHERE org_id = $1 AND status = 'Active' ORDER BY id DESC LIMIT 1`, [
      ORG.northline,
    ])
  ).rows[0];
});
afterAll(async () => {
  await ctx.close();
  await receiver.close();
});

const book = (entries: { assetId?: number }[] = []) =>
  bookThroughApi(ctx, { parkingLotId: lotId, startAt: new Date(Date.now() - 60_000).toISOString(), entries }, { orgId: ORG.northline });
async function ownerKey(scopes: string[]) {
  const answer = await ctx.as('owner', { method: 'POST', url: '/api/apiKeys', payload: { name: 'Gate controller', scopes } });
  expect(answer.statusCode).toBe(201);
  return answer.json().key as string;
}
const withKey = (key: string, options: { method?: 'GET' | 'POST'; url: string; payload?: Record<string, unknown>; headers?: Record<string, string> }) =>
  ctx.app.inject({ ...options, headers: { ...options.headers, authorization: `Bearer ${key}` } });

describe("owners' API keys", () => {
  test('an owner admin makes a key with gate:write; the gate hardware posts check-ins with it, idempotently, recorded as the key', async () => {
    const key = await ownerKey(['gate:write', 'gate:read', 'reservations:read']);
    const booking = await book();
    const payload = { parkingLotId: lotId, kind: 'CHECK_IN', gateCode: booking.gateCode, source: 'PARTNER' };
    const first = await withKey(key, { method: 'POST', url: '/api/gate/events', payload, headers: { 'idempotency-key': 'controller-1' } });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ decision: 'ALLOWED', reservationId: booking.reservationId });
    const again = await withKey(key, { method: 'POST', url: '/api/gate/events', payload, headers: { 'idempotency-key': 'controller-1' } });
    expect(again.json()).toEqual(first.json());
    const { rows } = await ctx.db.query(
      `SELECT source, actor_user_id, api_key_id IS NOT NULL AS by_key, idempotency_key FROM gate_events WHERE reservation_id = $1`,
      [booking.reservationId],
    );
    expect(rows).toEqual([{ source: 'PARTNER', actor_user_id: null, by_key: true, idempotency_key: 'controller-1' }]);
    // Its read scopes: the lot's events and its bookings.
    expect((await withKey(key, { url: `/api/gate/events?parkingLotId=${lotId}` })).statusCode).toBe(200);
    expect((await withKey(key, { url: `/api/reservations/${booking.reservationId}` })).statusCode).toBe(200);
  });

  test('a key is held to its scopes and its organisation', async () => {
    /** A partner's check-in at the lot, posted with the key. */
    const checkInWith = (key: string, parkingLotId: number) =>
      withKey(key, { method: 'POST', url: '/api/gate/events', payload: { parkingLotId, kind: 'CHECK_IN', gateCode: '1', source: 'PARTNER' } });
    const readOnly = await ownerKey(['gate:read']);
    expect((await checkInWith(readOnly, lotId)).statusCode).toBe(403);
    const bookingsOnly = await ownerKey(['reservations:read']);
    expect((await withKey(bookingsOnly, { url: `/api/gate/events?parkingLotId=${lotId}` })).statusCode).toBe(403);
    const writer = await ownerKey(['gate:write']);
    expect((await checkInWith(writer, otherOwnersLotId)).statusCode).toBe(404);
  });

  test("a scope outside the organisation's work is refused: gate scopes are an owner's, fleet scopes a carrier's; a Manager makes no key", async () => {
    const carrier = await ctx.as('carrier', {
      method: 'POST',
      url: '/api/apiKeys',
      orgId: ORG.northline,
      payload: { name: 'TMS', scopes: ['gate:write'] },
      headers: { 'accept-language': 'en' },
    });
    expect(carrier.statusCode).toBe(400);
    expect(carrier.json()).toMatchObject({ errorMessage: "The scope gate:write is not for this organisation's keys", errorField: 'scopes' });
    const owner = await ctx.as('owner', { method: 'POST', url: '/api/apiKeys', payload: { name: 'x', scopes: ['fleet:write'] } });
    expect(owner.statusCode).toBe(400);
    expect((await ctx.as('manager', { method: 'POST', url: '/api/apiKeys', payload: { name: 'x', scopes: ['gate:write'] } })).statusCode).toBe(403);
  });
});

describe('webhooks vehicle.checked_in and vehicle.checked_out', () => {
  test('the owner and the booking organisation hear of a truck coming in and leaving, signed as Standard Webhooks; a repeat sends nothing', async () => {
    const ownerEndpoint = await ctx.as('owner', {
      method: 'POST',
      url: '/api/webhooks/endpoints',
      payload: { url: `${base}/owner`, events: ['vehicle.checked_in', 'vehicle.checked_out'] },
    });
    expect(ownerEndpoint.statusCode).toBe(201);
    const carrierEndpoint = await ctx.as('carrier', {
      method: 'POST',
      url: '/api/webhooks/endpoints',
      orgId: ORG.northline,
      payload: { url: `${base}/carrier`, events: ['vehicle.checked_in'] },
    });
    expect(carrierEndpoint.statusCode).toBe(201);
    const booking = await book([{ assetId: asset.id }]);
    const post = (kind: string) =>
      ctx.as('owner', { method: 'POST', url: '/api/gate/events', payload: { parkingLotId: lotId, kind, gateCode: booking.gateCode, source: 'GATE_SCREEN' } });
    const checkIn = (await post('CHECK_IN')).json();
    await post('CHECK_IN'); // a second check-in: an anomaly, no webhook
    await post('CHECK_OUT');
    for (let i = 0; i < 40 && received.length < 3; i++) {
      await ctx.app.scheduler.runNow(WEBHOOK_JOB);
      await new Promise((resolve) => setTimeout(resolve, 60));
    }
    const verify = (secret: string, message: ReceivedRequest) => verifiedEvent<{ type: string; data: Record<string, unknown> }>(secret, message);
    const ownerEvents = received.filter((m) => m.path === '/owner').map((m) => verify(ownerEndpoint.json().secret, m));
    const carrierEvents = received.filter((m) => m.path === '/carrier').map((m) => verify(carrierEndpoint.json().secret, m));
    expect(ownerEvents.map((e) => e.type)).toEqual(['vehicle.checked_in', 'vehicle.checked_out']);
    expect(carrierEvents.map((e) => e.type)).toEqual(['vehicle.checked_in']);
    expect(ownerEvents[0].data).toEqual({
      eventId: checkIn.eventId,
      reservationId: booking.reservationId,
      sno: 1,
      parkingLotId: lotId,
      kind: 'CHECK_IN',
      source: 'GATE_SCREEN',
      licensePlate: asset.license,
      at: expect.any(String),
      gateStatus: 'ON_LOT',
    });
    expect(ownerEvents[1].data).toMatchObject({ kind: 'CHECK_OUT', gateStatus: 'LEFT' });
  });
});
