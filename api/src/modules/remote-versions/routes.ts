import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import * as schemas from './schemas';
import * as service from './service';

/** Which version of each remote the console runs, per organisation (DESIGN §9): the platform only. */
export const remoteVersionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/platform/remoteVersions',
    { schema: schemas.listRemoteVersionsSchema, config: { access: 'platform', resource: 'remoteVersions', action: 'view' } },
    async () => service.listRemoteVersions(app.db, app.config.deploysDir),
  );
  app.put(
    '/platform/remoteVersions/:remote',
    { schema: schemas.changeRemoteVersionSchema, config: { access: 'platform', resource: 'remoteVersions', action: 'edit' } },
    async (request) => service.changeRemoteVersion(app.db, app.config.deploysDir, request.params.remote, request.body, request.headers['if-match']),
  );
};
