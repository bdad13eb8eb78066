import type http from 'node:http';
import { rmSync } from 'node:fs';
import { startApiProcess, stopApiProcess, type ApiProcess } from '../../helpers/api-process';
import { newTempDir } from '../../helpers/template';
import { bookingWindows, seededLot } from '../../helpers/booking';
import { createTestContext, ORG, TEST_JWT_SECRET, type TestContext } from '../../helpers/test-app';
import { startReceiver, verifiedEvent, type Receiver } from '../../helpers/webhook-receiver';

/**
 * The proof with real processes: API processes (`src/server.ts`, jobs on) on one PostgreSQL
 * database deliver the outbox to a receiver in this test that verifies each request with
 * `standardwebhooks` and counts what it acknowledged. PGlite is one connection inside one process:
 * there is no second replica to race, nor a database that outlives a killed API, so the file runs
 * on PostgreSQL only.
 */
const onPostgres = process.env.DATABASE_URL ? describe : describe.skip;

/** Polls until `done` holds or the deadline passes (generous: two cores shared by several runs). */
async function until(done: () => boolean | Promise<boolean>, what: string, deadlineMs = 45_000) {
  const end = Date.now() + deadlineMs;
  while (!(await done())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

onPostgres('webhook delivery by API processes on one PostgreSQL (skipped on PGlite: one process, so no replicas and no crash to survive)', () => {
  let ctx: TestContext;
  let receiver: Receiver;
  let base: string;
  let dataDir: string;
  let lot: number;
  let token: string;
  const started: ApiProcess[] = [];
  /** Acknowledged (answered 2xx) deliveries per webhook-id, and the events they carried. */
  const acknowledged = new Map<string, number>();
  const events = new Map<string, { type: string; data: { reservationId?: number } }>();
  const refusedSignatures: string[] = [];
  /** While true the receiver answers nothing (the request hangs), so no delivery can succeed. */
  let holding = false;
  const held: http.ServerResponse[] = [];
  let secret = '';

  const nextWindow = bookingWindows(3);

  beforeAll(async () => {
    receiver = await startReceiver((request, response) => {
      if (holding) return void held.push(response);
      const id = String(request.headers['webhook-id']);
      try {
        events.set(id, verifiedEvent<{ type: string; data: { reservationId?: number } }>(secret, request));
      } catch {
        refusedSignatures.push(id);
      }
      // A little slow, as receivers are: a round's sends overlap the next round of the other replica.
      setTimeout(() => {
        acknowledged.set(id, (acknowledged.get(id) ?? 0) + 1);
        response.end('ok');
      }, 50);
    });
    base = receiver.base;
    ctx = await createTestContext({ webhookAllowLoopback: true });
    dataDir = newTempDir('hs-api-processes-');
    token = (await ctx.login('carrier')).token;
    lot = (await seededLot(ctx, { country: 'US', minSlots: 4, pricedFor: [] })).id;
  });

  afterAll(async () => {
    await Promise.all(started.map((api) => stopApiProcess(api, 'SIGKILL')));
    held.forEach((response) => response.destroy());
    await ctx?.close();
    await receiver.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** An API process on this file's database: the same JWT secret (the test's session works on it), no seeding, jobs on. */
  async function apiProcess(env: Record<string, string> = {}) {
    const api = await startApiProcess({
      DATABASE_URL: ctx.databaseUrl!,
      DATA_DIR: dataDir,
      JWT_SECRET: TEST_JWT_SECRET,
      SEED: 'false',
      RATE_LIMIT_MAX: '100000',
      WEBHOOK_ALLOW_LOOPBACK: 'true',
      ...env,
    });
    started.push(api);
    return api;
  }

  async function addEndpoint(path: string) {
    const answer = await ctx.as('carrier', {
      method: 'POST',
      url: '/api/webhooks/endpoints',
      orgId: ORG.northline,
      payload: { url: `${base}${path}`, events: ['reservation.created'] },
    });
    expect(answer.statusCode).toBe(201);
    const endpoint = answer.json() as { endpointId: number; secret: string };
    secret = endpoint.secret;
    return endpoint;
  }

  async function book(api: ApiProcess): Promise<number> {
    const answer = await fetch(`${api.base}/api/reservations`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'x-org-id': String(ORG.northline), 'content-type': 'application/json' },
      body: JSON.stringify({
        parkingLotId: lot,
        duration: '24 hrs',
        startAt: nextWindow(),
        slots: 1,
        entries: [],
        payment: { method: 'CARD', cardNumber: '4242424242424242' },
      }),
    });
    const body = (await answer.json()) as { reservationId: number };
    expect([answer.status, body]).toEqual([201, expect.objectContaining({ reservationId: expect.any(Number) })]);
    return body.reservationId;
  }

  const deliveriesOf = async (endpointId: number) =>
    (
      await ctx.db.query<{ status: string; attempts: number; recorded: number }>(
        `SELECT d.status, d.attempts, (SELECT count(*)::int FROM webhook_attempts a WHERE a.delivery_id = d.id) AS recorded
           FROM webhook_deliveries d WHERE d.endpoint_id = $1 ORDER BY d.id`,
        [endpointId],
      )
    ).rows;

  test('"two API processes on one PostgreSQL deliver each event exactly once to a receiver that counts"', async () => {
    const endpoint = await addEndpoint('/replicas');
    const [first, second] = await Promise.all([apiProcess(), apiProcess()]);
    // Bookings through both processes, two at a time, while both delivery jobs run every second.
    const booked: number[] = [];
    for (let i = 0; i < 6; i++) booked.push(...(await Promise.all([book(first), book(second)])));

    await until(() => events.size >= booked.length, `${booked.length} deliveries`);
    // Every delivery is recorded as done with one attempt, so no replica can send any of them again.
    await until(async () => (await deliveriesOf(endpoint.endpointId)).every((d) => d.status === 'Delivered'), 'the deliveries to be marked Delivered');
    const deliveries = await deliveriesOf(endpoint.endpointId);
    expect(deliveries).toHaveLength(booked.length);
    expect(deliveries.every((d) => d.attempts === 1 && d.recorded === 1)).toBe(true);
    expect(refusedSignatures).toEqual([]);
    expect([...acknowledged.values()]).toEqual(booked.map(() => 1));
    expect([...events.values()].map((e) => e.data.reservationId).sort()).toEqual([...booked].sort());
    expect([...events.values()].every((e) => e.type === 'reservation.created')).toBe(true);

    await Promise.all([stopApiProcess(first), stopApiProcess(second)]);
    await ctx.as('carrier', { method: 'DELETE', url: `/api/webhooks/endpoints/${endpoint.endpointId}`, orgId: ORG.northline });
  }, 120_000);

  test('"a crash between the business write and the delivery loses nothing": SIGKILL right after the booking commits, a fresh process delivers it once', async () => {
    acknowledged.clear();
    events.clear();
    const endpoint = await addEndpoint('/crash');
    // The shortest lease (a 1 s attempt timeout gives 14 s): a delivery the dead process had claimed waits that long.
    const env = { WEBHOOK_TIMEOUT_MS: '1000' };
    const doomed = await apiProcess(env);
    holding = true;
    const reservationId = await book(doomed);
    expect(await stopApiProcess(doomed, 'SIGKILL')).toBe('SIGKILL');
    // The booking committed, its event is in the outbox, and nothing was delivered: the receiver answered no one.
    const [pending] = await deliveriesOf(endpoint.endpointId);
    expect(pending).toMatchObject({ status: 'Pending', attempts: 0, recorded: 0 });
    const { rows } = await ctx.db.query<{ paid: string }>('SELECT payment_status AS paid FROM reservations WHERE id = $1', [reservationId]);
    expect(rows[0].paid).toBe('Payment Success');

    holding = false;
    held.splice(0).forEach((response) => response.destroy());
    await apiProcess(env);
    await until(() => events.size >= 1, 'the event after the restart', 50_000);
    await until(async () => (await deliveriesOf(endpoint.endpointId))[0].status === 'Delivered', 'the delivery to be marked Delivered');
    expect(refusedSignatures).toEqual([]);
    expect([...events.values()].map((e) => [e.type, e.data.reservationId])).toEqual([['reservation.created', reservationId]]);
    expect([...acknowledged.values()]).toEqual([1]);
    expect(await deliveriesOf(endpoint.endpointId)).toEqual([{ status: 'Delivered', attempts: 1, recorded: 1 }]);
  }, 120_000);
});
