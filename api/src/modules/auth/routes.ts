import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import * as schemas from './schemas';
import * as service from './service';

export const authRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/auth/login', { schema: schemas.loginSchema, config: { access: 'public' } }, async (request) =>
    service.login(app.db, app.config, { ...request.body, ip: request.ip }),
  );

  app.post('/auth/refreshToken', { schema: schemas.refreshSchema, config: { access: 'public' } }, async (request) =>
    service.refresh(app.db, app.config, request.body.refreshToken),
  );

  app.post('/auth/logout', { schema: schemas.logoutSchema, config: { access: 'public' } }, async (request, reply) => {
    await service.logout(app.db, request.body.refreshToken);
    return reply.status(204).send(null);
  });
};
