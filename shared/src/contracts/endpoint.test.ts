import * as Type from 'typebox';
import { endpointsOf, type EndpointArgs, type EndpointResult } from './endpoint';
import { OrgHeader, responses } from './schema';

const Thing = Type.Object({ thingId: Type.Integer(), name: Type.String() });
const ThingParams = Type.Object({ thingId: Type.Integer() });
const defineThingEndpoint = endpointsOf({ tags: ['things'], headers: OrgHeader, access: { access: 'org', resource: 'parkingLots', action: 'view' } });

describe("a domain's endpoints share what endpointsOf declares once", () => {
  test('a definition gets each default it does not name', () => {
    const getThing = defineThingEndpoint({ method: 'GET', path: '/api/things/:thingId', params: ThingParams, response: responses({ 200: Thing }) });
    expect(getThing).toEqual({
      tags: ['things'],
      headers: OrgHeader,
      access: { access: 'org', resource: 'parkingLots', action: 'view' },
      method: 'GET',
      path: '/api/things/:thingId',
      params: ThingParams,
      response: responses({ 200: Thing }),
    });
  });

  test('what a definition names wins over the default, and the defaults object is left as it was', () => {
    const IdempotentHeader = Type.Object({ 'idempotency-key': Type.Optional(Type.String()) });
    const removeThing = defineThingEndpoint({
      method: 'DELETE',
      path: '/api/things/:thingId',
      headers: IdempotentHeader,
      params: ThingParams,
      response: responses({ 204: Type.Null() }),
      access: { access: 'platform', resource: 'parkingLots', action: 'delete' },
    });
    expect([removeThing.tags, removeThing.headers, removeThing.access]).toEqual([
      ['things'],
      IdempotentHeader,
      { access: 'platform', resource: 'parkingLots', action: 'delete' },
    ]);
    const later = defineThingEndpoint({ method: 'GET', path: '/api/things', response: responses({ 200: Type.Array(Thing) }) });
    expect([later.headers, later.access]).toEqual([OrgHeader, { access: 'org', resource: 'parkingLots', action: 'view' }]);
  });

  test("a definition's params, headers and answer stay typed from its schemas", () => {
    const renameThing = defineThingEndpoint({
      method: 'PUT',
      path: '/api/things/:thingId',
      params: ThingParams,
      body: Type.Object({ name: Type.String() }),
      response: responses({ 200: Thing }),
    });
    // Compile-time: a wrong parameter, body or answer type fails the package's typecheck here.
    const args: EndpointArgs<typeof renameThing> = { params: { thingId: 7 }, body: { name: 'box' }, headers: { 'x-org-id': '3' } };
    const answer: EndpointResult<typeof renameThing> = { thingId: 7, name: 'box' };
    // @ts-expect-error the body's name is a string
    const wrong: EndpointArgs<typeof renameThing> = { params: { thingId: 7 }, body: { name: 7 } };
    expect([renameThing.tags, args.params.thingId, args.body.name, answer.name, wrong.body.name]).toEqual([['things'], 7, 'box', 'box', 7]);
  });
});
