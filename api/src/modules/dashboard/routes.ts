import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { getDashboardCounts } from '@haulstop/shared/contracts/dashboard';
import { registerEndpoint } from '../../lib/register-endpoint';
import { currentOrg } from '../../plugins/app/authorization';
import { dashboardCounts } from './service';

export const dashboardRoutes: FastifyPluginAsyncTypebox = async (app) => {
  registerEndpoint(app, getDashboardCounts, async (request) => dashboardCounts(app.db, await currentOrg(request)));
};
