import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { requireAuth } from '../../plugins/app/authentication';
import { revokeOtherSessions } from '../auth/service';
import * as schemas from './schemas';
import * as service from './service';
import * as emailChange from './email-change';
import { emailChangeQuestionPage, emailChangedPage } from '../mail/templates';
import { languageOf } from '../../lib/i18n';

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

  app.post(
    '/user/:userId/emailChange',
    { schema: schemas.requestEmailChangeSchema, config: { access: 'user', resource: 'account', action: 'edit' } },
    async (request, reply) => {
      const language = languageOf(request);
      const pending = await emailChange.requestEmailChange(app.db, app.config, app.mailer, requireAuth(request), request.params.userId, request.body, language);
      return reply.code(202).send(pending);
    },
  );
  // Public: the link is followed from the new address's mailbox; its random token is the credential.
  // Following it only asks (scanners and previews follow links); the POST, the page's button, changes the login.
  app.get('/user/emailChange/confirm', { schema: schemas.emailChangeQuestionSchema, config: { access: 'public' } }, async (request, reply) => {
    const pending = await emailChange.pendingEmailChange(app.db, request.query.token);
    if (request.headers.accept?.includes('text/html'))
      return reply.type('text/html; charset=utf-8').send(emailChangeQuestionPage(pending.language, request.query.token, pending.newEmail) as never);
    return { newEmail: pending.newEmail };
  });
  app.post('/user/emailChange/confirm', { schema: schemas.confirmEmailChangeSchema, config: { access: 'public' } }, async (request, reply) => {
    const done = await emailChange.confirmEmailChange(app.db, app.mailer, request.query.token);
    if (request.headers.accept?.includes('text/html'))
      return reply.type('text/html; charset=utf-8').send(emailChangedPage(done.language, done.loginId) as never);
    return { loginId: done.loginId };
  });
  // The page's button posts an empty form.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, _body, done) => done(null, {}));
};
