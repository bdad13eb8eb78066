import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import * as fleet from '@haulstop/shared/contracts/fleet';
import { registerEndpoint } from '../../lib/register-endpoint';
import { currentOrg } from '../../plugins/app/authorization';
import * as service from './service';

/** Drivers and assets of the current organisation (DESIGN §7 fleet). */
export const fleetRoutes: FastifyPluginAsyncTypebox = async (app) => {
  registerEndpoint(app, fleet.listDrivers, async (request) => service.listDrivers(app.db, await currentOrg(request), request.query));
  registerEndpoint(app, fleet.createDriver, async (request) => service.createDriver(app.db, await currentOrg(request), request.body));
  registerEndpoint(app, fleet.getDriver, async (request) => service.getDriver(app.db, await currentOrg(request), request.params.driverId));
  registerEndpoint(app, fleet.updateDriver, async (request) => service.updateDriver(app.db, await currentOrg(request), request.params.driverId, request.body));
  registerEndpoint(app, fleet.deleteDriver, async (request) => service.deleteDriver(app.db, await currentOrg(request), request.params.driverId));

  registerEndpoint(app, fleet.listAssets, async (request) => service.listAssets(app.db, await currentOrg(request), request.query));
  registerEndpoint(app, fleet.createAsset, async (request) => service.createAsset(app.db, await currentOrg(request), request.body));
  registerEndpoint(app, fleet.getAsset, async (request) => service.getAsset(app.db, await currentOrg(request), request.params.assetId));
  registerEndpoint(app, fleet.updateAsset, async (request) => service.updateAsset(app.db, await currentOrg(request), request.params.assetId, request.body));
  registerEndpoint(app, fleet.deleteAsset, async (request) => service.deleteAsset(app.db, await currentOrg(request), request.params.assetId));
};
