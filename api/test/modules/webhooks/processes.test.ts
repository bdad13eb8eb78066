import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { rmSync } from 'node:fs';
import { Webhook } from 'standardwebhooks';
import { startApiProcess, stopApiProcess, type ApiProcess } from '../../helpers/api-process';
import { newTempDir } from '../../helpers/template';
import { createTestContext, ORG, TEST_JWT_SECRET, type TestContext } from '../../helpers/test-app';

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
  let receiver: http.Server;
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

  let dayOffset = 3;
  const nextWindow = () => {
    const start = new Date(Date.now() + dayOffset++ * 2 * 86_400_000);
    start.setUTCHours(12, 0, 0, 0);
    return start.toISOString();
  };

  beforeAll(async () => {
    receiver = http.createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        if (holding) return void held.push(response);
        const body = Buffer.concat(chunks).toString('utf8');
        const id = String(request.headers['webhook-id']);
        try {
          const event = new Webhook(secret).verify(body, {
            'webhook-id': id,
            'webhook-timestamp': String(request.headers['webhook-timestamp']),
            'webhook-signature': String(request.headers['webhook-signature']),
          }) as { type: string; data: { reservationId?: number } };
          events.set(id, event);
        } catch {
          refusedSignatures.push(id);
        }
        // A little slow, as receivers are: a round's sends overlap the next round of the other replica.
        setTimeout(() => {
          acknowledged.set(id, (acknowledged.get(id) ?? 0) + 1);
          response.end('ok');
        }, 50);
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
    ctx = await createTestContext({ webhookAllowLoopback: true });
    dataDir = newTempDir('hs-api-processes-');
    token = (await ctx.login('carrier')).token;
    const { rows } = await ctx.db.query<{ id: number }>(
      `SELECT l.id FROM parking_lots l WHERE l.owner_org_id = $1 AND l.status = 'Active' AND l.country = 'US' AND l.total_slots >= 4 ORDER BY l.id LIMIT 1`,
      [ORG.prairie],
    );
    lot = rows[0].id;
  });

  afterAll(async () => {
    await Promise.all(started.map((api) => stopApiProcess(api, 'SIGKILL')));
    held.forEach((response) => response.destroy());
    await ctx?.close();
    await new Promise((resolve) => receiver.close(resolve));
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
