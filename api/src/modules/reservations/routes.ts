import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { requireAuth } from '../../plugins/app/authentication';
import { currentOrg } from '../../plugins/app/authorization';
import * as schemas from './schemas';
import * as service from './service';

export const reservationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/reservations', { schema: schemas.listReservationsSchema, config: { access: 'org' } }, async (request) =>
    service.listReservations(app.db, await currentOrg(request), request.query),
  );

  app.get('/reservation/filter/companyNames', { schema: schemas.companyNamesSchema, config: { access: 'org' } }, async (request) =>
    service.companyNames(app.db, await currentOrg(request), requireAuth(request), request.query.saasOrgId),
  );
};
