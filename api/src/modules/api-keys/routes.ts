import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import * as apiKeys from '@haulstop/shared/contracts/api-keys';
import { registerEndpoint } from '../../lib/register-endpoint';
import { requireAuth } from '../../plugins/app/authentication';
import { currentOrg } from '../../plugins/app/authorization';
import * as service from './service';

/** API keys of the current organisation (DESIGN §8): its admins create, list and revoke them, from their definitions (@haulstop/shared/contracts/api-keys). */
export const apiKeyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  registerEndpoint(app, apiKeys.listApiKeys, async (request) => service.listKeys(app.db, await currentOrg(request), request.query));
  registerEndpoint(app, apiKeys.createApiKey, async (request) =>
    service.createKey(app.db, await currentOrg(request), requireAuth(request).userId, request.body),
  );
  registerEndpoint(app, apiKeys.revokeApiKey, async (request) => {
    await service.revokeKey(app.db, await currentOrg(request), request.params.apiKeyId);
  });
};
