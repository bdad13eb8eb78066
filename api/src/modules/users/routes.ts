import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import * as users from '@haulstop/shared/contracts/users';
import { registerEndpoint } from '../../lib/register-endpoint';
import { requireAuth } from '../../plugins/app/authentication';
import { revokeOtherSessions } from '../auth/service';
import * as service from './service';
import * as emailChange from './email-change';
import { emailChangeQuestionPage, emailChangedPage } from '../mail/templates';
import { languageOf } from '../../lib/i18n';

/** The users endpoints (@haulstop/shared/contracts/users): each route's schema, access and status come from its definition. */
export const userRoutes: FastifyPluginAsyncTypebox = async (app) => {
  registerEndpoint(app, users.getUser, async (request) => service.getUser(app.db, requireAuth(request), request.params.userId));

  registerEndpoint(app, users.updatePassword, async (request) => {
    const auth = requireAuth(request);
    await service.changePassword(app.db, auth, request.params.userId, request.body, (tx, userId) => revokeOtherSessions(tx, userId, auth.sessionId));
    return { message: 'Password updated successfully' };
  });

  registerEndpoint(app, users.updateUser, async (request) =>
    service.updateProfile(app.db, requireAuth(request), request.params.userId, request.query.orgId, request.body),
  );

  registerEndpoint(app, users.requestEmailChange, async (request) =>
    emailChange.requestEmailChange(app.db, app.config, app.mailer, requireAuth(request), request.params.userId, request.body, languageOf(request)),
  );

  // A browser following the link gets a page (text/html); any other caller the JSON answer.
  registerEndpoint(app, users.emailChangeQuestion, async (request, reply) => {
    const pending = await emailChange.pendingEmailChange(app.db, request.query.token);
    if (request.headers.accept?.includes('text/html'))
      return reply.type('text/html; charset=utf-8').send(emailChangeQuestionPage(pending.language, request.query.token, pending.newEmail));
    return { newEmail: pending.newEmail };
  });
  registerEndpoint(app, users.confirmEmailChange, async (request, reply) => {
    const done = await emailChange.confirmEmailChange(app.db, app.mailer, request.query.token);
    if (request.headers.accept?.includes('text/html')) return reply.type('text/html; charset=utf-8').send(emailChangedPage(done.language, done.loginId));
    return { loginId: done.loginId };
  });
  // The page's button posts an empty form.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, _body, done) => done(null, {}));
};
