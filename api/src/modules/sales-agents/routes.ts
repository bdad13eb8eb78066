import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import * as salesAgents from '@haulstop/shared/contracts/sales-agents';
import { registerEndpoint } from '../../lib/register-endpoint';
import * as service from './service';

/** Sales agents and the commissions due on the organisations they referred: the platform only. */
export const salesAgentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  registerEndpoint(app, salesAgents.listSalesAgents, async (request) => service.listAgents(app.db, request.query));
  registerEndpoint(app, salesAgents.salesAgentCommissions, async (request) => service.commissions(app.db, request.query.period));
  registerEndpoint(app, salesAgents.createSalesAgent, async (request) => service.createAgent(app.db, request.body));
  registerEndpoint(app, salesAgents.updateSalesAgent, async (request) => service.updateAgent(app.db, request.params.salesAgentId, request.body));
  registerEndpoint(app, salesAgents.deleteSalesAgent, async (request) => service.deleteAgent(app.db, request.params.salesAgentId));
};
