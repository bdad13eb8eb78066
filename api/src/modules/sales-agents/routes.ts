import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import * as schemas from './schemas';
import * as service from './service';

/** Sales agents and the commissions due on the organisations they referred: the platform only. */
export const salesAgentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/salesAgents', { schema: schemas.listAgentsSchema, config: { access: 'platform', resource: 'salesAgents', action: 'view' } }, async (request) =>
    service.listAgents(app.db, request.query),
  );
  app.get(
    '/salesAgents/commissions',
    { schema: schemas.commissionsSchema, config: { access: 'platform', resource: 'salesAgents', action: 'view' } },
    async (request) => service.commissions(app.db, request.query.period),
  );
  app.post(
    '/salesAgents',
    { schema: schemas.createAgentSchema, config: { access: 'platform', resource: 'salesAgents', action: 'create' } },
    async (request, reply) => reply.code(201).send(await service.createAgent(app.db, request.body)),
  );
  app.put(
    '/salesAgents/:salesAgentId',
    { schema: schemas.updateAgentSchema, config: { access: 'platform', resource: 'salesAgents', action: 'edit' } },
    async (request) => service.updateAgent(app.db, request.params.salesAgentId, request.body),
  );
  app.delete(
    '/salesAgents/:salesAgentId',
    { schema: schemas.deleteAgentSchema, config: { access: 'platform', resource: 'salesAgents', action: 'delete' } },
    async (request, reply) => {
      await service.deleteAgent(app.db, request.params.salesAgentId);
      return reply.code(204).send(null);
    },
  );
};
