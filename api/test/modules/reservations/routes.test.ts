import { createTestContext, ORG, type DemoUser, type TestContext } from '../../helpers/test-app';

let ctx: TestContext;
let prairieLots: Set<number>;
let total: number;
beforeAll(async () => {
  ctx = await createTestContext();
  const { rows } = await ctx.db.query<{ id: number }>('SELECT id FROM parking_lots WHERE owner_org_id = $1', [ORG.prairie]);
  prairieLots = new Set(rows.map((row) => row.id));
  total = (await ctx.db.query<{ count: number }>('SELECT count(*)::int AS count FROM reservations')).rows[0].count;
});
afterAll(() => ctx.close());

interface Reservation {
  reservationId: number;
  parkingLotId: number;
  orgId: number;
  bookedByOrgId: number | null;
  status: string;
  slots: number;
  startAt: string;
  endAt: string;
  entries: { sno: number; driverName: string | null; assetLabel: string | null }[];
}

const list = async (user: DemoUser, orgId: number | undefined, query = ''): Promise<{ content: Reservation[]; totalElements: number }> => {
  const response = await ctx.as(user, { url: `/api/reservations?size=100${query}`, orgId });
  expect(response.statusCode).toBe(200);
  return response.json();
};

describe('GET /api/reservations', () => {
  test('DESIGN §5: at least 30 seeded reservations in many statuses', async () => {
    const { content, totalElements } = await list('admin', ORG.platform);
    expect(totalElements).toBe(total);
    expect(total).toBeGreaterThanOrEqual(30);
    const statuses = new Set(content.map((r) => r.status));
    for (const status of [
      'Booked',
      'Upcoming',
      'Completed',
      'Cancelled',
      'Partial Cancel',
      'Payment Pending',
      'Payment Failed',
      'Recurring Failed',
      'Expired',
      'Refunded',
    ]) {
      expect(statuses).toContain(status);
    }
  });

  test('a carrier sees the reservations it made, including those booked for its sub-carriers — no one else’s', async () => {
    const { content } = await list('carrier', ORG.northline);
    expect(content.length).toBeGreaterThan(0);
    expect(content.every((r) => r.orgId === ORG.northline || r.bookedByOrgId === ORG.northline)).toBe(true);
    expect(content.some((r) => r.orgId === ORG.ridgeway && r.bookedByOrgId === ORG.northline)).toBe(true);
  });

  test('the same user in another organisation (X-Org-Id) sees that organisation’s reservations', async () => {
    const { content } = await list('carrier', ORG.eastbound);
    expect(content.length).toBeGreaterThan(0);
    expect(content.every((r) => r.orgId === ORG.eastbound || r.bookedByOrgId === ORG.eastbound)).toBe(true);
    const broker = await list('broker', undefined);
    expect(broker.totalElements).toBe(content.length);
  });

  test('an owner sees the reservations at its own lots', async () => {
    const { content } = await list('owner', ORG.prairie);
    expect(content.length).toBeGreaterThan(0);
    expect(content.every((r) => prairieLots.has(r.parkingLotId))).toBe(true);
  });

  test('SPEC §6: the platform may act in another organisation after switching (X-Org-Id) and sees what it sees', async () => {
    const asOwner = await list('owner', ORG.prairie);
    const platformInPrairie = await list('admin', ORG.prairie);
    expect(platformInPrairie.totalElements).toBe(asOwner.totalElements);
  });

  test('the company filter (orgId) and status filter narrow the list', async () => {
    const ridgeway = await list('admin', ORG.platform, `&orgId=${ORG.ridgeway}`);
    expect(ridgeway.content.length).toBeGreaterThan(0);
    expect(ridgeway.content.every((r) => r.orgId === ORG.ridgeway)).toBe(true);
    const upcoming = await list('carrier', ORG.northline, '&status=Upcoming');
    expect(upcoming.content.every((r) => r.status === 'Upcoming')).toBe(true);
    const bad = await ctx.as('carrier', { url: '/api/reservations?status=Nonsense' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errorMessage).toMatch(/^status must be one of: /);
  });

  test('each filter shape answers its own rows, asked in turn and again (the page statement is kept per shape)', async () => {
    const all = await list('admin', ORG.platform);
    const sample = all.content.find((r) => r.status === 'Upcoming') ?? all.content[0];
    const day = sample.startAt.slice(0, 10);
    const shapes: [string, (r: Reservation) => boolean][] = [
      ['', () => true],
      [`&status=${encodeURIComponent(sample.status)}`, (r) => r.status === sample.status],
      [`&orgId=${sample.orgId}`, (r) => r.orgId === sample.orgId],
      [`&parkingLotId=${sample.parkingLotId}`, (r) => r.parkingLotId === sample.parkingLotId],
      [
        `&parkingLotId=${sample.parkingLotId}&status=${encodeURIComponent(sample.status)}`,
        (r) => r.parkingLotId === sample.parkingLotId && r.status === sample.status,
      ],
      [`&date=${day}`, () => true],
    ];
    const first = new Map<string, Awaited<ReturnType<typeof list>>>();
    for (const [query, holds] of shapes) {
      const page = await list('admin', ORG.platform, query);
      expect(page.content.length).toBeGreaterThan(0);
      expect(page.content.every(holds)).toBe(true);
      first.set(query, page);
    }
    // The day view lists the earliest start first, the others the newest first.
    const starts = (page: Awaited<ReturnType<typeof list>>) => page.content.map((r) => new Date(r.startAt).getTime());
    expect(starts(first.get(`&date=${day}`)!)).toEqual([...starts(first.get(`&date=${day}`)!)].sort((a, b) => a - b));
    expect(starts(first.get('')!)).toEqual([...starts(first.get('')!)].sort((a, b) => b - a));
    for (const [query] of [...shapes].reverse()) expect(await list('admin', ORG.platform, query)).toEqual(first.get(query));
    // Another scope (an owner) after the platform's: its own rows only.
    const owner = await list('owner', ORG.prairie, `&status=${encodeURIComponent(sample.status)}`);
    expect(owner.content.every((r) => prairieLots.has(r.parkingLotId) && r.status === sample.status)).toBe(true);
  });

  test('SPEC §3: entries carry sno numbered 1..n with driver and asset', async () => {
    const { content } = await list('carrier', ORG.northline);
    for (const reservation of content) {
      expect(reservation.entries.map((e) => e.sno)).toEqual(reservation.entries.map((_, index) => index + 1));
      expect(reservation.entries).toHaveLength(reservation.slots);
      expect(reservation.entries.every((e) => e.driverName && e.assetLabel)).toBe(true);
      expect(new Date(reservation.endAt).getTime()).toBeGreaterThan(new Date(reservation.startAt).getTime());
    }
  });

  test('DESIGN §3: paged, newest start first', async () => {
    const page0 = (await ctx.as('admin', { url: '/api/reservations?size=10', orgId: ORG.platform })).json();
    const page1 = (await ctx.as('admin', { url: '/api/reservations?size=10&page=1', orgId: ORG.platform })).json();
    expect(page0).toMatchObject({ page: 0, size: 10, totalElements: total });
    expect(page0.content).toHaveLength(10);
    expect(new Date(page0.content[9].startAt).getTime()).toBeGreaterThanOrEqual(new Date(page1.content[0].startAt).getTime());
  });

  test('a page past the last still counts every row, and the last page the rest (the total rides on the rows)', async () => {
    const last = Math.floor((total - 1) / 10);
    const past = (await ctx.as('admin', { url: `/api/reservations?size=10&page=${last + 1}`, orgId: ORG.platform })).json();
    expect(past).toEqual({ content: [], totalElements: total, page: last + 1, size: 10 });
    const tail = (await ctx.as('admin', { url: `/api/reservations?size=10&page=${last}`, orgId: ORG.platform })).json();
    expect([tail.content.length, tail.totalElements]).toEqual([total - last * 10, total]);
  });

  test("DESIGN §8: a list item carries the contract's fields and nothing else (the page total stays out of the rows)", async () => {
    const page = (await ctx.as('admin', { url: '/api/reservations?size=3', orgId: ORG.platform })).json();
    expect(Object.keys(page)).toEqual(['content', 'totalElements', 'page', 'size']);
    for (const item of page.content) {
      expect(Object.keys(item).sort()).toEqual(
        [
          'reservationId',
          'parkingLotId',
          'parkingLotName',
          'timeZone',
          'orgId',
          'orgName',
          'bookedByOrgId',
          'duration',
          'startAt',
          'endAt',
          'slots',
          'status',
          'paymentStatus',
          'amountMinor',
          'currency',
          'creationMode',
          'entries',
          'extensionDurations',
          'gateCode',
        ].sort(),
      );
    }
  });

  test('the page PostgreSQL writes holds every reservation as read from its tables, instants as toISOString writes them', async () => {
    const { rows } = await ctx.db.query<Record<string, unknown> & { reservationId: number; startAt: Date; endAt: Date; entries: number }>(
      `SELECT r.id AS "reservationId", r.lot_id AS "parkingLotId", l.name AS "parkingLotName", l.time_zone AS "timeZone", r.org_id AS "orgId",
              o.name AS "orgName", r.booked_by_org_id AS "bookedByOrgId", r.duration, r.start_at AS "startAt", r.end_at AS "endAt", r.slots,
              r.status, r.payment_status AS "paymentStatus", r.amount_minor AS "amountMinor", r.currency, r.creation_mode AS "creationMode",
              r.gate_code AS "gateCode", (SELECT count(*)::int FROM reservation_entries e WHERE e.reservation_id = r.id) AS entries,
              ARRAY(SELECT x.duration FROM reservation_extensions x WHERE x.reservation_id = r.id ORDER BY x.id) AS "extensionDurations"
         FROM reservations r JOIN parking_lots l ON l.id = r.lot_id JOIN organizations o ON o.id = r.org_id`,
    );
    // An instant with microseconds, as now() writes them: its milliseconds are cut, as Date's are.
    await ctx.db.query(`UPDATE reservations SET end_at = end_at + interval '0.123456 seconds' WHERE id = $1`, [rows[0].reservationId]);
    rows[0].endAt = new Date(rows[0].endAt.getTime() + 123);
    const expected = new Map(rows.map((row) => [row.reservationId, { ...row, startAt: row.startAt.toISOString(), endAt: row.endAt.toISOString() }]));
    const seen: (Record<string, unknown> & { reservationId: number; entries: unknown[] })[] = [];
    for (let page = 0; seen.length < total; page += 1) {
      const answer = (await ctx.as('admin', { url: `/api/reservations?size=100&page=${page}`, orgId: ORG.platform })).json();
      expect(answer.content.length).toBeGreaterThan(0);
      seen.push(...answer.content);
    }
    expect(seen).toHaveLength(expected.size);
    for (const item of seen) {
      const { entries, ...fields } = item;
      const { entries: count, ...want } = expected.get(item.reservationId)!;
      expect([fields, entries.length]).toEqual([want, count]);
    }
  });

  test('X-Org-Id of an organisation you do not belong to answers 403; a malformed one 400', async () => {
    const response = await ctx.as('broker', { url: '/api/reservations', orgId: ORG.northline });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ statusCode: 403, errorCode: 'FORBIDDEN', errorMessage: 'You are not a member of this organisation' });
    const bad = await ctx.as('broker', { url: '/api/reservations', headers: { 'x-org-id': 'four' } });
    expect(bad.statusCode).toBe(400);
  });
});

describe('GET /api/reservation/filter/companyNames?saasOrgId=', () => {
  test('SPEC §7: the platform gets [{ orgName, orgId }] of the companies that have reservations (no All entry: the UI adds it)', async () => {
    const response = await ctx.as('admin', { url: `/api/reservation/filter/companyNames?saasOrgId=${ORG.platform}` });
    expect(response.statusCode).toBe(200);
    const companies = response.json();
    expect(companies.map((c: { orgName: string }) => c.orgName)).toEqual([
      'Eastbound Brokerage',
      'Maple Leaf Logistics',
      'Northline Freight',
      'Ridgeway Haulers',
    ]);
    expect(companies[0]).toEqual({ orgName: 'Eastbound Brokerage', orgId: ORG.eastbound });
  });

  test('with another saasOrgId, only the companies that organisation sees', async () => {
    const response = await ctx.as('admin', { url: `/api/reservation/filter/companyNames?saasOrgId=${ORG.eastbound}` });
    expect(response.json()).toEqual([{ orgName: 'Eastbound Brokerage', orgId: ORG.eastbound }]);
  });

  test.each(['owner', 'manager', 'carrier', 'dispatch', 'broker'] as DemoUser[])(
    'another organisation than the current one is refused — %s answers 403',
    async (user) => {
      const response = await ctx.as(user, { url: '/api/reservation/filter/companyNames?saasOrgId=1' });
      expect(response.statusCode).toBe(403);
    },
  );

  // The filter's options are the companies that appear in the caller's reservations, and
  // each option filters to its rows (they used to be the user's organisations: mostly no rows).
  test.each([
    ['owner', ORG.prairie],
    ['carrier', ORG.northline],
    ['carrier', ORG.eastbound],
    ['broker', ORG.eastbound],
  ] as [DemoUser, number][])(
    '%s in organisation %i: every company offered filters to at least one of its reservations, and they add up to All',
    async (user, orgId) => {
      const companies = (await ctx.as(user, { url: `/api/reservation/filter/companyNames?saasOrgId=${orgId}`, orgId })).json() as { orgId: number }[];
      expect(companies.length).toBeGreaterThan(0);
      const all = (await ctx.as(user, { url: '/api/reservations?size=100', orgId })).json() as { totalElements: number };
      let sum = 0;
      for (const company of companies) {
        const rows = (await ctx.as(user, { url: `/api/reservations?size=100&orgId=${company.orgId}`, orgId })).json() as {
          totalElements: number;
          content: { orgId: number }[];
        };
        expect([company.orgId, rows.totalElements > 0]).toEqual([company.orgId, true]);
        expect(rows.content.every((row) => row.orgId === company.orgId)).toBe(true);
        sum += rows.totalElements;
      }
      expect(sum).toBe(all.totalElements);
    },
  );

  test('the owner is offered the carriers and brokers that booked its lots, not only itself', async () => {
    const companies = (await ctx.as('owner', { url: `/api/reservation/filter/companyNames?saasOrgId=${ORG.prairie}`, orgId: ORG.prairie })).json() as {
      orgName: string;
    }[];
    expect(companies.map((c) => c.orgName)).toEqual(expect.arrayContaining(['Northline Freight', 'Eastbound Brokerage']));
    expect(companies.map((c) => c.orgName)).not.toContain('Prairie Truck Stops');
  });
});
