import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import * as network from '@haulstop/shared/contracts/carrier-network';
import { registerEndpoint } from '../../lib/register-endpoint';
import { requireAuth } from '../../plugins/app/authentication';
import { currentOrg } from '../../plugins/app/authorization';
import * as service from './service';

/** A carrier's network of sub-carriers and their assets (DESIGN §7 carrier network), from their definitions (@haulstop/shared/contracts/carrier-network). */
export const carrierNetworkRoutes: FastifyPluginAsyncTypebox = async (app) => {
  registerEndpoint(app, network.listNetworkCarriers, async (request) => service.listCarriers(app.db, await currentOrg(request), request.query));
  registerEndpoint(app, network.addNetworkCarrier, async (request) =>
    service.addCarrier(app.db, app.config, app.mailer, await currentOrg(request), requireAuth(request).userId, request.body),
  );
  registerEndpoint(app, network.getNetworkCarrier, async (request) => service.getCarrier(app.db, await currentOrg(request), request.params.saasOrgId));
  registerEndpoint(app, network.updateNetworkCarrier, async (request) =>
    service.updateCarrier(app.db, await currentOrg(request), request.params.saasOrgId, request.body),
  );
  registerEndpoint(app, network.listNetworkAssets, async (request) =>
    service.listAssets(app.db, await currentOrg(request), request.params.saasOrgId, request.query),
  );
  registerEndpoint(app, network.createNetworkAsset, async (request) =>
    service.createAsset(app.db, await currentOrg(request), request.params.saasOrgId, request.body),
  );
  registerEndpoint(app, network.updateNetworkAsset, async (request) =>
    service.updateAsset(app.db, await currentOrg(request), request.params.saasOrgId, request.params.assetId, request.body),
  );
  registerEndpoint(app, network.deleteNetworkAsset, async (request) => {
    await service.deleteAsset(app.db, await currentOrg(request), request.params.saasOrgId, request.params.assetId);
  });
};
