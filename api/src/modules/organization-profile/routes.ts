import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import * as profile from '@haulstop/shared/contracts/organization-profile';
import { registerEndpoint } from '../../lib/register-endpoint';
import { currentOrg } from '../../plugins/app/authorization';
import * as service from './service';

/** The company record, documents and bank details (DESIGN §7 "organisation"), from their definitions (@haulstop/shared/contracts/organization-profile). */
export const organizationProfileRoutes: FastifyPluginAsyncTypebox = async (app) => {
  registerEndpoint(app, profile.getOrganizationProfile, async (request) => service.getProfile(app.db, await currentOrg(request)));
  registerEndpoint(app, profile.updateOrganizationProfile, async (request) => service.updateProfile(app.db, await currentOrg(request), request.body));
  registerEndpoint(app, profile.listOrganizationDocuments, async (request) => service.listDocuments(app.db, await currentOrg(request)));
  registerEndpoint(app, profile.addOrganizationDocument, async (request) => service.addDocument(app.db, await currentOrg(request), request.body));
  registerEndpoint(app, profile.removeOrganizationDocument, async (request) => {
    await service.removeDocument(app.db, await currentOrg(request), request.params.documentId);
  });
  registerEndpoint(app, profile.getBankDetails, async (request) => service.getBankDetails(app.db, await currentOrg(request)));
  registerEndpoint(app, profile.saveBankDetails, async (request) => service.saveBankDetails(app.db, await currentOrg(request), request.body));
};
