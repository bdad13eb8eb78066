import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { currentOrg } from '../../plugins/app/authorization';
import * as schemas from './schemas';
import * as service from './service';

export const lotRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/parkingLots', { schema: schemas.listParkingLotsSchema, config: { access: 'org' } }, async (request) =>
    service.listParkingLots(app.db, await currentOrg(request), request.query),
  );
};
