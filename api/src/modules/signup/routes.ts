import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import * as signup from '@haulstop/shared/contracts/signup';
import { registerEndpoint } from '../../lib/register-endpoint';
import { requireAuth } from '../../plugins/app/authentication';
import { currentOrg, permissionContext } from '../../plugins/app/authorization';
import * as invitations from './invitations-service';
import * as service from './service';

/** Sign-up, approval, referrals and invitations (@haulstop/shared/contracts/signup): each route's schema, access and status come from its definition. */
export const signupRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Per address: enough for an office signing up a few companies, too few to farm accounts or mail.
  const limited = { config: { rateLimit: { max: app.config.signupRateLimit, timeWindow: '15 minutes' } } };

  registerEndpoint(app, signup.signup, async (request) => service.signup(app.db, app.config, app.mailer, request.body), limited);

  registerEndpoint(app, signup.verifyEmail, async (request) => service.verifyEmail(app.db, request.body.token), limited);

  registerEndpoint(app, signup.decideApproval, async (request) => service.decideApproval(app.db, request.params.saasOrgId, request.body.decision));

  registerEndpoint(app, signup.getReferrals, async (request) => service.referrals(app.db, (await currentOrg(request)).saasOrgId));

  registerEndpoint(
    app,
    signup.createInvitation,
    async (request) =>
      invitations.invite(
        app.db,
        app.config,
        app.mailer,
        { userId: requireAuth(request).userId, org: await currentOrg(request), ctx: permissionContext(request) },
        request.body,
      ),
    limited,
  );

  registerEndpoint(app, signup.listInvitations, async (request) => invitations.list(app.db, await currentOrg(request), request.query));

  registerEndpoint(app, signup.listMembers, async (request) => invitations.members(app.db, await currentOrg(request), request.query));

  registerEndpoint(app, signup.revokeInvitation, async (request) => {
    await invitations.revoke(app.db, await currentOrg(request), request.params.invitationId);
  });

  registerEndpoint(app, signup.previewInvitation, async (request) => invitations.preview(app.db, request.body.token), limited);

  registerEndpoint(app, signup.acceptInvitation, async (request) => invitations.accept(app.db, request.body), limited);
};
