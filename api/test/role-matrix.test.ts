import Fastify from 'fastify';
import fp from 'fastify-plugin';
import { canAccess, hasAccessRule, type PermissionContext } from '@haulstop/shared/permissions';
import { authenticationPlugin } from '../src/plugins/app/authentication';
import { demoContext } from './helpers/permissions';
import { createTestContext, type DemoUser, type TestContext } from './helpers/test-app';

/**
 * DESIGN §3 "The console and the API ask the same canAccess rules", generated from the route table
 * (each route's config resource and action) and the rules themselves: every demo role × every
 * route, in the user's own organisation. What the drawer and the buttons refuse (canAccess false),
 * the API refuses with 403; what they allow, it does not refuse with 403 (200, 400 for the empty
 * body, 404 for the id that does not exist are all fine). Adding a route or a rule extends it.
 */
let ctx: TestContext;
const ROLES: [label: string, user: DemoUser, saasOrgId: number][] = [
  ['platform admin', 'admin', 1],
  ['owner admin', 'owner', 2],
  ['Manager', 'manager', 2],
  ['carrier admin', 'carrier', 3],
  ['user', 'dispatch', 3],
  ['broker', 'broker', 4],
];
/**
 * A URL in the caller's own organisation and account; every other id names nothing, so a route
 * that lets the caller through answers 404 (or 400 for the empty body) and changes nothing.
 */
const MISSING_ID = '999999';
const concrete = (url: string, saasOrgId: number, userId: number) =>
  url.replace(':saasOrgId', String(saasOrgId)).replace(':userId', String(userId)).replace(/:\w+/g, MISSING_ID).replace('*', 'nothing');

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe.each(ROLES)('role matrix: %s', (_label, user, saasOrgId) => {
  let permissions: PermissionContext;
  let userId: number;
  beforeAll(async () => {
    permissions = await demoContext(ctx, user, saasOrgId);
    userId = (await ctx.login(user)).user.userId;
  });

  test('"what the drawer and the buttons refuse, the API refuses with 403, and what they allow, it allows" (every route)', async () => {
    const routes = ctx.app.routeAccess.filter((route) => route.access !== 'public');
    expect(routes.length).toBeGreaterThan(90);
    const disagreements: string[] = [];
    for (const route of routes) {
      const allowed = canAccess({ resource: route.resource!, action: route.action!, ctx: permissions });
      const response = await ctx.as(user, {
        method: route.method as 'GET',
        url: concrete(route.url, saasOrgId, userId),
        orgId: saasOrgId,
        payload: route.method === 'GET' || route.method === 'DELETE' ? undefined : {},
      });
      const refused = response.statusCode === 403;
      if (refused !== !allowed)
        disagreements.push(`${route.method} ${route.url} (${route.resource} ${route.action}): canAccess ${allowed}, API ${response.statusCode}`);
    }
    expect(disagreements).toEqual([]);
  });
});

/**
 * The same agreement on real records: a real booking of every demo organisation (one it is the
 * customer of, and one booked for it by another organisation), asked by every demo role. A booking
 * change's access is canAccess 'reservationChanges' with the booking as its record; the API's extension
 * quote (a read that changes nothing) must refuse exactly those (403, or 404 where the caller does not
 * see the booking at all) and let the others through. A service that decides apart from canAccess
 * (letting the platform or the lot's owner change a customer's booking) shows as a disagreement.
 */
describe.each(ROLES)('role matrix on real bookings of every demo organisation: %s', (_label, user, saasOrgId) => {
  test('a booking change is refused by the API exactly where canAccess refuses it', async () => {
    const permissions = await demoContext(ctx, user, saasOrgId);
    const { rows: bookings } = await ctx.db.query<{ id: number; orgId: number; bookedByOrgId: number | null; status: string }>(
      `SELECT DISTINCT ON (r.org_id, r.booked_by_org_id IS NULL) r.id, r.org_id AS "orgId", r.booked_by_org_id AS "bookedByOrgId", r.status
         FROM reservations r ORDER BY r.org_id, r.booked_by_org_id IS NULL, r.id`,
    );
    const organisations = new Set(bookings.map((booking) => booking.orgId));
    expect(organisations.size).toBeGreaterThanOrEqual(3);
    const disagreements: string[] = [];
    for (const booking of bookings) {
      const allowed = canAccess({ resource: 'reservationChanges', action: 'edit', record: booking, ctx: permissions });
      const response = await ctx.as(user, {
        method: 'POST',
        url: `/api/reservations/${booking.id}/extend/quote`,
        orgId: saasOrgId,
        payload: { duration: '6 hrs' },
      });
      const refused = response.statusCode === 403 || response.statusCode === 404;
      if (refused === allowed)
        disagreements.push(
          `booking ${booking.id} of organisation ${booking.orgId} (booked by ${booking.bookedByOrgId}): canAccess ${allowed}, API ${response.statusCode}`,
        );
    }
    expect(disagreements).toEqual([]);
  });
});

describe('the route table', () => {
  test('every /api route not public names a canAccess rule (resource and action)', () => {
    const unnamed = ctx.app.routeAccess.filter((route) => route.access !== 'public' && !hasAccessRule(route.resource ?? '', route.action ?? ''));
    expect(unnamed).toEqual([]);
  });

  const appWith = (config: Record<string, unknown>) => {
    const app = Fastify({ logger: false });
    // The authentication plugin's dependencies by name; the route check runs when a route is added, before either is used.
    void app.register(fp(async () => {}, { name: 'config' }));
    void app.register(fp(async () => {}, { name: 'db' }));
    void app.register(authenticationPlugin);
    void app.register(async (api) => api.get('/x', { config }, async () => ({})), { prefix: '/api' });
    return app;
  };

  test('"A route that declares nothing does not start": no resource and action, or an unknown rule, and the app refuses to start', async () => {
    await expect(appWith({ access: 'org' }).ready()).rejects.toThrow('GET /api/x must declare config.resource and config.action of a canAccess rule');
    await expect(appWith({ access: 'org', resource: 'invoices', action: 'delete' }).ready()).rejects.toThrow('must declare config.resource');
    const named = appWith({ access: 'org', resource: 'invoices', action: 'view' });
    await expect(named.ready()).resolves.toBeDefined();
    await named.close();
    const open = appWith({ access: 'public' });
    await expect(open.ready()).resolves.toBeDefined();
    await open.close();
  });
});
