import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { currentOrg } from '../../plugins/app/authorization';
import * as schemas from './schemas';
import * as service from './service';

/** The company record, documents and bank details (DESIGN §7 "organisation"). */
export const organizationProfileRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const base = '/organization/:saasOrgId';
  app.get(
    `${base}/profile`,
    { schema: schemas.getProfileSchema, config: { access: 'org', orgParam: 'saasOrgId', resource: 'organizationProfile', action: 'view' } },
    async (request) => service.getProfile(app.db, await currentOrg(request)),
  );
  app.put(
    base,
    { schema: schemas.updateProfileSchema, config: { access: 'org', orgParam: 'saasOrgId', resource: 'organizationProfile', action: 'edit' } },
    async (request) => service.updateProfile(app.db, await currentOrg(request), request.body),
  );
  app.get(
    `${base}/documents`,
    { schema: schemas.listDocumentsSchema, config: { access: 'org', orgParam: 'saasOrgId', resource: 'documents', action: 'view' } },
    async (request) => service.listDocuments(app.db, await currentOrg(request)),
  );
  app.post(
    `${base}/documents`,
    { schema: schemas.addDocumentSchema, config: { access: 'org', orgParam: 'saasOrgId', resource: 'documents', action: 'create' } },
    async (request, reply) => reply.code(201).send(await service.addDocument(app.db, await currentOrg(request), request.body)),
  );
  app.delete(
    `${base}/documents/:documentId`,
    { schema: schemas.removeDocumentSchema, config: { access: 'org', orgParam: 'saasOrgId', resource: 'documents', action: 'delete' } },
    async (request, reply) => {
      await service.removeDocument(app.db, await currentOrg(request), request.params.documentId);
      return reply.code(204).send(null);
    },
  );
  app.get(
    `${base}/bankDetails`,
    { schema: schemas.getBankSchema, config: { access: 'org', orgParam: 'saasOrgId', resource: 'bankDetails', action: 'view' } },
    async (request) => service.getBankDetails(app.db, await currentOrg(request)),
  );
  app.put(
    `${base}/bankDetails`,
    { schema: schemas.saveBankSchema, config: { access: 'org', orgParam: 'saasOrgId', resource: 'bankDetails', action: 'edit' } },
    async (request) => service.saveBankDetails(app.db, await currentOrg(request), request.body),
  );
};
