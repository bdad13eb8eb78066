import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import * as methods from '@haulstop/shared/contracts/payment-methods';
import { currentOrg } from '../../plugins/app/authorization';
import { registerEndpoint } from '../../lib/register-endpoint';
import * as service from './service';

/** Saved payment methods and open accounts (DESIGN §7): each organisation's own. */
export const paymentMethodRoutes: FastifyPluginAsyncTypebox = async (app) => {
  registerEndpoint(app, methods.listPaymentMethods, async (request) => service.listMethods(app.db, await currentOrg(request)));
  registerEndpoint(app, methods.createPaymentMethod, async (request) =>
    service.createMethod(app.db, app.paymentGateway, await currentOrg(request), request.body),
  );
  registerEndpoint(app, methods.deletePaymentMethod, async (request) => {
    await service.deleteMethod(app.db, await currentOrg(request), request.params.paymentMethodId);
  });
  registerEndpoint(app, methods.listOpenAccounts, async (request) => service.listAccounts(app.db, await currentOrg(request)));
  registerEndpoint(app, methods.grantOpenAccount, async (request) => service.createAccount(app.db, await currentOrg(request), request.body));
};
