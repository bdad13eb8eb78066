import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { CatalogueKind } from '@haulstop/shared/contracts';
import * as schemas from './schemas';
import * as service from './service';

/**
 * The three catalogues (DESIGN §7): every signed-in user reads them (lots and assets pick from
 * them); only the platform writes them (the catalogue pages are platform pages).
 */
export const catalogRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const kinds: CatalogueKind[] = ['amenities', 'assetTypes', 'equipmentTypes'];
  for (const kind of kinds) {
    const tag = 'catalogues';
    app.get(`/${kind}`, { schema: schemas.listSchema(tag), config: { access: 'user', resource: 'catalogues', action: 'view' } }, async (request) =>
      service.list(app.db, kind, request.query),
    );
    app.post(
      `/${kind}`,
      { schema: schemas.createSchema(tag), config: { access: 'platform', resource: 'catalogues', action: 'create' } },
      async (request, reply) => reply.code(201).send(await service.create(app.db, kind, request.body)),
    );
    app.put(`/${kind}/:id`, { schema: schemas.updateSchema(tag), config: { access: 'platform', resource: 'catalogues', action: 'edit' } }, async (request) =>
      service.update(app.db, kind, request.params.id, request.body),
    );
    app.delete(
      `/${kind}/:id`,
      { schema: schemas.deleteSchema(tag), config: { access: 'platform', resource: 'catalogues', action: 'delete' } },
      async (request, reply) => {
        await service.remove(app.db, kind, request.params.id);
        return reply.code(204).send(null);
      },
    );
  }
};
