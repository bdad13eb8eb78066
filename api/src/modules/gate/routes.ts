import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import * as gate from '@haulstop/shared/contracts/gate-endpoints';
import { registerEndpoint } from '../../lib/register-endpoint';
import { currentOrg } from '../../plugins/app/authorization';
import { requireAuth } from '../../plugins/app/authentication';
import * as service from './service';

/**
 * The gate (DESIGN §10): a lot's gate policy, check-ins and check-outs from every source, their
 * story. Each route's schema, access and status come from its definition (@haulstop/shared/contracts/gate-endpoints).
 */
export const gateRoutes: FastifyPluginAsyncTypebox = async (app) => {
  registerEndpoint(app, gate.getGatePolicy, async (request) => service.getPolicy(app.db, await currentOrg(request), request.params.parkingLotId));
  registerEndpoint(app, gate.saveGatePolicy, async (request) =>
    service.putPolicy(app.db, await currentOrg(request), request.params.parkingLotId, request.body),
  );
  // A repeat under the same Idempotency-Key answers the first answer again: the event was recorded once, with this id.
  registerEndpoint(app, gate.postGateEvent, async (request) => {
    const answer = await service.postEvent(
      app.db,
      await currentOrg(request),
      service.gateActorOf(requireAuth(request)),
      request.body,
      request.headers['idempotency-key'] as string | undefined,
    );
    return answer.body;
  });
  registerEndpoint(app, gate.listGateEvents, async (request) => service.listEvents(app.db, await currentOrg(request), request.query));
  registerEndpoint(app, gate.listReservationGateEvents, async (request) =>
    service.reservationEvents(app.db, await currentOrg(request), request.params.reservationId),
  );
};
