import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import * as organizations from '@haulstop/shared/contracts/organizations';
import { registerEndpoint } from '../../lib/register-endpoint';
import { requireAuth } from '../../plugins/app/authentication';
import { currentOrg, namedOrgId } from '../../plugins/app/authorization';
import * as service from './service';

/** The organisations endpoints (@haulstop/shared/contracts/organizations): each route's schema, access and status come from its definition. */
export const organizationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  registerEndpoint(app, organizations.listAllOrganizations, async (request) => {
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
  });
  registerEndpoint(app, organizations.listOrganizationsOfUser, async (request) =>
    service.organizationsOfUser(app.db, requireAuth(request), request.query.userId),
  );
  registerEndpoint(app, organizations.saveNetworkConfiguration, async (request) =>
    service.saveNetworkConfiguration(app.db, await currentOrg(request), request.body),
  );
  // The literal paths above win over this one: find-my-way prefers static segments.
  registerEndpoint(app, organizations.getOrganization, async (request) =>
    service.getOrganization(app.db, requireAuth(request), namedOrgId(request), request.params.saasOrgId),
  );
};
