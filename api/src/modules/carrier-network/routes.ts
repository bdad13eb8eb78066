import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { requireAuth } from '../../plugins/app/authentication';
import { currentOrg } from '../../plugins/app/authorization';
import * as schemas from './schemas';
import * as service from './service';

/** A carrier's network of sub-carriers and their assets (DESIGN §7 carrier network). */
export const carrierNetworkRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/carrierNetwork/carriers',
    { schema: schemas.listCarriersSchema, config: { access: 'org', resource: 'networkCarriers', action: 'view' } },
    async (request) => service.listCarriers(app.db, await currentOrg(request), request.query),
  );
  app.post(
    '/carrierNetwork/carriers',
    { schema: schemas.addCarrierSchema, config: { access: 'org', resource: 'networkCarriers', action: 'create' } },
    async (request, reply) =>
      reply.code(201).send(await service.addCarrier(app.db, app.config, app.mailer, await currentOrg(request), requireAuth(request).userId, request.body)),
  );
  app.get(
    '/carrierNetwork/carriers/:saasOrgId',
    { schema: schemas.getCarrierSchema, config: { access: 'org', resource: 'networkCarriers', action: 'view' } },
    async (request) => service.getCarrier(app.db, await currentOrg(request), request.params.saasOrgId),
  );
  app.put(
    '/carrierNetwork/carriers/:saasOrgId',
    { schema: schemas.updateCarrierSchema, config: { access: 'org', resource: 'networkCarriers', action: 'edit' } },
    async (request) => service.updateCarrier(app.db, await currentOrg(request), request.params.saasOrgId, request.body),
  );
  app.get(
    '/carrierNetwork/carriers/:saasOrgId/assets',
    { schema: schemas.listAssetsSchema, config: { access: 'org', resource: 'networkCarriers', action: 'view' } },
    async (request) => service.listAssets(app.db, await currentOrg(request), request.params.saasOrgId, request.query),
  );
  app.post(
    '/carrierNetwork/carriers/:saasOrgId/assets',
    { schema: schemas.createAssetSchema, config: { access: 'org', resource: 'networkCarriers', action: 'create' } },
    async (request, reply) => reply.code(201).send(await service.createAsset(app.db, await currentOrg(request), request.params.saasOrgId, request.body)),
  );
  app.put(
    '/carrierNetwork/carriers/:saasOrgId/assets/:assetId',
    { schema: schemas.updateAssetSchema, config: { access: 'org', resource: 'networkCarriers', action: 'edit' } },
    async (request) => service.updateAsset(app.db, await currentOrg(request), request.params.saasOrgId, request.params.assetId, request.body),
  );
  app.delete(
    '/carrierNetwork/carriers/:saasOrgId/assets/:assetId',
    { schema: schemas.deleteAssetSchema, config: { access: 'org', resource: 'networkCarriers', action: 'delete' } },
    async (request, reply) => {
      await service.deleteAsset(app.db, await currentOrg(request), request.params.saasOrgId, request.params.assetId);
      return reply.code(204).send(null);
    },
  );
};
