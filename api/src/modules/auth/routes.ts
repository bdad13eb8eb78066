import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import * as auth from '@haulstop/shared/contracts/auth';
import { registerEndpoint } from '../../lib/register-endpoint';
import * as service from './service';

/** Sign-in, refresh and sign-out (@haulstop/shared/contracts/auth): each route's schema, access and status come from its definition. */
export const authRoutes: FastifyPluginAsyncTypebox = async (app) => {
  registerEndpoint(app, auth.login, async (request) => service.login(app.db, app.config, { ...request.body, ip: request.ip }));
  registerEndpoint(app, auth.refreshToken, async (request) => service.refresh(app.db, app.config, request.body.refreshToken));
  registerEndpoint(app, auth.logout, async (request) => {
    await service.logout(app.db, request.body.refreshToken);
  });
};
