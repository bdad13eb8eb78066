import { vinCheckDigit } from '@haulstop/shared/rules';
import { createTestContext, ORG, type DemoUser, type TestContext } from './helpers/test-app';

/**
 * "For every write, a field left out keeps its value or is required": an outside check
 * saved the company profile without `logoPath` and the logo vanished. Every PUT route of the API
 * (read from its OpenAPI document, so a new one cannot be forgotten) either requires every field
 * of its body, or is walked here: its record is filled (every optional field set to something
 * other than its default), read, PUT back with only the required fields, and read again unchanged.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

type Json = Record<string, unknown>;
type JsonSchema = { properties?: Record<string, unknown>; required?: string[] };

/** Body fields that echo the path (checked against it, never stored): leaving them out changes nothing. */
const ECHOES_OF_THE_PATH = ['userId'];

interface Walk {
  user: DemoUser;
  orgId?: number;
  /** The PUT address and how to read the record back, found once the test's data exists. */
  target(): Promise<{ put: string; read: () => Promise<Json> }>;
  /** A full body that sets every optional field to a value other than its default. */
  fill(stored: Json): Json | Promise<Json>;
  /** Required values the read record does not answer as they are sent (e.g. a masked account number). */
  required?(stored: Json): Json;
  /** Optional fields that the filled record leaves empty by its nature (a US account has no transit number). */
  empty?: string[];
}

const get = async (user: DemoUser, url: string, orgId?: number): Promise<Json> => {
  const response = await ctx.as(user, { url, orgId });
  if (response.statusCode !== 200) throw new Error(`GET ${url}: ${response.statusCode} ${response.body}`);
  return response.json();
};
const post = async (user: DemoUser, url: string, payload: Json, orgId?: number): Promise<Json> => {
  const response = await ctx.as(user, { method: 'POST', url, payload, orgId });
  if (response.statusCode !== 201) throw new Error(`POST ${url}: ${response.statusCode} ${response.body}`);
  return response.json();
};
/** One item of a list answer (a page's content or a plain array) by its id. */
const inList = async (user: DemoUser, url: string, idKey: string, id: unknown, orgId?: number): Promise<Json> => {
  const answer = await get(user, url, orgId);
  const items = (Array.isArray(answer) ? answer : answer.content) as Json[];
  const item = items.find((candidate) => candidate[idKey] === id);
  if (!item) throw new Error(`${url}: no ${idKey} ${String(id)}`);
  return item;
};
const catalogueId = async (kind: 'assetTypes' | 'equipmentTypes', name: string) => (await inList('admin', `/api/${kind}?size=100`, 'name', name)).id as number;

const DAY = 24 * 3600 * 1000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();
const TIMBERLINE = 12;
/** A VIN that carries its check digit (9th character). */
const vin = (draft: string) => draft.slice(0, 8) + vinCheckDigit(draft) + draft.slice(9);

const assetFill = async (stored: Json): Promise<Json> => ({
  ...stored,
  licenseState: 'SK',
  axles: 5,
  trailerLength: 53,
  make: 'Volvo',
  makeYear: '2019',
  color: 'Red',
  equipmentTypeId: await catalogueId('equipmentTypes', 'Refrigerated'),
  status: 'Inactive',
});

const catalogue = (kind: 'amenities' | 'assetTypes' | 'equipmentTypes'): Walk => ({
  user: 'admin',
  async target() {
    const item = await post('admin', `/api/${kind}`, { name: `Kept ${kind}` });
    return { put: `/api/${kind}/${String(item.id)}`, read: () => inList('admin', `/api/${kind}?size=100&search=Kept`, 'id', item.id) };
  },
  fill: (stored) => ({ ...stored, status: 'Inactive' }),
});

const walks: Record<string, Walk> = {
  '/api/user/update/{userId}': {
    user: 'manager',
    async target() {
      const { user } = await ctx.login('manager');
      return { put: `/api/user/update/${user.userId}`, read: () => get('manager', `/api/user/${user.userId}`) };
    },
    fill: (stored) => ({ ...stored, email: stored.loginId }),
  },
  '/api/organization/{saasOrgId}': {
    user: 'carrier',
    orgId: ORG.northline,
    async target() {
      const profile = `/api/organization/${ORG.northline}`;
      return { put: profile, read: () => get('carrier', `${profile}/profile`, ORG.northline) };
    },
    fill: (stored) => ({
      ...stored,
      dotNumber: stored.dotNumber ?? '3312457',
      taxId: '812345678',
      phone: '4035550199',
      address: '200 Barlow Trail SE',
      city: 'Calgary',
      region: 'AB',
      postalCode: 'T2C 4M5',
      country: 'CA',
      logoPath: stored.logoPath ?? `orgs/${ORG.northline}/logo.svg`,
    }),
  },
  '/api/organization/{saasOrgId}/bankDetails': {
    user: 'owner',
    async target() {
      const bank = `/api/organization/${ORG.prairie}/bankDetails`;
      return { put: bank, read: () => get('owner', bank) };
    },
    fill: () => ({
      accountHolderName: 'Prairie Truck Stops',
      accountNumber: '000123456789',
      country: 'US',
      abaRoutingNumber: '021000021',
      swiftCode: 'BOFAUS3N',
    }),
    required: () => ({ accountNumber: '000123456789' }),
    empty: ['transitNumber', 'institutionNumber'],
  },
  '/api/parkingLots/{parkingLotId}': {
    user: 'owner',
    async target() {
      const lot = (await get('owner', '/api/parkingLots?size=1')).content as Json[];
      const url = `/api/parkingLots/${String(lot[0].parkingLotId)}`;
      return { put: url, read: () => get('owner', url) };
    },
    fill: (stored) => ({
      ...stored,
      postalCode: stored.postalCode ?? (stored.country === 'CA' ? 'S4P 3Y2' : '59101'),
      instructions: 'Check in at the fuel desk',
      status: 'Inactive',
    }),
  },
  '/api/amenities/{id}': catalogue('amenities'),
  '/api/assetTypes/{id}': catalogue('assetTypes'),
  '/api/equipmentTypes/{id}': catalogue('equipmentTypes'),
  '/api/parkingLots/{parkingLotId}/accessCodes/{accessCodeId}': {
    user: 'owner',
    async target() {
      const lot = ((await get('owner', '/api/parkingLots?size=1')).content as Json[])[0];
      const base = `/api/parkingLots/${String(lot.parkingLotId)}/accessCodes`;
      const code = await post('owner', base, { code: 'KEPTGATE1', validFrom: inDays(-1), validTo: inDays(5) });
      return { put: `${base}/${String(code.accessCodeId)}`, read: () => inList('owner', `${base}?size=100`, 'accessCodeId', code.accessCodeId) };
    },
    fill: (stored) => ({ ...stored, status: 'Inactive' }),
  },
  '/api/discountCodes/{discountCodeId}': {
    user: 'owner',
    async target() {
      const code = await post('owner', '/api/discountCodes', { code: 'KEPTSAVE10', type: 'PERCENTAGE', value: 10, validFrom: inDays(-1), validTo: inDays(30) });
      return {
        put: `/api/discountCodes/${String(code.discountCodeId)}`,
        read: () => inList('owner', '/api/discountCodes?size=100', 'discountCodeId', code.discountCodeId),
      };
    },
    fill: async (stored) => {
      const lot = ((await get('owner', '/api/parkingLots?size=1')).content as Json[])[0];
      return { ...stored, currency: 'CAD', maxUsesPerCode: 40, totalValueMinor: 90000, maxCapMinor: 1500, parkingLotIds: [lot.parkingLotId], active: false };
    },
  },
  '/api/drivers/{driverId}': {
    user: 'carrier',
    orgId: ORG.northline,
    async target() {
      const driver = await post('carrier', '/api/drivers', { firstName: 'Kept', lastName: 'Driver', driverType: 'Company' }, ORG.northline);
      const url = `/api/drivers/${String(driver.driverId)}`;
      return { put: url, read: () => get('carrier', url, ORG.northline) };
    },
    fill: (stored) => ({ ...stored, email: 'kept.driver@northline.test', phone: '4035550123', employeeId: 'NL-KEPT-1', status: 'Inactive', language: 'es' }),
  },
  '/api/assets/{assetId}': {
    user: 'carrier',
    orgId: ORG.northline,
    async target() {
      const asset = await post(
        'carrier',
        '/api/assets',
        { vin: vin('1FUJGLDR0CLBP8834'), licensePlate: 'KEPT-1', assetTypeId: await catalogueId('assetTypes', 'Truck') },
        ORG.northline,
      );
      const url = `/api/assets/${String(asset.assetId)}`;
      return { put: url, read: () => get('carrier', url, ORG.northline) };
    },
    fill: assetFill,
  },
  '/api/carrierNetwork/carriers/{saasOrgId}/assets/{assetId}': {
    user: 'carrier',
    orgId: ORG.northline,
    async target() {
      const base = `/api/carrierNetwork/carriers/${TIMBERLINE}/assets`;
      const asset = await post(
        'carrier',
        base,
        { vin: vin('1FUJGLDR0CLBP8835'), licensePlate: 'KEPT-2', assetTypeId: await catalogueId('assetTypes', 'Truck') },
        ORG.northline,
      );
      return { put: `${base}/${String(asset.assetId)}`, read: () => inList('carrier', `${base}?size=100`, 'assetId', asset.assetId, ORG.northline) };
    },
    fill: assetFill,
  },
  '/api/salesAgents/{salesAgentId}': {
    user: 'admin',
    async target() {
      const agent = await post('admin', '/api/salesAgents', {
        name: 'Kept Agent',
        phone: '3065550177',
        email: 'kept@agents.test',
        commissionPercentage: 5,
        orgIds: [],
      });
      return {
        put: `/api/salesAgents/${String(agent.salesAgentId)}`,
        read: () => inList('admin', '/api/salesAgents?size=100', 'salesAgentId', agent.salesAgentId),
      };
    },
    fill: (stored) => ({ ...stored, orgIds: [ORG.cascade], status: 'Inactive' }),
    required: (stored) => ({ orgIds: (stored.organizations as { orgId: number }[]).map((org) => org.orgId) }),
  },
  '/api/webhooks/endpoints/{endpointId}': {
    user: 'carrier',
    async target() {
      const endpoint = await post('carrier', '/api/webhooks/endpoints', { url: 'https://tms.example.com/haulstop', events: ['reservation.created'] });
      return {
        put: `/api/webhooks/endpoints/${String(endpoint.endpointId)}`,
        read: () => inList('carrier', '/api/webhooks/endpoints?size=100', 'endpointId', endpoint.endpointId),
      };
    },
    fill: (stored) => ({ url: stored.url, events: stored.events, description: 'Dispatch TMS', enabled: false }),
  },
};

/** Every PUT of the API with its JSON body schema, from the OpenAPI document. */
function putRoutes(): { path: string; body: JsonSchema }[] {
  const spec = ctx.app.swagger() as { paths: Record<string, { put?: { requestBody?: { content?: Record<string, { schema: JsonSchema }> } } }> };
  return Object.entries(spec.paths)
    .filter(([, operations]) => operations.put)
    .map(([path, operations]) => ({ path, body: operations.put!.requestBody?.content?.['application/json']?.schema ?? {} }));
}
const optionalFields = (body: JsonSchema) =>
  Object.keys(body.properties ?? {}).filter((field) => !(body.required ?? []).includes(field) && !ECHOES_OF_THE_PATH.includes(field));

/** What the server sets itself on every write. */
const withoutClock = ({ updatedAt: _updatedAt, ...rest }: Json) => rest;

describe('a PUT keeps what its body leaves out, or requires it', () => {
  test('the walk covers every PUT route that has optional fields, and no route that has none', () => {
    const routes = putRoutes();
    expect(routes.length).toBeGreaterThanOrEqual(15);
    const withOptional = routes.filter((route) => optionalFields(route.body).length > 0).map((route) => route.path);
    expect(withOptional.sort()).toEqual(Object.keys(walks).sort());
  });

  test.each(Object.keys(walks))('PUT %s with only its required fields leaves every other field as it was', async (path) => {
    const walk = walks[path];
    const route = putRoutes().find((candidate) => candidate.path === path)!;
    const { put, read } = await walk.target();
    const send = (payload: Json) => ctx.as(walk.user, { method: 'PUT', url: put, payload, orgId: walk.orgId });

    const filled = await send(await walk.fill(await read()));
    expect([filled.statusCode, filled.body]).toEqual([200, filled.body]);
    const before = await read();
    // Each optional field the record answers now holds a value, so erasing it would show.
    for (const field of optionalFields(route.body))
      if (field in before && !walk.empty?.includes(field)) expect([field, before[field]]).not.toEqual([field, null]);

    const minimal = { ...Object.fromEntries((route.body.required ?? []).map((field) => [field, before[field]])), ...walk.required?.(before) };
    const answer = await send(minimal);
    expect([answer.statusCode, answer.body]).toEqual([200, answer.body]);
    expect(withoutClock(await read())).toEqual(withoutClock(before));
  });
});
