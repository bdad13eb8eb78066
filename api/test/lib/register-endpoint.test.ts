import Fastify from 'fastify';
import { Readable } from 'node:stream';
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

  test('a handler that sends a non-JSON answer itself (a file) answers it as sent: its media type, headers and bytes', async () => {
    const photo = defineEndpoint({
      method: 'GET',
      path: '/api/things/:thingId/photo',
      params: Type.Object({ thingId: Type.Integer() }),
      response: { 200: Type.Unsafe<Uint8Array>({ content: { 'image/*': { schema: { type: 'string', format: 'binary' } } } }) },
      access: { access: 'public' },
    });
    const bytes = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x00, 0xff]);
    const app = Fastify({ logger: false });
    await app.register(
      async (api) => {
        registerEndpoint(api, photo, async (request, reply) => {
          if (request.params.thingId !== 1) return reply.code(404).send({ statusCode: 404 });
          return reply
            .type('image/png')
            .header('cache-control', 'public, max-age=3600')
            .send(Readable.from([bytes]));
        });
      },
      { prefix: '/api' },
    );
    const sent = await app.inject({ url: '/api/things/1/photo' });
    expect([sent.statusCode, sent.headers['content-type'], sent.headers['cache-control'], sent.rawPayload.equals(bytes)]).toEqual([
      200,
      'image/png',
      'public, max-age=3600',
      true,
    ]);
    expect((await app.inject({ url: '/api/things/2/photo' })).statusCode).toBe(404);
    await app.close();
  });

  test('a definition outside the plugin’s prefix is refused at registration', () => {
    const outside = defineEndpoint({ method: 'GET', path: '/api/x', response: { 200: Type.Null() }, access: { access: 'public' } });
    expect(() => registerEndpoint({ prefix: '/other', route: () => undefined }, outside, async () => null)).toThrow('/api/x is not under /other');
    expect(routeSchema(outside)).toEqual({ response: { 200: Type.Null() }, security: [] });
  });
});
