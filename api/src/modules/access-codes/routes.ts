import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { currentOrg } from '../../plugins/app/authorization';
import * as schemas from './schemas';
import * as service from './service';

/** Gate access codes of a lot (DESIGN §7): the lot owner's, never readable by another organisation. */
export const accessCodeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const base = '/parkingLots/:parkingLotId/accessCodes';
  app.get(base, { schema: schemas.listSchema, config: { access: 'org', resource: 'accessCodes', action: 'view' } }, async (request) =>
    service.listCodes(app.db, await currentOrg(request), request.params.parkingLotId, request.query),
  );
  app.post(base, { schema: schemas.createSchema, config: { access: 'org', resource: 'accessCodes', action: 'create' } }, async (request, reply) =>
    reply.code(201).send(await service.createCode(app.db, await currentOrg(request), request.params.parkingLotId, request.body)),
  );
  app.put(`${base}/:accessCodeId`, { schema: schemas.updateSchema, config: { access: 'org', resource: 'accessCodes', action: 'edit' } }, async (request) =>
    service.updateCode(app.db, await currentOrg(request), request.params.parkingLotId, request.params.accessCodeId, request.body),
  );
  app.delete(
    `${base}/:accessCodeId`,
    { schema: schemas.removeSchema, config: { access: 'org', resource: 'accessCodes', action: 'delete' } },
    async (request, reply) => {
      await service.removeCode(app.db, await currentOrg(request), request.params.parkingLotId, request.params.accessCodeId);
      return reply.code(204).send(null);
    },
  );
};
