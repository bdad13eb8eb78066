import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { currentOrg } from '../../plugins/app/authorization';
import { requireAuth } from '../../plugins/app/authentication';
import * as schemas from './schemas';
import * as service from './service';

/** The gate (DESIGN §10): a lot's gate policy, check-ins and check-outs from every source, their story. */
export const gateRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const policy = '/parkingLots/:parkingLotId/gatePolicy';
  app.get(policy, { schema: schemas.getPolicySchema, config: { access: 'org', resource: 'gatePolicy', action: 'view' } }, async (request) =>
    service.getPolicy(app.db, await currentOrg(request), request.params.parkingLotId),
  );
  app.put(policy, { schema: schemas.putPolicySchema, config: { access: 'org', resource: 'gatePolicy', action: 'edit' } }, async (request) =>
    service.putPolicy(app.db, await currentOrg(request), request.params.parkingLotId, request.body),
  );
  app.post('/gate/events', { schema: schemas.postEventSchema, config: { access: 'org', resource: 'gateEvents', action: 'create' } }, async (request, reply) => {
    const answer = await service.postEvent(
      app.db,
      await currentOrg(request),
      service.gateActorOf(requireAuth(request)),
      request.body,
      request.headers['idempotency-key'],
    );
    // The first answer again on a repeat: the event was recorded once, with this id.
    return reply.code(201).send(answer.body);
  });
  app.get('/gate/events', { schema: schemas.listEventsSchema, config: { access: 'org', resource: 'gateEvents', action: 'view' } }, async (request) =>
    service.listEvents(app.db, await currentOrg(request), request.query),
  );
  app.get(
    '/reservations/:reservationId/gateEvents',
    { schema: schemas.reservationEventsSchema, config: { access: 'org', resource: 'bookings', action: 'view' } },
    async (request) => service.reservationEvents(app.db, await currentOrg(request), request.params.reservationId),
  );
};
