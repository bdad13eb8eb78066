import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { requireAuth } from '../../plugins/app/authentication';
import * as schemas from './schemas';
import * as service from './service';
import { openFile } from './storage';

export const fileRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/session/downloadUrl', { schema: schemas.downloadUrlSchema, config: { access: 'user' } }, async (request, reply) => {
    const url = await service.downloadUrl(app.config, requireAuth(request), request.query.objectPath);
    // Sent as a JSON string: the console's axios client parses it into a plain string.
    return reply.type('application/json; charset=utf-8').send(JSON.stringify(url));
  });

  app.get('/files/*', { schema: schemas.signedFileSchema, config: { access: 'public' } }, async (request, reply) => {
    const { file, contentType } = await service.signedFile(app.config, request.params['*'], request.query);
    return reply
      .type(contentType)
      // Images are shown by the console on other origins (ports 8080-8084).
      .header('Cross-Origin-Resource-Policy', 'cross-origin')
      // An SVG opened directly must not run script.
      .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; img-src data:")
      .header('Cache-Control', 'private, max-age=300')
      .send(openFile(file));
  });
};
