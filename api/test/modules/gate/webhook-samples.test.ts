import { bookThroughApi, DAY, HOUR, seededLot } from '../../helpers/booking';
import { createTestContext, ORG, type TestContext } from '../../helpers/test-app';

/*
 * The webhook test button sends a sample of each gate event type: a partner builds against it, so
 * each sample carries exactly the fields (and nested fields) of the event the gate and the status
 * job really send.
 */

let ctx: TestContext;
let lotId: number;
let drivers: number[];
let endpointId: number;
const GATE_TYPES = ['vehicle.checked_in', 'vehicle.checked_out', 'reservation.no_show', 'reservation.overstay_started', 'overstay.charged'] as const;

beforeAll(async () => {
  ctx = await createTestContext({ webhookAllowLoopback: true });
  lotId = (await seededLot(ctx, { minSlots: 3 })).id;
  drivers = (
    await ctx.db.query<{ id: number }>(`SELECT id FROM drivers WHERE org_id = $1 AND status = 'Active' ORDER BY id LIMIT 3`, [ORG.northline])
  ).rows.map((d) => d.id);
  const endpoint = await ctx.as('carrier', {
    method: 'POST',
    url: '/api/webhooks/endpoints',
    orgId: ORG.northline,
    payload: { url: 'http://127.0.0.1:9/gate-samples', events: [...GATE_TYPES], description: 'gate samples' },
  });
  expect(endpoint.statusCode).toBe(201);
  endpointId = endpoint.json().endpointId;
});
afterAll(() => ctx.close());

const book = (startAt: Date, entries: { driverId: number }[]) =>
  bookThroughApi(ctx, { parkingLotId: lotId, startAt: startAt.toISOString(), slots: entries.length, entries }, { orgId: ORG.northline });

/** The fields of a payload, nested ones too (an array by its first item): what a partner's code reads. */
function shapeOf(value: unknown): unknown {
  if (Array.isArray(value)) return value.length ? [shapeOf(value[0])] : [];
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, shapeOf((value as Record<string, unknown>)[key])]),
    );
  return 'value';
}

async function realEvents(reservationId: number): Promise<Map<string, Record<string, unknown>>> {
  const { rows } = await ctx.db.query<{ type: string; body: string }>('SELECT type, body FROM webhook_events WHERE ordering_key = $1 ORDER BY seq', [
    `reservation:${reservationId}`,
  ]);
  return new Map(rows.map((row) => [row.type, JSON.parse(row.body).data as Record<string, unknown>]));
}

test("each gate event type's test sample carries the fields of the real event", async () => {
  // A truck comes in and leaves by its gate code: vehicle.checked_in, vehicle.checked_out.
  const now = await book(new Date(Date.now() - 60_000), [{ driverId: drivers[0] }]);
  for (const kind of ['CHECK_IN', 'CHECK_OUT'])
    expect(
      (
        await ctx.as('owner', {
          method: 'POST',
          url: '/api/gate/events',
          payload: { parkingLotId: lotId, kind, gateCode: now.gateCode, source: 'GATE_CODE' },
        })
      ).json(),
    ).toMatchObject({ decision: 'ALLOWED', sno: 1 });

  // Later, one slot's truck never comes (a no-show) and the other's stays past its end (an overstay, charged).
  const start = new Date(Date.now() + 150 * DAY);
  start.setUTCHours(12, 0, 0, 0);
  const later = await book(start, [{ driverId: drivers[1] }, { driverId: drivers[2] }]);
  const policy = (await ctx.as('owner', { url: `/api/parkingLots/${lotId}/gatePolicy` })).json();
  await ctx.db.query(`UPDATE reservation_entries SET gate_status = 'ON_LOT', checked_in_at = $2 WHERE reservation_id = $1 AND sno = 2`, [
    later.reservationId,
    new Date(start.getTime() + HOUR).toISOString(),
  ]);
  await ctx.app.scheduler.runNow('reservation-statuses', new Date(start.getTime() + policy.noShowAfterHours * HOUR + 60_000));
  await ctx.app.scheduler.runNow('reservation-statuses', new Date(new Date(later.endAt).getTime() + policy.overstayGraceMinutes * 60_000 + 60_000));

  const real = new Map([...(await realEvents(now.reservationId)), ...(await realEvents(later.reservationId))]);
  expect([...real.keys()].sort()).toEqual([...GATE_TYPES].sort());
  for (const type of GATE_TYPES) {
    const sent = await ctx.as('carrier', {
      method: 'POST',
      url: `/api/webhooks/endpoints/${endpointId}/test`,
      orgId: ORG.northline,
      payload: { eventType: type },
    });
    expect(sent.statusCode).toBe(202);
    const { rows } = await ctx.db.query<{ body: string }>('SELECT body FROM webhook_events WHERE id = $1', [sent.json().eventId]);
    const message = JSON.parse(rows[0].body) as { type: string; data: Record<string, unknown> };
    expect(message.type).toBe(type);
    const { sandbox, ...sample } = message.data;
    expect(sandbox).toBe(true);
    expect({ type, shape: shapeOf(sample) }).toEqual({ type, shape: shapeOf(real.get(type)) });
  }
});
