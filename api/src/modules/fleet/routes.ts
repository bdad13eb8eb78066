import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { currentOrg } from '../../plugins/app/authorization';
import * as schemas from './schemas';
import * as service from './service';

/** Drivers and assets of the current organisation (DESIGN §7 fleet). */
export const fleetRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/drivers', { schema: schemas.listDriversSchema, config: { access: 'org', resource: 'drivers', action: 'view' } }, async (request) =>
    service.listDrivers(app.db, await currentOrg(request), request.query),
  );
  app.post('/drivers', { schema: schemas.createDriverSchema, config: { access: 'org', resource: 'drivers', action: 'create' } }, async (request, reply) =>
    reply.code(201).send(await service.createDriver(app.db, await currentOrg(request), request.body)),
  );
  app.get('/drivers/:driverId', { schema: schemas.getDriverSchema, config: { access: 'org', resource: 'drivers', action: 'view' } }, async (request) =>
    service.getDriver(app.db, await currentOrg(request), request.params.driverId),
  );
  app.put('/drivers/:driverId', { schema: schemas.updateDriverSchema, config: { access: 'org', resource: 'drivers', action: 'edit' } }, async (request) =>
    service.updateDriver(app.db, await currentOrg(request), request.params.driverId, request.body),
  );
  app.delete(
    '/drivers/:driverId',
    { schema: schemas.deleteDriverSchema, config: { access: 'org', resource: 'drivers', action: 'delete' } },
    async (request, reply) => {
      await service.deleteDriver(app.db, await currentOrg(request), request.params.driverId);
      return reply.code(204).send(null);
    },
  );

  app.get('/assets', { schema: schemas.listAssetsSchema, config: { access: 'org', resource: 'assets', action: 'view' } }, async (request) =>
    service.listAssets(app.db, await currentOrg(request), request.query),
  );
  app.post('/assets', { schema: schemas.createAssetSchema, config: { access: 'org', resource: 'assets', action: 'create' } }, async (request, reply) =>
    reply.code(201).send(await service.createAsset(app.db, await currentOrg(request), request.body)),
  );
  app.get('/assets/:assetId', { schema: schemas.getAssetSchema, config: { access: 'org', resource: 'assets', action: 'view' } }, async (request) =>
    service.getAsset(app.db, await currentOrg(request), request.params.assetId),
  );
  app.put('/assets/:assetId', { schema: schemas.updateAssetSchema, config: { access: 'org', resource: 'assets', action: 'edit' } }, async (request) =>
    service.updateAsset(app.db, await currentOrg(request), request.params.assetId, request.body),
  );
  app.delete(
    '/assets/:assetId',
    { schema: schemas.deleteAssetSchema, config: { access: 'org', resource: 'assets', action: 'delete' } },
    async (request, reply) => {
      await service.deleteAsset(app.db, await currentOrg(request), request.params.assetId);
      return reply.code(204).send(null);
    },
  );
};
