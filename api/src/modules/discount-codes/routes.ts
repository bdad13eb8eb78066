import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { currentOrg } from '../../plugins/app/authorization';
import * as schemas from './schemas';
import * as service from './service';

/** Discount codes (DESIGN §7): owners write their own; carriers and brokers read those they can use; never Manager. */
export const discountCodeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/discountCodes', { schema: schemas.listSchema, config: { access: 'org', resource: 'discountCodes', action: 'view' } }, async (request) =>
    service.listCodes(app.db, await currentOrg(request), request.query),
  );
  app.post('/discountCodes', { schema: schemas.createSchema, config: { access: 'org', resource: 'discountCodes', action: 'create' } }, async (request, reply) =>
    reply.code(201).send(await service.createCode(app.db, await currentOrg(request), request.body)),
  );
  app.put(
    '/discountCodes/:discountCodeId',
    { schema: schemas.updateSchema, config: { access: 'org', resource: 'discountCodes', action: 'edit' } },
    async (request) => service.updateCode(app.db, await currentOrg(request), request.params.discountCodeId, request.body),
  );
  app.delete(
    '/discountCodes/:discountCodeId',
    { schema: schemas.removeSchema, config: { access: 'org', resource: 'discountCodes', action: 'delete' } },
    async (request, reply) => {
      await service.removeCode(app.db, await currentOrg(request), request.params.discountCodeId);
      return reply.code(204).send(null);
    },
  );
};
