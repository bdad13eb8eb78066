import { periodOf } from '../../../src/modules/billing/month-end';
import { WEBHOOK_JOB } from '../../../src/modules/webhooks/delivery';
import { bookingWindows, postBooking, seededLot } from '../../helpers/booking';
import { createTestContext, ORG, type TestContext } from '../../helpers/test-app';
import { BOOKING_EVENT_TYPES, startReceiver, verifiedEvent, type Receiver } from '../../helpers/webhook-receiver';

/**
 * A webhook's `data` is the resource as the API answers it. Each event's data is compared
 * whole (toEqual, nothing left out) with the GET of its resource taken right after the request that
 * caused it; `previous` carries what changed, beside `data`.
 */
interface Event {
  id: string;
  type: string;
  createdAt: string;
  data: Record<string, unknown>;
  previous?: Record<string, unknown>;
}

let ctx: TestContext;
let receiver: Receiver;
let base: string;
let secret = '';
let received: Event[] = [];
let lot: number;
const nextWindow = bookingWindows(41);

beforeAll(async () => {
  receiver = await startReceiver((request, response) => {
    received.push(verifiedEvent<Event>(secret, request));
    response.end('ok');
  });
  base = receiver.base;
  ctx = await createTestContext({ webhookAllowLoopback: true });
  lot = (await seededLot(ctx, { country: 'US', minSlots: 4, pricedFor: [] })).id;
  const endpoint = await ctx.as('carrier', {
    method: 'POST',
    url: '/api/webhooks/endpoints',
    orgId: ORG.northline,
    payload: {
      url: `${base}/hook`,
      events: BOOKING_EVENT_TYPES,
    },
  });
  expect(endpoint.statusCode).toBe(201);
  secret = endpoint.json().secret;
});
afterAll(async () => {
  await ctx.close();
  await receiver.close();
});
beforeEach(() => {
  received = [];
});

/** Runs the delivery job until every event written so far reached the receiver. */
async function delivered(): Promise<Event[]> {
  for (let round = 0; round < 20; round++) {
    await ctx.app.scheduler.runNow(WEBHOOK_JOB);
    const { rows } = await ctx.db.query<{ pending: number }>(`SELECT count(*)::int AS pending FROM webhook_deliveries WHERE status = 'Pending'`);
    if (rows[0].pending === 0) break;
  }
  const events = received;
  received = [];
  return events;
}

const getReservation = async (id: number) => {
  const answer = await ctx.as('carrier', { url: `/api/reservations/${id}`, orgId: ORG.northline });
  expect(answer.statusCode).toBe(200);
  return answer.json() as Record<string, unknown>;
};

async function fleetOf(orgId: number) {
  const driver = await ctx.db.query<{ id: number }>('SELECT id FROM drivers WHERE org_id = $1 ORDER BY id LIMIT 1', [orgId]);
  const asset = await ctx.db.query<{ id: number }>('SELECT id FROM assets WHERE org_id = $1 ORDER BY id LIMIT 1', [orgId]);
  return { driverId: driver.rows[0].id, assetId: asset.rows[0].id };
}

const book = (payment: Record<string, unknown>, entries: Record<string, number>[] = []) =>
  postBooking(ctx, { parkingLotId: lot, startAt: nextWindow(), slots: Math.max(1, entries.length), entries, payment }, { orgId: ORG.northline });

describe('webhook data is the resource as the API answers it', () => {
  test('a booking with an entry: the last event carries exactly what GET /api/reservations/{id} answers right after, entries included', async () => {
    const booked = await book({ method: 'PAY_LATER' }, [await fleetOf(ORG.northline)]);
    expect(booked.statusCode).toBe(201);
    const events = await delivered();
    expect(events.map((e) => e.type)).toEqual(['reservation.created', 'reservation.status_changed']);
    const answer = await getReservation(booked.json().reservationId);
    expect(events[1].data).toEqual(answer);
    expect(answer.entries).toEqual([expect.objectContaining({ driverName: expect.any(String), assetLabel: expect.any(String) })]);
    // The payload is { id, type, createdAt, data }, and `previous` only for a change.
    expect(Object.keys(events[0]).sort()).toEqual(['createdAt', 'data', 'id', 'type']);
    expect(events[0].data.entries).toEqual(answer.entries);
  });

  test('a card booking (held, then charged in a second transaction): each event carries the reservation as it stood when its transaction committed; the last equals the GET after', async () => {
    const booked = await book({ method: 'CARD', cardNumber: '4242424242424242' });
    expect(booked.statusCode).toBe(201);
    const events = await delivered();
    const answer = await getReservation(booked.json().reservationId);
    expect(events.map((e) => e.type)).toEqual(['reservation.created', 'payment.succeeded', 'reservation.status_changed']);
    const [created, paid, changed] = events;
    expect(changed.data).toEqual(answer);
    expect(changed.previous).toEqual({ status: 'Pending Payment' });
    // The hold: what a GET answered between the two transactions. Only what the charge changed differs.
    const charged = ['status', 'paymentStatus', 'gateCode', 'payments', 'statusHistory', 'refundableMinor'];
    const without = (resource: Record<string, unknown>) => Object.fromEntries(Object.entries(resource).filter(([key]) => !charged.includes(key)));
    expect(without(created.data)).toEqual(without(answer));
    expect(created.data).toMatchObject({ status: 'Pending Payment', paymentStatus: 'Payment Initiated', gateCode: null, refundableMinor: 0 });
    expect(created.data.payments).toEqual([{ ...(answer.payments as object[])[0], status: 'Payment Initiated' }]);
    // A payment has no GET of its own: its data is its item in the reservation's payments, and the reservation's id.
    expect(paid.data).toEqual({ ...(answer.payments as object[])[0], reservationId: answer.reservationId });
  });

  test('extended and cancelled: each data equals the GET after the change; the end before the extension rides in `previous`', async () => {
    const booked = await book({ method: 'PAY_LATER' });
    const id = booked.json().reservationId as number;
    await delivered();
    const before = await getReservation(id);
    const extended = await ctx.as('carrier', { method: 'POST', url: `/api/reservations/${id}/extend`, orgId: ORG.northline, payload: { duration: '24 hrs' } });
    expect(extended.statusCode).toBe(200);
    const [extension] = (await delivered()).filter((e) => e.type === 'reservation.extended');
    expect(extension.data).toEqual(await getReservation(id));
    expect(extension.previous).toEqual({ endAt: before.endAt });

    const cancelled = await ctx.as('carrier', { method: 'POST', url: `/api/reservations/${id}/cancel`, orgId: ORG.northline, payload: {} });
    expect(cancelled.statusCode).toBe(200);
    const [cancel] = (await delivered()).filter((e) => e.type === 'reservation.cancelled');
    expect(cancel.data).toEqual(await getReservation(id));
    expect(cancel.data.status).toBe('Cancelled');
  });

  test('invoice.issued carries exactly what GET /api/invoices/{id} answers, lines included (written after the invoice row, in its transaction)', async () => {
    const now = new Date();
    const period = periodOf(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 15)));
    const run = await ctx.as('admin', { method: 'POST', url: '/api/billing/monthEnd', payload: { period }, orgId: ORG.platform });
    expect(run.statusCode).toBe(200);
    const issued = (await delivered()).filter((e) => e.type === 'invoice.issued');
    const ours = (run.json().invoices as { invoiceId: number; orgId: number }[]).filter((invoice) => invoice.orgId === ORG.northline);
    expect(ours.length).toBeGreaterThan(0);
    expect(issued.map((e) => e.data.invoiceId).sort()).toEqual(ours.map((invoice) => invoice.invoiceId).sort());
    for (const event of issued) {
      const answer = await ctx.as('carrier', { url: `/api/invoices/${event.data.invoiceId}`, orgId: ORG.northline });
      expect(answer.statusCode).toBe(200);
      expect(event.data).toEqual(answer.json());
      expect((event.data.lines as unknown[]).length).toBeGreaterThan(0);
    }
  });

  test('the sandbox fires events of the same shape (the same field names, recursively) as the real ones', async () => {
    const booked = await book({ method: 'PAY_LATER' }, [await fleetOf(ORG.northline)]);
    const real = (await delivered()).at(-1)!;
    const endpointId = (await ctx.as('carrier', { url: '/api/webhooks/endpoints', orgId: ORG.northline })).json()[0].endpointId;
    const fire = await ctx.as('carrier', {
      method: 'POST',
      url: `/api/webhooks/endpoints/${endpointId}/test`,
      orgId: ORG.northline,
      payload: { eventType: 'reservation.status_changed' },
    });
    expect(fire.statusCode).toBe(202);
    const [sample] = await delivered();
    // Field names only, down into the first item of each list (values and nulls differ, names must not).
    const shape = (value: unknown): unknown =>
      Array.isArray(value)
        ? value.slice(0, 1).map(shape)
        : value && typeof value === 'object'
          ? Object.keys(value)
              .sort()
              .map((k) => [k, shape((value as Record<string, unknown>)[k])])
          : 'leaf';
    const { sandbox, ...data } = sample.data;
    expect(sandbox).toBe(true);
    expect(shape({ ...data, taxLines: [] })).toEqual(shape({ ...real.data, taxLines: [] }));
    expect(Object.keys(sample.previous ?? {})).toEqual(Object.keys(real.previous ?? {}));
    expect(booked.statusCode).toBe(201);
  });
});
