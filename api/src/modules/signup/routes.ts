import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { requireAuth } from '../../plugins/app/authentication';
import { currentOrg, permissionContext } from '../../plugins/app/authorization';
import * as schemas from './schemas';
import * as invitations from './invitations-service';
import * as service from './service';

export const signupRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Per address: enough for an office signing up a few companies, too few to farm accounts or mail.
  const limited = { rateLimit: { max: app.config.signupRateLimit, timeWindow: '15 minutes' } };

  app.post('/auth/signup', { schema: schemas.signupSchema, config: { access: 'public', ...limited } }, async (request, reply) =>
    reply.status(201).send(await service.signup(app.db, app.config, app.mailer, request.body)),
  );

  app.post('/auth/verifyEmail', { schema: schemas.verifyEmailSchema, config: { access: 'public', ...limited } }, async (request) =>
    service.verifyEmail(app.db, request.body.token),
  );

  app.put(
    '/organization/:saasOrgId/approval',
    { schema: schemas.approvalSchema, config: { access: 'platform', resource: 'organizationApproval', action: 'edit' } },
    async (request) => service.decideApproval(app.db, request.params.saasOrgId, request.body.decision),
  );

  app.get(
    '/organization/:saasOrgId/referrals',
    { schema: schemas.referralsSchema, config: { access: 'org', orgParam: 'saasOrgId', resource: 'referrals', action: 'view' } },
    async (request) => {
      return service.referrals(app.db, (await currentOrg(request)).saasOrgId);
    },
  );

  app.post(
    '/organization/:saasOrgId/invitations',
    { schema: schemas.inviteSchema, config: { access: 'org', orgParam: 'saasOrgId', resource: 'invitations', action: 'create', ...limited } },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await invitations.invite(
            app.db,
            app.config,
            app.mailer,
            { userId: requireAuth(request).userId, org: await currentOrg(request), ctx: permissionContext(request) },
            request.body,
          ),
        ),
  );

  app.get(
    '/organization/:saasOrgId/invitations',
    { schema: schemas.listInvitationsSchema, config: { access: 'org', orgParam: 'saasOrgId', resource: 'invitations', action: 'view' } },
    async (request) => invitations.list(app.db, await currentOrg(request), request.query),
  );

  app.get(
    '/organization/:saasOrgId/members',
    { schema: schemas.listMembersSchema, config: { access: 'org', orgParam: 'saasOrgId', resource: 'invitations', action: 'view' } },
    async (request) => invitations.members(app.db, await currentOrg(request), request.query),
  );

  app.delete(
    '/organization/:saasOrgId/invitations/:invitationId',
    { schema: schemas.revokeInvitationSchema, config: { access: 'org', orgParam: 'saasOrgId', resource: 'invitations', action: 'delete' } },
    async (request, reply) => {
      await invitations.revoke(app.db, await currentOrg(request), request.params.invitationId);
      return reply.status(204).send(null);
    },
  );

  app.post('/invitations/preview', { schema: schemas.previewInvitationSchema, config: { access: 'public', ...limited } }, async (request) =>
    invitations.preview(app.db, request.body.token),
  );

  app.post('/invitations/accept', { schema: schemas.acceptInvitationSchema, config: { access: 'public', ...limited } }, async (request) =>
    invitations.accept(app.db, request.body),
  );
};
