import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { requireAuth } from '../../plugins/app/authentication';
import { currentOrg, namedOrgId } from '../../plugins/app/authorization';
import * as schemas from './schemas';
import * as service from './service';

export const organizationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/organization/getAllOrganization',
    { schema: schemas.getAllOrganizationSchema, config: { access: 'platform', resource: 'allOrganizations', action: 'view' } },
    async (request) => {
      const page = await service.listAllOrganizations(app.db, requireAuth(request), request.query);
      return {
        organizationApiList: {
          ...page,
          content: page.content.map((org) => ({
            orgId: org.orgId,
            orgName: org.orgName,
            saasOrgId: org.saasOrgId,
            orgStatus: org.status,
            usageType: org.usageType,
            orgType: org.orgType,
            isOrgApproved: org.isOrgApproved,
            isReferred: org.isReferred,
          })),
        },
      };
    },
  );

  app.get(
    '/organization/getOrgByUser',
    { schema: schemas.getOrgByUserSchema, config: { access: 'user', resource: 'organizations', action: 'view' } },
    async (request) => service.organizationsOfUser(app.db, requireAuth(request), request.query.userId),
  );

  app.post(
    '/organization/orgNetworkConfiguration',
    { schema: schemas.orgNetworkConfigurationSchema, config: { access: 'org', resource: 'carrierNetwork', action: 'edit' } },
    async (request) => service.saveNetworkConfiguration(app.db, await currentOrg(request), request.body),
  );

  // Registered after the literal paths above; find-my-way prefers static segments anyway.
  app.get(
    '/organization/:saasOrgId',
    { schema: schemas.getOrganizationSchema, config: { access: 'user', resource: 'organizations', action: 'view' } },
    async (request) => service.getOrganization(app.db, requireAuth(request), namedOrgId(request), request.params.saasOrgId),
  );
};
