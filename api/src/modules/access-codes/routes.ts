import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import * as lots from '@haulstop/shared/contracts/lots';
import { registerEndpoint } from '../../lib/register-endpoint';
import { currentOrg } from '../../plugins/app/authorization';
import * as service from './service';

/** Gate access codes of a lot (DESIGN §7): the lot owner's, never readable by another organisation. */
export const accessCodeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  registerEndpoint(app, lots.listAccessCodes, async (request) =>
    service.listCodes(app.db, await currentOrg(request), request.params.parkingLotId, request.query),
  );
  registerEndpoint(app, lots.createAccessCode, async (request) =>
    service.createCode(app.db, await currentOrg(request), request.params.parkingLotId, request.body),
  );
  registerEndpoint(app, lots.updateAccessCode, async (request) =>
    service.updateCode(app.db, await currentOrg(request), request.params.parkingLotId, request.params.accessCodeId, request.body),
  );
  registerEndpoint(app, lots.removeAccessCode, async (request) =>
    service.removeCode(app.db, await currentOrg(request), request.params.parkingLotId, request.params.accessCodeId),
  );
};
