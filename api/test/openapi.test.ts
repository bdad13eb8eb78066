import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { Validator } from '@seriousme/openapi-schema-validator';
import { createTestContext, ORG, type DemoUser, type TestContext } from './helpers/test-app';

/**
 * The OpenAPI document is a contract partners build clients from (DESIGN §7): it must be valid
 * OpenAPI (checked by a third-party validator, not by us), every path must be matchable, and
 * real answers must match what it declares.
 */
type Operation = { responses: Record<string, { content?: Record<string, { schema: object }> }> };
let ctx: TestContext;
let doc: { openapi: string; paths: Record<string, Record<string, Operation>>; components?: object };
beforeAll(async () => {
  ctx = await createTestContext();
  doc = (await ctx.app.inject({ url: '/api/docs/json' })).json();
});
afterAll(() => ctx.close());

test('the document is valid OpenAPI (third-party validator)', async () => {
  const result = await new Validator().validate(doc as unknown as Parameters<Validator['validate']>[0]);
  expect(result.errors ?? []).toEqual([]);
  expect(result.valid).toBe(true);
});

test('every path template is matchable: parameters are {named}, no wildcard', () => {
  for (const path of Object.keys(doc.paths)) expect([path, /\{\*\}|\*/.test(path)]).toEqual([path, false]);
  expect(Object.keys(doc.paths)).toContain('/api/files/{objectPath}');
});

test('signed files declare image and PDF content types, not JSON', () => {
  const content = doc.paths['/api/files/{objectPath}'].get.responses['200'].content ?? {};
  expect(Object.keys(content)).toEqual(expect.arrayContaining(['image/svg+xml', 'image/png', 'image/jpeg', 'application/pdf']));
  expect(Object.keys(content)).not.toContain('application/json');
});

test('every authenticated operation documents the edge answers 413, 414, 429 and 431', () => {
  for (const [path, operations] of Object.entries(doc.paths)) {
    if (path.startsWith('/api/docs')) continue;
    for (const [method, operation] of Object.entries(operations)) {
      for (const status of ['413', '414', '429', '431']) expect([method, path, status, status in operation.responses]).toEqual([method, path, status, true]);
    }
  }
});

describe('real answers match the document', () => {
  const ajv = new Ajv({ strict: false, allErrors: true });
  addFormats(ajv);
  const schemaOf = (path: string, method: string, status: number) => {
    const response = doc.paths[path]?.[method]?.responses[String(status)];
    const schema = response?.content?.['application/json']?.schema;
    if (!schema) throw new Error(`${method} ${path} documents no JSON answer for ${status}`);
    return schema;
  };
  const cases: [DemoUser, string, string, number | undefined][] = [
    ['owner', '/api/parkingLots', '/api/parkingLots?size=5', ORG.prairie],
    ['carrier', '/api/reservations', '/api/reservations?size=5', ORG.northline],
    ['carrier', '/api/invoices', '/api/invoices', ORG.northline],
    ['owner', '/api/dashboard/counts', '/api/dashboard/counts', ORG.prairie],
    ['admin', '/api/organization/getAllOrganization', '/api/organization/getAllOrganization', undefined],
    ['owner', '/api/organization/{saasOrgId}', `/api/organization/${ORG.prairie}`, undefined],
    ['owner', '/api/reservation/filter/companyNames', `/api/reservation/filter/companyNames?saasOrgId=${ORG.prairie}`, ORG.prairie],
  ];
  test.each(cases)('%s GET %s', async (user, path, url, orgId) => {
    const response = await ctx.as(user, { url, orgId });
    expect(response.statusCode).toBe(200);
    const validate = ajv.compile(schemaOf(path, 'get', 200));
    expect([validate(response.json()), validate.errors ?? null]).toEqual([true, null]);
  });

  test('an error answer matches the documented envelope', async () => {
    const response = await ctx.as('owner', { url: '/api/organization/9999' });
    expect(response.statusCode).toBe(404);
    const validate = ajv.compile(schemaOf('/api/organization/{saasOrgId}', 'get', 404));
    expect(validate(response.json())).toBe(true);
  });
});

test('the gate and trip paths partners and gate hardware rely on are documented (DESIGN §10)', () => {
  const documented = (path: string, method: string) => [path, method, Boolean(doc.paths[path]?.[method])];
  for (const [path, method] of [
    ['/api/parkingLots/{parkingLotId}/gatePolicy', 'get'],
    ['/api/parkingLots/{parkingLotId}/gatePolicy', 'put'],
    ['/api/gate/events', 'post'],
    ['/api/gate/events', 'get'],
    ['/api/reservations/{reservationId}/gateEvents', 'get'],
    ['/api/trips/{token}', 'get'],
    ['/api/trips/{token}/checkIn', 'post'],
    ['/api/trips/{token}/checkOut', 'post'],
    ['/api/trips/{token}/extensionRequest', 'post'],
  ])
    expect(documented(path, method)).toEqual([path, method, true]);
  const posted = doc.paths['/api/gate/events'].post.responses['201'].content?.['application/json'].schema as { properties: Record<string, unknown> };
  expect(Object.keys(posted.properties)).toEqual(expect.arrayContaining(['eventId', 'decision', 'reason', 'reservationId', 'sno']));
});
