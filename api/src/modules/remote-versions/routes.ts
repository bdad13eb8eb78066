import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { changeRemoteVersion, listRemoteVersions } from '@haulstop/shared/contracts/remote-versions';
import { registerEndpoint } from '../../lib/register-endpoint';
import * as service from './service';

/** Which version of each remote the console runs, per organisation (DESIGN §9): the platform only. */
export const remoteVersionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  registerEndpoint(app, listRemoteVersions, async () => service.listRemoteVersions(app.db, app.config.deploysDir));
  registerEndpoint(app, changeRemoteVersion, async (request) =>
    service.changeRemoteVersion(app.db, app.config.deploysDir, request.params.remote, request.body, request.headers['if-match']),
  );
};
