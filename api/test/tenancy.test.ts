import { canAccess } from '@haulstop/shared/permissions';
import { demoContext } from './helpers/permissions';
import { createTestContext, DEMO_USERS, ORG_COUNT, type DemoUser, type TestContext } from './helpers/test-app';

/**
 * DESIGN §3 / SPEC §6 tenant isolation, exhaustively: every demo user against every
 * organisation's and every user's ids. A caller reads only organisations it belongs to, except
 * the platform organisation (id 1), which may read all.
 */
let ctx: TestContext;
let userIds: Record<DemoUser, number>;
const USERS = Object.keys(DEMO_USERS) as DemoUser[];
const ORG_IDS = Array.from({ length: ORG_COUNT }, (_, index) => index + 1);

const memberOf: Record<DemoUser, number[]> = { admin: [1], owner: [2], manager: [2], carrier: [3, 4], dispatch: [3], broker: [4] };
const canSee = (user: DemoUser, orgId: number) => user === 'admin' || memberOf[user].includes(orgId);

/** The routes of one declared access, from the app's own route table (no list to keep in step by hand). */
const routesWith = (access: string) => ctx.app.routeAccess.filter((route) => route.access === access);
/** A concrete URL for a route pattern: ids become 1, a wildcard a file name. */
const concrete = (url: string) => url.replace(/:\w+/g, '1').replace('*', 'orgs/1/logo.svg') + (REQUIRED_QUERY[url] ?? '');
/** Routes that answer 400 without a query: a valid one, so an allowed caller gets its 200. */
const REQUIRED_QUERY: Record<string, string> = {
  '/api/availability': `?startAt=${new Date(Date.now() + 86400000).toISOString()}&duration=24%20hrs`,
};

beforeAll(async () => {
  ctx = await createTestContext();
  const entries = await Promise.all(USERS.map(async (user) => [user, (await ctx.login(user)).user.userId] as const));
  userIds = Object.fromEntries(entries) as Record<DemoUser, number>;
});
afterAll(() => ctx.close());

describe.each(USERS)('tenant isolation for %s', (user) => {
  test('GET /api/organization/{id}: 200 for the organisation acted in (all for the platform), 404 for every other', async () => {
    for (const orgId of ORG_IDS) {
      const response = await ctx.as(user, { url: `/api/organization/${orgId}`, orgId: canSee(user, orgId) && user !== 'admin' ? orgId : undefined });
      expect([orgId, response.statusCode]).toEqual([orgId, canSee(user, orgId) ? 200 : 404]);
      if (response.statusCode === 404) expect(response.body).not.toContain('orgName');
      // Acting in another of its organisations, a caller outside the platform reads only that one.
      for (const actingIn of memberOf[user].filter((other) => other !== orgId && user !== 'admin')) {
        const elsewhere = await ctx.as(user, { url: `/api/organization/${orgId}`, orgId: actingIn });
        expect([orgId, actingIn, elsewhere.statusCode]).toEqual([orgId, actingIn, 404]);
      }
    }
  });

  test("every route declared 'org' (generated from the route table): 403 in every organisation the caller may not act in", async () => {
    for (const route of routesWith('org')) {
      for (const orgId of ORG_IDS) {
        const response = await ctx.as(user, {
          method: route.method as 'GET',
          url: concrete(route.url),
          orgId,
          payload: route.method === 'GET' ? undefined : {},
        });
        const allowed = canSee(user, orgId);
        // Refused for the organisation (not, say, for the role: a carrier may not delete a lot in its own organisation).
        const refusedForOrg = response.statusCode === 403 && response.json().errorMessage === 'You are not a member of this organisation';
        expect([route.url, orgId, refusedForOrg]).toEqual([route.url, orgId, !allowed]);
        // A plain list answers 200 where the caller may act, unless the route's rule refuses the role there (403; the role matrix covers every route).
        if (allowed && route.method === 'GET' && !route.url.includes(':')) {
          const ruled = canAccess({ resource: route.resource!, action: route.action!, ctx: await demoContext(ctx, user, orgId) });
          expect([route.url, orgId, response.statusCode]).toEqual([route.url, orgId, ruled ? 200 : 403]);
        }
      }
    }
    // Every org route × every organisation × each demo user: it grows with the route table, so it has its own budget.
  }, 240_000);

  test("every route declared 'platform' (generated): 403 outside the platform organisation", async () => {
    for (const route of routesWith('platform')) {
      const response = await ctx.as(user, { method: route.method as 'GET', url: concrete(route.url), payload: route.method === 'GET' ? undefined : {} });
      expect([route.url, response.statusCode === 403]).toEqual([route.url, user !== 'admin']);
    }
  });

  test('organisation files (orgs/<id>/logo.svg): a link for own organisations only (any for the platform), else 404', async () => {
    for (const orgId of ORG_IDS) {
      const response = await ctx.as(user, { url: `/api/session/downloadUrl?objectPath=orgs/${orgId}/logo.svg` });
      expect([orgId, response.statusCode]).toEqual([orgId, canSee(user, orgId) ? 200 : 404]);
    }
  });

  test('users: GET /api/user/{id} and getOrgByUser answer only for yourself (anyone for the platform)', async () => {
    for (const other of USERS) {
      const self = other === user || user === 'admin';
      const record = await ctx.as(user, { url: `/api/user/${userIds[other]}` });
      expect([other, record.statusCode]).toEqual([other, self ? 200 : 404]);
      const orgs = await ctx.as(user, { url: `/api/organization/getOrgByUser?userId=${userIds[other]}` });
      expect([other, orgs.statusCode]).toEqual([other, self ? 200 : 403]);
    }
  });

  test('users: password and profile changes are refused for every other user (403), the platform included', async () => {
    for (const other of USERS.filter((u) => u !== user)) {
      const password = await ctx.as(user, {
        method: 'PUT',
        url: `/api/user/updatePassword/${userIds[other]}`,
        payload: { userId: userIds[other], oldPassword: 'Haulstop#2026', newPassword: 'Another#Password1' },
      });
      expect([other, password.statusCode]).toEqual([other, 403]);
      const profile = await ctx.as(user, {
        method: 'PUT',
        url: `/api/user/update/${userIds[other]}?orgId=1`,
        payload: { email: `${other}@haulstop.test`, firstName: 'Hacked', lastName: 'Hacked' },
      });
      expect([other, profile.statusCode]).toEqual([other, 403]);
    }
  });

  test('list contents stay inside the organisation: reservations and invoices of a member org never show another tenant', async () => {
    for (const orgId of memberOf[user].filter((id) => id !== 1)) {
      const answer = await ctx.as(user, { url: '/api/invoices?size=100', orgId });
      // SPEC §6 hides invoices from the Manager: refused, so nothing of any tenant shows.
      if (user === 'manager') expect(answer.statusCode).toBe(403);
      else expect((answer.json().content as { orgId: number }[]).every((invoice) => invoice.orgId === orgId)).toBe(true);
      const lots = (await ctx.as(user, { url: '/api/parkingLots?size=100', orgId })).json().content as { ownerOrgId: number }[];
      if (orgId === 2) expect(lots.every((lot) => lot.ownerOrgId === 2)).toBe(true);
    }
  });
});

describe('the route table itself', () => {
  test('every /api route declares its access, and the org-scoped lists are among them', () => {
    const byAccess = (access: string) => routesWith(access).map((route) => `${route.method} ${route.url}`);
    expect(byAccess('org')).toEqual(
      expect.arrayContaining([
        'GET /api/parkingLots',
        'GET /api/reservations',
        'GET /api/invoices',
        'GET /api/dashboard/counts',
        'GET /api/reservation/filter/companyNames',
      ]),
    );
    expect(byAccess('platform')).toContain('GET /api/organization/getAllOrganization');
    expect(byAccess('public')).toEqual(expect.arrayContaining(['POST /api/auth/login', 'GET /api/health', 'GET /api/files/*']));
  });

  test("every route not declared 'public' answers 401 without a token", async () => {
    for (const route of ctx.app.routeAccess.filter((r) => r.access !== 'public')) {
      const response = await ctx.app.inject({ method: route.method as 'GET', url: concrete(route.url), payload: route.method === 'GET' ? undefined : {} });
      expect([route.url, response.statusCode]).toEqual([route.url, 401]);
    }
  });
});
