import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { currentOrg, permissionContext } from '../../plugins/app/authorization';
import * as schemas from './schemas';
import * as service from './service';

export const reservationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/reservations', { schema: schemas.listReservationsSchema, config: { access: 'org', resource: 'bookings', action: 'view' } }, async (request) =>
    service.listReservations(app.db, await currentOrg(request), request.query),
  );

  app.get(
    '/reservation/filter/companyNames',
    { schema: schemas.companyNamesSchema, config: { access: 'org', resource: 'bookings', action: 'view' } },
    async (request) => service.companyNames(app.db, await currentOrg(request), permissionContext(request), request.query.saasOrgId),
  );
};
