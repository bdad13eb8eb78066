import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import * as availability from '@haulstop/shared/contracts/availability';
import { registerEndpoint } from '../../lib/register-endpoint';
import { currentOrg } from '../../plugins/app/authorization';
import * as service from './service';

export const availabilityRoutes: FastifyPluginAsyncTypebox = async (app) => {
  registerEndpoint(app, availability.searchAvailability, async (request) => service.searchAvailability(app.db, await currentOrg(request), request.query));
};
