import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import * as codes from '@haulstop/shared/contracts/discount-codes';
import { currentOrg } from '../../plugins/app/authorization';
import { registerEndpoint } from '../../lib/register-endpoint';
import * as service from './service';

/** Discount codes (DESIGN §7): owners write their own; carriers and brokers read those they can use; never Manager. */
export const discountCodeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  registerEndpoint(app, codes.listDiscountCodes, async (request) => service.listCodes(app.db, await currentOrg(request), request.query));
  registerEndpoint(app, codes.createDiscountCode, async (request) => service.createCode(app.db, await currentOrg(request), request.body));
  registerEndpoint(app, codes.updateDiscountCode, async (request) =>
    service.updateCode(app.db, await currentOrg(request), request.params.discountCodeId, request.body),
  );
  registerEndpoint(app, codes.deleteDiscountCode, async (request) => {
    await service.removeCode(app.db, await currentOrg(request), request.params.discountCodeId);
  });
};
