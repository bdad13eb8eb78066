// The API's liveness, one definition: the API registers the route from it. Types are Static<> of the schema.
import * as Type from 'typebox';
import { endpointsOf } from './endpoint';
import { responses } from './schema';

const Health = Type.Object({ status: Type.Literal('ok') });
/** GET /api/health: the API answers and its database responds. */
export type Health = Type.Static<typeof Health>;

const defineHealthEndpoint = endpointsOf({ tags: ['health'] });

export const getHealth = defineHealthEndpoint({
  method: 'GET',
  path: '/api/health',
  summary: 'Liveness: the API answers and its database responds',
  response: responses({ 200: Health }),
  access: { access: 'public' },
});
