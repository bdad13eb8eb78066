import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CATALOGUE_KINDS } from '@haulstop/shared/contracts';
import { CATALOGUE_ENDPOINTS } from '@haulstop/shared/contracts/catalog';
import { registerEndpoint } from '../../lib/register-endpoint';
import * as service from './service';

/**
 * The three catalogues (DESIGN §7): every signed-in user reads them (lots and assets pick from
 * them); only the platform writes them (the catalogue pages are platform pages).
 */
export const catalogRoutes: FastifyPluginAsyncTypebox = async (app) => {
  for (const kind of CATALOGUE_KINDS) {
    const endpoints = CATALOGUE_ENDPOINTS[kind];
    registerEndpoint(app, endpoints.list, async (request) => service.list(app.db, kind, request.query));
    registerEndpoint(app, endpoints.create, async (request) => service.create(app.db, kind, request.body));
    registerEndpoint(app, endpoints.update, async (request) => service.update(app.db, kind, request.params.id, request.body));
    registerEndpoint(app, endpoints.remove, async (request) => service.remove(app.db, kind, request.params.id));
  }
};
