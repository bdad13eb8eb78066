import type { BookingCaller } from '../../src/modules/booking/service';
import type { DemoUser, TestContext } from './test-app';
import { ORG } from './test-app';

/*
 * Booking through the API as the tests do it: a seeded lot picked by what the test needs, windows
 * far from the seed's bookings and from each other, and a paid booking made through HTTP.
 */

export const HOUR = 3600 * 1000;
export const DAY = 24 * HOUR;

/** A card the sandbox gateway accepts. */
export const TEST_CARD = { method: 'CARD', cardNumber: '4242424242424242' } as const;
/** A card the sandbox gateway declines. */
export const DECLINED_CARD = { method: 'CARD', cardNumber: '4000000000000002' } as const;

/** Northline (a carrier) calling the booking service directly, as its admin. */
export const NORTHLINE_CALLER: BookingCaller = {
  orgId: ORG.northline,
  isPlatformOrg: false,
  ctx: { orgType: 'CARRIER', saasOrgId: ORG.northline, role: 'admin', isOrgNetworkConfigEnabled: true },
};

export interface WindowSpacing {
  /** Days between one window's start and the next (2 unless given). */
  everyDays?: number;
  /** The hour (UTC) each window starts at (12 unless given). */
  hourUtc?: number;
}

/**
 * Fresh booking windows for one test file: the n-th call answers the start `(first + n) * everyDays`
 * days from now at `hourUtc`, so no two of the file's bookings meet each other's capacity and, from a
 * first offset past the seed's bookings (at most two months ahead), none meets a seeded one.
 */
export function bookingWindows(first: number, { everyDays = 2, hourUtc = 12 }: WindowSpacing = {}): () => string {
  let offset = first;
  return () => {
    const start = new Date(Date.now() + offset++ * everyDays * DAY);
    start.setUTCHours(hourUtc, 0, 0, 0);
    return start.toISOString();
  };
}

export interface LotWanted {
  /** The owning organisation (Prairie unless given). */
  owner?: number;
  country?: string;
  region?: string;
  /** At least this many slots. */
  minSlots?: number;
  /** At most this many slots. */
  maxSlots?: number;
  /** Durations the lot must have a price for ('24 hrs' unless given; [] for any lot). */
  pricedFor?: string[];
}

export interface SeededLot {
  id: number;
  ownerOrgId: number;
  totalSlots: number;
  currency: string;
  /** Its price list in minor units, by duration. */
  prices: Record<string, number>;
  /** Its 24-hour price in minor units. */
  dayPrice: number;
}

/** The owner's active lots that fit, lowest id first, with their price lists. */
export async function seededLots(ctx: TestContext, wanted: LotWanted, count: number): Promise<SeededLot[]> {
  const pricedFor = wanted.pricedFor ?? ['24 hrs'];
  const priced = pricedFor.map((_, i) => `AND EXISTS (SELECT 1 FROM parking_lot_prices p WHERE p.lot_id = l.id AND p.duration = $${i + 7})`).join(' ');
  const { rows } = await ctx.db.query<{ id: number; owner_org_id: number; total_slots: number; currency: string }>(
    `SELECT l.id, l.owner_org_id, l.total_slots, l.currency FROM parking_lots l
      WHERE l.owner_org_id = $1 AND l.status = 'Active' AND ($2::text IS NULL OR l.country = $2) AND ($3::text IS NULL OR l.region = $3)
        AND l.total_slots >= $4 AND ($5::int IS NULL OR l.total_slots <= $5) ${priced}
      ORDER BY l.id LIMIT $6`,
    [wanted.owner ?? ORG.prairie, wanted.country ?? null, wanted.region ?? null, wanted.minSlots ?? 0, wanted.maxSlots ?? null, count, ...pricedFor],
  );
  return Promise.all(
    rows.map(async (row) => {
      const prices = await ctx.db.query<{ duration: string; amount_minor: number }>('SELECT duration, amount_minor FROM parking_lot_prices WHERE lot_id = $1', [
        row.id,
      ]);
      const byDuration = Object.fromEntries(prices.rows.map((price) => [price.duration, Number(price.amount_minor)]));
      return {
        id: row.id,
        ownerOrgId: row.owner_org_id,
        totalSlots: row.total_slots,
        currency: row.currency,
        prices: byDuration,
        dayPrice: byDuration['24 hrs'],
      };
    }),
  );
}

/** The owner's first active lot that fits (see `seededLots`). */
export async function seededLot(ctx: TestContext, wanted: LotWanted = {}): Promise<SeededLot> {
  const [lot] = await seededLots(ctx, wanted, 1);
  if (!lot) throw new Error(`no seeded lot fits ${JSON.stringify(wanted)}`);
  return lot;
}

export interface BookedThroughApi {
  reservationId: number;
  status: string;
  gateCode: string;
  startAt: string;
  endAt: string;
  amountMinor: number;
}

export interface BookAs {
  user?: DemoUser;
  /** The organisation the caller acts in (X-Org-Id). */
  orgId?: number;
  headers?: Record<string, string>;
}

/** POST /api/reservations (24 hrs, one slot, no entries, paid by card unless the payload says otherwise): the answer as it comes. */
export const postBooking = (ctx: TestContext, payload: Record<string, unknown>, { user = 'carrier', orgId, headers }: BookAs = {}) =>
  ctx.as(user, {
    method: 'POST',
    url: '/api/reservations',
    orgId,
    headers,
    payload: { duration: '24 hrs', slots: 1, entries: [], payment: TEST_CARD, ...payload },
  });

/** A booking made through POST /api/reservations (as `postBooking`), which must answer 201. */
export async function bookThroughApi(ctx: TestContext, payload: Record<string, unknown>, as: BookAs = {}): Promise<BookedThroughApi> {
  const answer = await postBooking(ctx, payload, as);
  expect(answer.statusCode).toBe(201);
  return answer.json() as BookedThroughApi;
}

/** The free slots a 24-hour quote for one slot at the lot from `startAt` answers (POST /api/reservations/quote). */
export async function freeSlotsAt(ctx: TestContext, parkingLotId: number, startAt: string | Date, { user = 'carrier', orgId }: BookAs = {}): Promise<number> {
  const answer = await ctx.as(user, {
    method: 'POST',
    url: '/api/reservations/quote',
    orgId,
    payload: { parkingLotId, duration: '24 hrs', startAt: new Date(startAt).toISOString(), slots: 1 },
  });
  expect(answer.statusCode).toBe(200);
  return answer.json().availableSlots as number;
}

/** An organisation's first active drivers and first tractors (lowest ids), `count` of each, for a booking's entries. */
export async function fleetOf(ctx: TestContext, orgId: number, count: number): Promise<{ driverIds: number[]; tractorIds: number[] }> {
  const ids = async (sql: string) => (await ctx.db.query<{ id: number }>(sql, [orgId, count])).rows.map((row) => row.id);
  return {
    driverIds: await ids(`SELECT id FROM drivers WHERE org_id = $1 AND status = 'Active' ORDER BY id LIMIT $2`),
    tractorIds: await ids(`SELECT id FROM assets WHERE org_id = $1 AND asset_type = 'Tractor' ORDER BY id LIMIT $2`),
  };
}

export interface CardToSave {
  cardNumber?: string;
  /** It expires in December this many years from now (5 unless given). */
  yearsAhead?: number;
  cvc?: string;
}

/** A card saved through POST /api/paymentMethods, which must answer 201: its payment method id. */
export async function saveCard(
  ctx: TestContext,
  { cardNumber = TEST_CARD.cardNumber, yearsAhead = 5, cvc }: CardToSave = {},
  { user = 'carrier', orgId }: BookAs = {},
) {
  const answer = await ctx.as(user, {
    method: 'POST',
    url: '/api/paymentMethods',
    orgId,
    payload: { type: 'CARD', cardNumber, expMonth: 12, expYear: new Date().getUTCFullYear() + yearsAhead, ...(cvc ? { cvc } : {}) },
  });
  expect(answer.statusCode).toBe(201);
  return answer.json().paymentMethodId as number;
}
