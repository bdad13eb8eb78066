import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { currentOrg } from '../../plugins/app/authorization';
import * as schemas from './schemas';
import * as service from './service';

/** Saved payment methods and open accounts (DESIGN §7): each organisation's own. */
export const paymentMethodRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/paymentMethods', { schema: schemas.listMethodsSchema, config: { access: 'org', resource: 'paymentMethods', action: 'view' } }, async (request) =>
    service.listMethods(app.db, await currentOrg(request)),
  );
  app.post(
    '/paymentMethods',
    { schema: schemas.createMethodSchema, config: { access: 'org', resource: 'paymentMethods', action: 'create' } },
    async (request, reply) => reply.code(201).send(await service.createMethod(app.db, app.paymentGateway, await currentOrg(request), request.body)),
  );
  app.delete(
    '/paymentMethods/:paymentMethodId',
    { schema: schemas.deleteMethodSchema, config: { access: 'org', resource: 'paymentMethods', action: 'delete' } },
    async (request, reply) => {
      await service.deleteMethod(app.db, await currentOrg(request), request.params.paymentMethodId);
      return reply.code(204).send(null);
    },
  );
  app.get('/openAccounts', { schema: schemas.listAccountsSchema, config: { access: 'org', resource: 'openAccounts', action: 'view' } }, async (request) =>
    service.listAccounts(app.db, await currentOrg(request)),
  );
  app.post(
    '/openAccounts',
    { schema: schemas.createAccountSchema, config: { access: 'org', resource: 'openAccounts', action: 'create' } },
    async (request, reply) => reply.code(201).send(await service.createAccount(app.db, await currentOrg(request), request.body)),
  );
};
