import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { currentOrg } from '../../plugins/app/authorization';
import * as schemas from './schemas';
import * as service from './service';

export const availabilityRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/availability', { schema: schemas.availabilitySchema, config: { access: 'org', resource: 'availability', action: 'view' } }, async (request) =>
    service.searchAvailability(app.db, await currentOrg(request), request.query),
  );
};
