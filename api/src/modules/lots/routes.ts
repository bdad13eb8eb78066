import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { currentOrg } from '../../plugins/app/authorization';
import * as schemas from './schemas';
import * as service from './service';
import * as write from './write';

export const lotRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/parkingLots', { schema: schemas.listParkingLotsSchema, config: { access: 'org', resource: 'parkingLots', action: 'view' } }, async (request) =>
    service.listParkingLots(app.db, await currentOrg(request), request.query),
  );

  app.get(
    '/parkingLots/:parkingLotId',
    { schema: schemas.getParkingLotSchema, config: { access: 'org', resource: 'parkingLots', action: 'view' } },
    async (request) => write.getLot(app.db, await currentOrg(request), request.params.parkingLotId),
  );

  app.post(
    '/parkingLots',
    { schema: schemas.createParkingLotSchema, config: { access: 'org', resource: 'parkingLots', action: 'create' } },
    async (request, reply) => reply.code(201).send(await write.createLot(app.db, app.config, await currentOrg(request), request.body)),
  );

  app.put(
    '/parkingLots/:parkingLotId',
    { schema: schemas.updateParkingLotSchema, config: { access: 'org', resource: 'parkingLots', action: 'edit' } },
    async (request) => write.updateLot(app.db, app.config, await currentOrg(request), request.params.parkingLotId, request.body),
  );

  app.put(
    '/parkingLots/:parkingLotId/prices',
    { schema: schemas.replacePricesSchema, config: { access: 'org', resource: 'pricing', action: 'edit' } },
    async (request) => write.replacePrices(app.db, await currentOrg(request), request.params.parkingLotId, request.body.prices),
  );

  app.delete(
    '/parkingLots/:parkingLotId',
    { schema: schemas.deleteParkingLotSchema, config: { access: 'org', resource: 'parkingLots', action: 'delete' } },
    async (request, reply) => {
      await write.deleteLot(app.db, await currentOrg(request), request.params.parkingLotId);
      return reply.code(204).send(null);
    },
  );
};
