import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { requireAuth } from '../../plugins/app/authentication';
import * as schemas from './schemas';
import * as service from './service';

/** The company record, documents and bank details (DESIGN §7 "organisation"; issue 7). */
export const organizationProfileRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const base = '/organization/:saasOrgId';
  app.get(`${base}/profile`, { schema: schemas.getProfileSchema, config: { access: 'user' } }, async (request) =>
    service.getProfile(app.db, requireAuth(request), request.params.saasOrgId),
  );
  app.put(base, { schema: schemas.updateProfileSchema, config: { access: 'user' } }, async (request) =>
    service.updateProfile(app.db, requireAuth(request), request.params.saasOrgId, request.body),
  );
  app.get(`${base}/documents`, { schema: schemas.listDocumentsSchema, config: { access: 'user' } }, async (request) =>
    service.listDocuments(app.db, requireAuth(request), request.params.saasOrgId),
  );
  app.post(`${base}/documents`, { schema: schemas.addDocumentSchema, config: { access: 'user' } }, async (request, reply) =>
    reply.code(201).send(await service.addDocument(app.db, requireAuth(request), request.params.saasOrgId, request.body)),
  );
  app.delete(`${base}/documents/:documentId`, { schema: schemas.removeDocumentSchema, config: { access: 'user' } }, async (request, reply) => {
    await service.removeDocument(app.db, requireAuth(request), request.params.saasOrgId, request.params.documentId);
    return reply.code(204).send(null);
  });
  app.get(`${base}/bankDetails`, { schema: schemas.getBankSchema, config: { access: 'user' } }, async (request) =>
    service.getBankDetails(app.db, requireAuth(request), request.params.saasOrgId),
  );
  app.put(`${base}/bankDetails`, { schema: schemas.saveBankSchema, config: { access: 'user' } }, async (request) =>
    service.saveBankDetails(app.db, requireAuth(request), request.params.saasOrgId, request.body),
  );
};
