import Fastify from 'fastify';
import * as Type from 'typebox';
import { defineEndpoint } from '@haulstop/shared/contracts/endpoint';
import { DEFINED_ENDPOINTS } from '../../src/lib/endpoints';
import { registerEndpoint, routeSchema } from '../../src/lib/register-endpoint';
import { createTestContext, type TestContext } from '../helpers/test-app';

let ctx: TestContext;
let doc: { paths: Record<string, Record<string, { summary?: string; tags?: string[]; responses: Record<string, unknown> }>> };
beforeAll(async () => {
  ctx = await createTestContext();
  doc = (await ctx.app.inject({ url: '/api/docs/json' })).json();
});
afterAll(() => ctx.close());

const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

describe('routes registered from their endpoint definitions', () => {
  test('every definition is served with its own access and canAccess rule (what the role matrix and tenancy tests read)', () => {
    expect(DEFINED_ENDPOINTS.length).toBeGreaterThanOrEqual(10);
    for (const definition of DEFINED_ENDPOINTS) {
      const route = ctx.app.routeAccess.find((r) => r.method === definition.method && r.url === definition.path);
      const { access, resource, action } = { resource: undefined, action: undefined, ...definition.access };
      expect([definition.method, definition.path, route && { access: route.access, resource: route.resource, action: route.action }]).toEqual([
        definition.method,
        definition.path,
        { access, resource, action },
      ]);
    }
  });

  test('every definition is in the OpenAPI document with its summary, tags and every answer it declares', () => {
    for (const definition of DEFINED_ENDPOINTS) {
      const operation = doc.paths[openApiPath(definition.path)]?.[definition.method.toLowerCase()];
      expect([definition.path, operation?.summary, operation?.tags]).toEqual([
        definition.path,
        definition.summary,
        definition.tags ? [...definition.tags] : undefined,
      ]);
      expect(Object.keys(operation!.responses).sort()).toEqual(Object.keys(definition.response).sort());
    }
  });

  test('the handler answers the definition’s success status and the answer is checked against its schema', async () => {
    const made = defineEndpoint({
      method: 'POST',
      path: '/api/things/:thingId',
      params: Type.Object({ thingId: Type.Integer() }),
      body: Type.Object({ name: Type.String() }),
      response: { 201: Type.Object({ thingId: Type.Integer(), name: Type.String() }) },
      access: { access: 'public' },
    });
    const gone = defineEndpoint({ method: 'DELETE', path: '/api/things/:thingId', response: { 204: Type.Null() }, access: { access: 'public' } });
    const app = Fastify({ logger: false });
    await app.register(
      async (api) => {
        registerEndpoint(api, made, async (request) => ({ thingId: request.params.thingId, name: request.body.name, secret: 'not in the schema' }));
        registerEndpoint(api, gone, async () => undefined);
      },
      { prefix: '/api' },
    );
    const created = await app.inject({ method: 'POST', url: '/api/things/4', payload: { name: 'box' } });
    expect([created.statusCode, created.json()]).toEqual([201, { thingId: 4, name: 'box' }]);
    const refused = await app.inject({ method: 'POST', url: '/api/things/x', payload: { name: 'box' } });
    expect(refused.statusCode).toBe(400);
    const deleted = await app.inject({ method: 'DELETE', url: '/api/things/4' });
    expect([deleted.statusCode, deleted.body]).toEqual([204, '']);
    await app.close();
  });

  test('a definition outside the plugin’s prefix is refused at registration', () => {
    const outside = defineEndpoint({ method: 'GET', path: '/api/x', response: { 200: Type.Null() }, access: { access: 'public' } });
    expect(() => registerEndpoint({ prefix: '/other', route: () => undefined }, outside, async () => null)).toThrow('/api/x is not under /other');
    expect(routeSchema(outside)).toEqual({ response: { 200: Type.Null() }, security: [] });
  });
});
