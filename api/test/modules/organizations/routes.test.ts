import { createTestContext, ORG, ORG_COUNT, userIdsByLogin, type DemoUser, type TestContext } from '../../helpers/test-app';

let ctx: TestContext;
let ids: Record<string, number>;
beforeAll(async () => {
  ctx = await createTestContext();
  ids = await userIdsByLogin(ctx);
});
afterAll(() => ctx.close());

const NON_PLATFORM: DemoUser[] = ['owner', 'manager', 'carrier', 'dispatch', 'broker'];

describe('GET /api/organization/{saasOrgId}', () => {
  test('SPEC §3: answers the organisation detail fields for a member', async () => {
    const response = await ctx.as('carrier', { url: `/api/organization/${ORG.northline}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      orgId: 3,
      orgName: 'Northline Freight',
      saasOrgId: 3,
      usageType: 'CARRIER',
      orgType: 'CARRIER',
      isOrgNetworkConfigEnabled: true,
      status: 'Active',
      isOrgApproved: 'Approved',
      logoPath: 'orgs/3/logo.svg',
      parentOrgId: null,
      timeZone: 'UTC',
    });
  });

  test("SPEC §6: an organisation you do not belong to answers 404 'NOT_FOUND', never the record", async () => {
    const response = await ctx.as('broker', { url: `/api/organization/${ORG.northline}` });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ statusCode: 404, errorCode: 'NOT_FOUND', errorMessage: 'Organisation not found' });
  });

  test('SPEC §6: organisation 1 sees all organisations', async () => {
    const response = await ctx.as('admin', { url: `/api/organization/${ORG.ridgeway}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ orgName: 'Ridgeway Haulers', parentOrgId: ORG.northline });
  });

  test('an unknown id answers 404; a non-numeric id 400', async () => {
    expect((await ctx.as('admin', { url: '/api/organization/4040' })).statusCode).toBe(404);
    const bad = await ctx.as('admin', { url: '/api/organization/one' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errorMessage).toBe('saasOrgId must be a whole number');
    expect((await ctx.as('admin', { url: '/api/organization/0' })).statusCode).toBe(400);
  });
});

describe('GET /api/organization/getAllOrganization', () => {
  test('SPEC §7: the platform gets organizationApiList.content with the list item fields, paged 10 by default', async () => {
    const response = await ctx.as('admin', { url: '/api/organization/getAllOrganization' });
    expect(response.statusCode).toBe(200);
    const { organizationApiList } = response.json();
    expect(organizationApiList).toMatchObject({ totalElements: ORG_COUNT, page: 0, size: 10 });
    expect(organizationApiList.content).toHaveLength(10);
    expect(organizationApiList.content[0]).toEqual({
      orgId: 1,
      orgName: 'Haulstop Platform',
      saasOrgId: 1,
      orgStatus: 'Active',
      usageType: 'ADMIN',
      orgType: 'ADMIN',
      isOrgApproved: 'Approved',
      isReferred: false,
    });
    const second = (await ctx.as('admin', { url: '/api/organization/getAllOrganization?page=1&size=10' })).json().organizationApiList;
    expect(second.content).toHaveLength(ORG_COUNT - 10);
  });

  test('search filters by part of the name, case-insensitively', async () => {
    const response = await ctx.as('admin', { url: '/api/organization/getAllOrganization?search=north' });
    expect(response.json().organizationApiList.content.map((org: { orgName: string }) => org.orgName)).toEqual(['Northline Freight']);
    const wildcard = await ctx.as('admin', { url: '/api/organization/getAllOrganization?search=%25' });
    expect(wildcard.json().organizationApiList.totalElements).toBe(0);
  });

  test('DESIGN §3: size above 100, a negative page or text paging answers 400', async () => {
    for (const query of ['size=101', 'page=-1', 'size=0', 'page=x']) {
      const response = await ctx.as('admin', { url: `/api/organization/getAllOrganization?${query}` });
      expect(response.statusCode).toBe(400);
      expect(response.json().errorCode).toBe('VALIDATION_FAILED');
    }
  });

  test.each(NON_PLATFORM)('SPEC §6: only organisation 1 sees all organisations — %s answers 403', async (user) => {
    const response = await ctx.as(user, { url: '/api/organization/getAllOrganization' });
    expect(response.statusCode).toBe(403);
    expect(response.json().errorCode).toBe('FORBIDDEN');
  });
});

describe('GET /api/organization/getOrgByUser?userId=', () => {
  test('SPEC §7: answers [{ orgId, orgName }] of your own organisations', async () => {
    const response = await ctx.as('carrier', { url: `/api/organization/getOrgByUser?userId=${ids.carrier}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { orgId: 3, orgName: 'Northline Freight' },
      { orgId: 4, orgName: 'Eastbound Brokerage' },
    ]);
  });

  test("another user's organisations answer 403 for a non-platform caller", async () => {
    const response = await ctx.as('broker', { url: `/api/organization/getOrgByUser?userId=${ids.carrier}` });
    expect(response.statusCode).toBe(403);
  });

  test('the platform may list any user’s organisations; an unknown user answers 404', async () => {
    expect((await ctx.as('admin', { url: `/api/organization/getOrgByUser?userId=${ids.owner}` })).json()).toEqual([
      { orgId: 2, orgName: 'Prairie Truck Stops' },
    ]);
    expect((await ctx.as('admin', { url: '/api/organization/getOrgByUser?userId=99999' })).statusCode).toBe(404);
  });

  test('a missing or non-numeric userId answers 400', async () => {
    const missing = await ctx.as('owner', { url: '/api/organization/getOrgByUser' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errorMessage).toBe('userId is required');
    expect((await ctx.as('owner', { url: '/api/organization/getOrgByUser?userId=me' })).statusCode).toBe(400);
  });
});

describe('POST /api/organization/orgNetworkConfiguration (Manager role or platform organisation)', () => {
  const save = (user: DemoUser, payload: object) => ctx.as(user, { method: 'POST', url: '/api/organization/orgNetworkConfiguration', payload });

  test('a Manager of the organisation may save it; the answer echoes the setting and it is stored', async () => {
    const response = await save('manager', { saasOrgId: ORG.prairie, isOrgNetworkConfigEnabled: true });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ saasOrgId: ORG.prairie, isOrgNetworkConfigEnabled: true });
    expect((await ctx.as('manager', { url: `/api/organization/${ORG.prairie}` })).json().isOrgNetworkConfigEnabled).toBe(true);
    await save('manager', { saasOrgId: ORG.prairie, isOrgNetworkConfigEnabled: false });
  });

  test('the platform organisation may save it for any organisation', async () => {
    const response = await save('admin', { saasOrgId: ORG.eastbound, isOrgNetworkConfigEnabled: true });
    expect(response.statusCode).toBe(200);
    expect((await ctx.as('broker', { url: `/api/organization/${ORG.eastbound}` })).json().isOrgNetworkConfigEnabled).toBe(true);
  });

  test.each([
    ['owner', ORG.prairie],
    ['carrier', ORG.northline],
    ['dispatch', ORG.northline],
    ['broker', ORG.eastbound],
  ] as [DemoUser, number][])('a non-Manager member (%s) of organisation %d answers 403 with a message and changes nothing', async (user, orgId) => {
    const before = (await ctx.as('admin', { url: `/api/organization/${orgId}` })).json().isOrgNetworkConfigEnabled;
    const response = await save(user, { saasOrgId: orgId, isOrgNetworkConfigEnabled: !before });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      statusCode: 403,
      errorCode: 'FORBIDDEN',
      errorMessage: 'Your role in this organisation does not allow this',
    });
    expect((await ctx.as('admin', { url: `/api/organization/${orgId}` })).json().isOrgNetworkConfigEnabled).toBe(before);
  });

  test('a Manager of another organisation answers 404 for one they do not belong to', async () => {
    expect((await save('manager', { saasOrgId: ORG.northline, isOrgNetworkConfigEnabled: false })).statusCode).toBe(404);
  });

  test('missing or mistyped fields answer 400 with the field named', async () => {
    const missing = await save('admin', { saasOrgId: ORG.northline });
    expect(missing.json()).toEqual({ statusCode: 400, errorCode: 'VALIDATION_FAILED', errorMessage: 'isOrgNetworkConfigEnabled is required' });
    const mistyped = await save('admin', { saasOrgId: ORG.northline, isOrgNetworkConfigEnabled: 'yes' });
    expect(mistyped.json().errorMessage).toBe('isOrgNetworkConfigEnabled must be true or false');
    const badId = await save('admin', { saasOrgId: 'three', isOrgNetworkConfigEnabled: true });
    expect(badId.json().errorMessage).toBe('saasOrgId must be a whole number');
    expect((await save('admin', { saasOrgId: 4040, isOrgNetworkConfigEnabled: true })).statusCode).toBe(404);
  });
});
