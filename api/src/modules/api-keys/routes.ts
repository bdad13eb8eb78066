import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { requireAuth } from '../../plugins/app/authentication';
import { currentOrg } from '../../plugins/app/authorization';
import * as schemas from './schemas';
import * as service from './service';

/** API keys of the current organisation (DESIGN §8): its admins create, list and revoke them. */
export const apiKeyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/apiKeys', { schema: schemas.listKeysSchema, config: { access: 'org', resource: 'apiKeys', action: 'view' } }, async (request) =>
    service.listKeys(app.db, await currentOrg(request), request.query),
  );
  app.post('/apiKeys', { schema: schemas.createKeySchema, config: { access: 'org', resource: 'apiKeys', action: 'create' } }, async (request, reply) =>
    reply.code(201).send(await service.createKey(app.db, await currentOrg(request), requireAuth(request).userId, request.body)),
  );
  app.delete(
    '/apiKeys/:apiKeyId',
    { schema: schemas.revokeKeySchema, config: { access: 'org', resource: 'apiKeys', action: 'delete' } },
    async (request, reply) => {
      await service.revokeKey(app.db, await currentOrg(request), request.params.apiKeyId);
      return reply.code(204).send(null);
    },
  );
};
