import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { requireAuth } from '../../plugins/app/authentication';
import { revokeOtherSessions } from '../auth/service';
import * as schemas from './schemas';
import * as service from './service';

export const userRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/user/:userId', { schema: schemas.getUserSchema, config: { access: 'user', resource: 'account', action: 'view' } }, async (request) =>
    service.getUser(app.db, requireAuth(request), request.params.userId),
  );

  app.put(
    '/user/updatePassword/:userId',
    { schema: schemas.updatePasswordSchema, config: { access: 'user', resource: 'account', action: 'edit' } },
    async (request) => {
      const auth = requireAuth(request);
      await service.changePassword(app.db, auth, request.params.userId, request.body, (tx, userId) => revokeOtherSessions(tx, userId, auth.sessionId));
      return { message: 'Password updated successfully' };
    },
  );

  app.put('/user/update/:userId', { schema: schemas.updateUserSchema, config: { access: 'user', resource: 'account', action: 'edit' } }, async (request) =>
    service.updateProfile(app.db, requireAuth(request), request.params.userId, request.query.orgId, request.body),
  );
};
