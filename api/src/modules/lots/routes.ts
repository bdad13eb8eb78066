import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import * as lots from '@haulstop/shared/contracts/lots';
import { registerEndpoint } from '../../lib/register-endpoint';
import { currentOrg } from '../../plugins/app/authorization';
import * as service from './service';
import * as write from './write';

/** The lots endpoints (@haulstop/shared/contracts/lots): each route's schema, access and status come from its definition. */
export const lotRoutes: FastifyPluginAsyncTypebox = async (app) => {
  registerEndpoint(app, lots.listLots, async (request) => service.listParkingLots(app.db, await currentOrg(request), request.query));
  registerEndpoint(app, lots.getLot, async (request) => write.getLot(app.db, await currentOrg(request), request.params.parkingLotId));
  registerEndpoint(app, lots.createLot, async (request) => write.createLot(app.db, app.config, await currentOrg(request), request.body));
  registerEndpoint(app, lots.updateLot, async (request) =>
    write.updateLot(app.db, app.config, await currentOrg(request), request.params.parkingLotId, request.body),
  );
  registerEndpoint(app, lots.replaceLotPrices, async (request) =>
    write.replacePrices(app.db, await currentOrg(request), request.params.parkingLotId, request.body.prices),
  );
  registerEndpoint(app, lots.deleteLot, async (request) => write.deleteLot(app.db, await currentOrg(request), request.params.parkingLotId));
};
