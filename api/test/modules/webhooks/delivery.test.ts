import { claimDue } from '../../../src/modules/webhooks/repository';
import { WEBHOOK_JOB } from '../../../src/modules/webhooks/delivery';
import { AVAILABILITY_JOB } from '../../../src/modules/webhooks/availability-events';
import { insertBooking } from '../reports/fixtures';
import { readOutbox } from '../../helpers/outbox';
import { bookingWindows, postBooking, seededLot } from '../../helpers/booking';
import { createTestContext, ORG, type TestContext } from '../../helpers/test-app';
import { BOOKING_EVENT_TYPES, startReceiver, verifiedEvent, type Receiver, type ReceivedRequest } from '../../helpers/webhook-receiver';

let receiver: Receiver;
let received: ReceivedRequest[] = [];
let answers: number[] = [];
let base: string;

let ctx: TestContext;
let lot: number;
const nextWindow = bookingWindows(81);

beforeAll(async () => {
  /** A real receiver: records every request and answers what `answers` says next (200 by default). */
  receiver = await startReceiver((request, response) => {
    received.push(request);
    response.statusCode = answers.shift() ?? 200;
    response.end(response.statusCode === 200 ? 'ok' : 'receiver down');
  });
  base = receiver.base;
  // Loopback allowed (the receiver is local); back-off shortened from Svix's 5 s, 5 min, … to 50 ms.
  ctx = await createTestContext({ webhookAllowLoopback: true, webhookRetryDelaysMs: [50, 50, 50], webhookTimeoutMs: 2000 });
  lot = (await seededLot(ctx, { country: 'US', minSlots: 4, pricedFor: [] })).id;
});
afterAll(async () => {
  await ctx.close();
  await receiver.close();
});
beforeEach(() => {
  received = [];
  answers = [];
});

async function addEndpoint(
  path: string,
  events = BOOKING_EVENT_TYPES,
  user: 'carrier' | 'broker' = 'carrier',
  orgId: number = ORG.northline,
  language?: string,
) {
  const answer = await ctx.as(user, {
    method: 'POST',
    url: '/api/webhooks/endpoints',
    orgId,
    headers: language ? { 'accept-language': language } : undefined,
    payload: { url: `${base}${path}`, events, description: 'test receiver' },
  });
  expect(answer.statusCode).toBe(201);
  return answer.json() as { endpointId: number; secret: string; url: string };
}
const disable = (endpointId: number, url: string, events = BOOKING_EVENT_TYPES) =>
  ctx.as('carrier', { method: 'PUT', url: `/api/webhooks/endpoints/${endpointId}`, orgId: ORG.northline, payload: { url, events, enabled: false } });

/** Runs the delivery job until `until` holds (the back-off in tests is 50 ms). */
async function deliverUntil(until: () => boolean, rounds = 40) {
  for (let i = 0; i < rounds && !until(); i++) {
    await ctx.app.scheduler.runNow(WEBHOOK_JOB);
    if (!until()) await new Promise((resolve) => setTimeout(resolve, 60));
  }
}

describe('webhooks (DESIGN §8, Standard Webhooks)', () => {
  test('"a booking and its cancel arrive in order", each verified by standardwebhooks with the endpoint secret', async () => {
    const endpoint = await addEndpoint('/orders', ['reservation.created', 'reservation.cancelled']);
    expect(endpoint.secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    const booked = await postBooking(ctx, { parkingLotId: lot, startAt: nextWindow() }, { orgId: ORG.northline });
    expect(booked.statusCode).toBe(201);
    const reservationId = booked.json().reservationId;
    expect((await ctx.as('carrier', { method: 'POST', url: `/api/reservations/${reservationId}/cancel`, orgId: ORG.northline, payload: {} })).statusCode).toBe(
      200,
    );
    await deliverUntil(() => received.length >= 2);
    const events = received.map((message) => verifiedEvent(endpoint.secret, message));
    expect(events.map((e) => [e.type, e.data.reservationId])).toEqual([
      ['reservation.created', reservationId],
      ['reservation.cancelled', reservationId],
    ]);
    expect(events[0]).toMatchObject({ id: received[0].headers['webhook-id'], data: { parkingLotId: lot, currency: 'USD' } });
    expect(events[1].data.status).toBe('Cancelled');
    expect(received[0].headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/=]+$/);
    await disable(endpoint.endpointId, endpoint.url, ['reservation.created', 'reservation.cancelled']);
  });

  test('"availability.changed": a watched lot sends its free slots when they change, once per change; unwatched lots send nothing; a lot that is not bookable is refused', async () => {
    const post = (payload: object) => ctx.as('carrier', { method: 'POST', url: '/api/webhooks/endpoints', orgId: ORG.northline, payload });
    const refused = await ctx.as('carrier', {
      method: 'POST',
      url: '/api/webhooks/endpoints',
      orgId: ORG.northline,
      headers: { 'accept-language': 'fr' },
      payload: { url: `${base}/availability`, events: ['availability.changed'], parkingLotIds: [lot, 987654] },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      errorField: 'parkingLotIds',
      errorMessage: 'Ces stationnements ne peuvent pas être suivis (non réservables) : 987654',
    });

    const created = await post({ url: `${base}/availability`, events: ['availability.changed'], parkingLotIds: [lot, lot] });
    expect(created.statusCode).toBe(201);
    const endpoint = created.json() as { endpointId: number; secret: string; url: string; parkingLotIds: number[] };
    expect(endpoint.parkingLotIds).toEqual([lot]);
    const events = () => received.filter((m) => m.headers['webhook-id']).map((m) => verifiedEvent(endpoint.secret, m));
    const round = async (expected: number) => {
      await ctx.app.scheduler.runNow(AVAILABILITY_JOB);
      await deliverUntil(() => received.length >= expected);
    };

    // The first round tells the endpoint where the lot stands.
    await round(1);
    const [first] = events();
    expect(first.type).toBe('availability.changed');
    expect(first.data).toMatchObject({ parkingLotId: lot });
    const free = first.data.availableSlots as number;
    expect(typeof first.data.totalSlots).toBe('number');

    // Nothing changed: nothing sent.
    await round(1);
    expect(received).toHaveLength(1);

    // Two bookings that cover now, between two rounds: one event with the count after both (coalesced).
    const now = Date.now();
    for (const slots of [1, 1])
      await insertBooking(ctx, {
        lotId: lot,
        orgId: ORG.northline,
        startAt: new Date(now - 3600_000),
        hours: 3,
        slots,
        amountMinor: 1000,
        currency: 'USD',
        status: 'Booked',
      });
    await round(2);
    expect(events().map((e) => e.data.availableSlots)).toEqual([free, Math.max(0, free - 2)]);
    // Only the watched lot speaks, though the demo's other lots are bookable too.
    expect(events().every((e) => e.data.parkingLotId === lot)).toBe(true);
    await ctx.app.scheduler.runNow(AVAILABILITY_JOB);
    await deliverUntil(() => received.length >= 3, 5);
    expect(received).toHaveLength(2);
    await disable(endpoint.endpointId, endpoint.url, ['availability.changed']);
  });

  test('"the receiver failing twice then succeeding gets the event on the third attempt"; the log keeps each attempt', async () => {
    const endpoint = await addEndpoint('/flaky', ['reservation.created']);
    answers = [500, 503];
    const ping = await ctx.as('carrier', { method: 'POST', url: `/api/webhooks/endpoints/${endpoint.endpointId}/test`, orgId: ORG.northline });
    expect(ping.statusCode).toBe(202);
    await deliverUntil(() => received.length >= 3);
    expect(received).toHaveLength(3);
    expect(new Set(received.map((m) => m.headers['webhook-id'])).size).toBe(1);
    expect(verifiedEvent(endpoint.secret, received[2]).type).toBe('ping');
    const log = await ctx.as('carrier', { url: `/api/webhooks/deliveries?endpointId=${endpoint.endpointId}`, orgId: ORG.northline });
    expect(log.statusCode).toBe(200);
    const delivery = log.json().content[0];
    expect(delivery).toMatchObject({ deliveryId: ping.json().deliveryId, eventType: 'ping', status: 'Delivered', attempts: 3, lastResponseStatus: 200 });
    expect(delivery.attemptLog.map((a: { responseStatus: number }) => a.responseStatus)).toEqual([500, 503, 200]);
    expect(delivery.attemptLog[0]).toMatchObject({ responseBytes: 'receiver down'.length, responseContentType: null });
    expect(typeof delivery.attemptLog[0].durationMs).toBe('number');

    // Redeliver by hand: sent again, whatever its state.
    expect(
      (await ctx.as('carrier', { method: 'POST', url: `/api/webhooks/deliveries/${delivery.deliveryId}/redeliver`, orgId: ORG.northline })).statusCode,
    ).toBe(202);
    await deliverUntil(() => received.length >= 4);
    expect(received[3].headers['webhook-id']).toBe(received[0].headers['webhook-id']);
    await disable(endpoint.endpointId, endpoint.url, ['reservation.created']);
  });

  test('a spent schedule leaves the delivery Failed (at once + each delay, then no more)', async () => {
    const endpoint = await addEndpoint('/down', ['reservation.created']);
    answers = [500, 500, 500, 500, 500];
    await ctx.as('carrier', { method: 'POST', url: `/api/webhooks/endpoints/${endpoint.endpointId}/test`, orgId: ORG.northline });
    await deliverUntil(() => received.length >= 4);
    await deliverUntil(() => false, 3);
    expect(received).toHaveLength(4);
    const delivery = (await ctx.as('carrier', { url: `/api/webhooks/deliveries?endpointId=${endpoint.endpointId}&status=Failed`, orgId: ORG.northline })).json()
      .content[0];
    expect(delivery).toMatchObject({ status: 'Failed', attempts: 4, nextAttemptAt: null });
    await disable(endpoint.endpointId, endpoint.url, ['reservation.created']);
  });

  test('"an endpoint failing for 5 days is disabled and the organisation\'s admins are mailed"', async () => {
    const endpoint = await addEndpoint('/gone', ['reservation.created']);
    await ctx.db.query(`UPDATE webhook_endpoints SET failing_since = now() - interval '5 days 1 minute' WHERE id = $1`, [endpoint.endpointId]);
    answers = [500];
    await ctx.as('carrier', { method: 'POST', url: `/api/webhooks/endpoints/${endpoint.endpointId}/test`, orgId: ORG.northline });
    await deliverUntil(() => received.length >= 1);
    const listed = (await ctx.as('carrier', { url: '/api/webhooks/endpoints', orgId: ORG.northline })).json();
    expect(listed.find((e: { endpointId: number }) => e.endpointId === endpoint.endpointId)).toMatchObject({
      enabled: false,
      disabledReason: 'Failing for 5 days',
    });
    const mails = await readOutbox(ctx.config.dataDir);
    expect(
      mails.some((mail) => mail.to.includes('carrier@haulstop.test') && mail.subject === 'A webhook endpoint was disabled' && mail.text.includes(endpoint.url)),
    ).toBe(true);
  });

  test('the disabled-endpoint mail is written in the language of the admin who added the endpoint (French here)', async () => {
    const endpoint = await addEndpoint('/gone-fr', ['reservation.created'], 'carrier', ORG.northline, 'fr-CA,fr;q=0.9');
    await ctx.db.query(`UPDATE webhook_endpoints SET failing_since = now() - interval '5 days 1 minute' WHERE id = $1`, [endpoint.endpointId]);
    answers = [500];
    const before = received.length;
    await ctx.as('carrier', { method: 'POST', url: `/api/webhooks/endpoints/${endpoint.endpointId}/test`, orgId: ORG.northline });
    await deliverUntil(() => received.length > before);
    const mails = (await readOutbox(ctx.config.dataDir)).filter((mail) => mail.text.includes(endpoint.url));
    expect(mails.map((mail) => mail.subject)).toContain('Un point de terminaison webhook a été désactivé');
    expect(mails.map((mail) => mail.subject)).not.toContain('A webhook endpoint was disabled');
  });

  test('"rotate secret (the old one keeps signing alongside the new for 24 h)": both signatures are sent and each verifies', async () => {
    const endpoint = await addEndpoint('/rotated', ['reservation.created']);
    const rotated = await ctx.as('carrier', { method: 'POST', url: `/api/webhooks/endpoints/${endpoint.endpointId}/rotateSecret`, orgId: ORG.northline });
    expect(rotated.statusCode).toBe(200);
    const { secret } = rotated.json();
    expect(secret).not.toBe(endpoint.secret);
    await ctx.as('carrier', { method: 'POST', url: `/api/webhooks/endpoints/${endpoint.endpointId}/test`, orgId: ORG.northline });
    await deliverUntil(() => received.length >= 1);
    expect(received[0].headers['webhook-signature'].split(' ')).toHaveLength(2);
    expect(verifiedEvent(secret, received[0]).type).toBe('ping');
    expect(verifiedEvent(endpoint.secret, received[0]).type).toBe('ping');
    await disable(endpoint.endpointId, endpoint.url, ['reservation.created']);
  });

  test('"A carrier network parent also hears its sub-carriers\' reservations"', async () => {
    const endpoint = await addEndpoint('/network', ['reservation.created']);
    const booked = await postBooking(
      ctx,
      { parkingLotId: lot, startAt: nextWindow(), payment: { method: 'PAY_LATER' }, forOrgId: ORG.ridgeway },
      { user: 'owner', orgId: ORG.prairie },
    );
    expect(booked.statusCode).toBe(201);
    await deliverUntil(() => received.length >= 1);
    expect(verifiedEvent(endpoint.secret, received[0]).data.reservationId).toBe(booked.json().reservationId);
    await disable(endpoint.endpointId, endpoint.url, ['reservation.created']);
  });

  test('"a crash between the business write and the delivery loses nothing": a claimed delivery never sent goes out once its lease runs out', async () => {
    const endpoint = await addEndpoint('/crash', ['reservation.created']);
    await ctx.as('carrier', { method: 'POST', url: `/api/webhooks/endpoints/${endpoint.endpointId}/test`, orgId: ORG.northline });
    // A replica claims it and dies before sending.
    const claimed = await ctx.db.transaction((tx) => claimDue(tx, 60, 50));
    expect(claimed.some((d) => d.endpointId === endpoint.endpointId)).toBe(true);
    await ctx.app.scheduler.runNow(WEBHOOK_JOB);
    expect(received).toHaveLength(0);
    await ctx.db.query(`UPDATE webhook_deliveries SET leased_until = now() - interval '1 second' WHERE endpoint_id = $1`, [endpoint.endpointId]);
    await deliverUntil(() => received.length >= 1);
    expect(received).toHaveLength(1);
    await disable(endpoint.endpointId, endpoint.url, ['reservation.created']);
  });

  test('"refuses webhook URLs that resolve to loopback, private, link-local or metadata addresses", at save and at each delivery', async () => {
    const strict = await ctx.withConfig({ webhookAllowLoopback: false });
    const { token } = await ctx.login('carrier');
    const save = (url: string) =>
      strict.inject({
        method: 'POST',
        url: '/api/webhooks/endpoints',
        headers: { authorization: `Bearer ${token}`, 'x-org-id': String(ORG.northline) },
        payload: { url, events: ['reservation.created'] },
      });
    for (const url of ['http://127.0.0.1:9/x', 'http://169.254.169.254/latest/meta-data', 'http://10.0.0.5/hook', 'http://[::1]/x', 'http://localhost/x']) {
      expect((await save(url)).statusCode).toBe(400);
    }
    // A name is judged after DNS resolution, at each delivery: here one that resolves to loopback.
    const endpoint = await addEndpoint('/ssrf', ['reservation.created']);
    await ctx.db.query(`UPDATE webhook_endpoints SET url = $2 WHERE id = $1`, [endpoint.endpointId, endpoint.url.replace('127.0.0.1', 'localhost')]);
    await ctx.as('carrier', { method: 'POST', url: `/api/webhooks/endpoints/${endpoint.endpointId}/test`, orgId: ORG.northline });
    await strict.scheduler.runNow(WEBHOOK_JOB);
    expect(received).toHaveLength(0);
    const delivery = (await ctx.as('carrier', { url: `/api/webhooks/deliveries?endpointId=${endpoint.endpointId}`, orgId: ORG.northline })).json().content[0];
    expect(delivery.attemptLog[0].error).toMatch(/Refused: the webhook URL resolves to (127\.0\.0\.1|::1)/);
    await disable(endpoint.endpointId, endpoint.url, ['reservation.created']);
  });

  test("tenancy: another organisation's endpoint and delivery ids answer 404; a user is refused; an owner's admin lists only its own", async () => {
    const endpoint = await addEndpoint('/mine', ['reservation.created']);
    const as = (method: 'PUT' | 'DELETE' | 'POST', url: string, payload?: Record<string, unknown>) =>
      ctx.as('broker', { method, url, orgId: ORG.eastbound, payload });
    expect((await as('PUT', `/api/webhooks/endpoints/${endpoint.endpointId}`, { url: `${base}/x`, events: ['reservation.created'] })).statusCode).toBe(404);
    expect((await as('DELETE', `/api/webhooks/endpoints/${endpoint.endpointId}`)).statusCode).toBe(404);
    expect((await as('POST', `/api/webhooks/endpoints/${endpoint.endpointId}/rotateSecret`)).statusCode).toBe(404);
    expect((await as('POST', `/api/webhooks/endpoints/${endpoint.endpointId}/test`)).statusCode).toBe(404);
    const ping = await ctx.as('carrier', { method: 'POST', url: `/api/webhooks/endpoints/${endpoint.endpointId}/test`, orgId: ORG.northline });
    expect((await as('POST', `/api/webhooks/deliveries/${ping.json().deliveryId}/redeliver`)).statusCode).toBe(404);
    const theirs = (await ctx.as('broker', { url: '/api/webhooks/deliveries', orgId: ORG.eastbound })).json().content;
    expect(theirs.some((d: { endpointId: number }) => d.endpointId === endpoint.endpointId)).toBe(false);
    expect((await ctx.as('dispatch', { url: '/api/webhooks/endpoints', orgId: ORG.northline })).statusCode).toBe(403);
    // A lot owner's admin hears of its gates' check-ins: it has endpoints of its own, never a carrier's.
    const owners = await ctx.as('owner', { url: '/api/webhooks/endpoints', orgId: ORG.prairie });
    expect(owners.statusCode).toBe(200);
    expect(owners.json().some((e: { endpointId: number }) => e.endpointId === endpoint.endpointId)).toBe(false);
    expect((await ctx.as('carrier', { method: 'DELETE', url: `/api/webhooks/endpoints/${endpoint.endpointId}`, orgId: ORG.northline })).statusCode).toBe(204);
  });
});
