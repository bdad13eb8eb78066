import path from 'node:path';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AppError, badRequest, text } from '../../lib/errors';
import { requireAuth } from '../../plugins/app/authentication';
import { currentOrg } from '../../plugins/app/authorization';
import * as schemas from './schemas';
import * as service from './service';
import { openFile } from './storage';
import type { UploadPurpose } from '@haulstop/shared/constants';
import { MAX_UPLOAD_BYTES, storeUpload, tooLarge } from './upload';

export const fileRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // One file per request, read into memory up to the largest allowed size (10 MB); the parser
  // stops reading past it, so an oversized upload costs no more than that.
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 2, parts: 3, fieldSize: 100 } });

  app.post('/files', { schema: schemas.uploadSchema, config: { access: 'org', resource: 'files', action: 'create' } }, async (request, reply) => {
    const org = await currentOrg(request);
    if (!request.isMultipart()) throw badRequest(text('apiErrors.files.sendMultipart'), undefined, { field: 'file' });
    let bytes: Buffer;
    try {
      const part = await request.file();
      if (!part || part.fieldname !== 'file') throw badRequest(text('apiErrors.files.sendInFileField'), undefined, { field: 'file' });
      bytes = await part.toBuffer();
    } catch (error) {
      throw uploadError(error);
    }
    const purpose = (request.query.purpose ?? 'document') as UploadPurpose;
    return reply.code(201).send(await storeUpload(app.config.dataDir, org.orgId, purpose, bytes));
  });

  app.get(
    '/session/downloadUrl',
    { schema: schemas.downloadUrlSchema, config: { access: 'user', resource: 'files', action: 'view' } },
    async (request, reply) => {
      const url = await service.downloadUrl(app.config, requireAuth(request), request.query.objectPath);
      // Sent as a JSON string: the console's axios client parses it into a plain string.
      return reply.type('application/json; charset=utf-8').send(JSON.stringify(url));
    },
  );

  app.get('/files/*', { schema: schemas.signedFileSchema, config: { access: 'public' } }, async (request, reply) => {
    const { file, contentType } = await service.signedFile(app.config, request.params['*'], request.query);
    return (
      reply
        .type(contentType)
        // Images are shown in the page; documents are saved, under the stored file's name.
        .header('Content-Disposition', contentType.startsWith('image/') ? 'inline' : `attachment; filename="${path.basename(file)}"`)
        // Images are shown by the console on other origins (ports 8080-8084).
        .header('Cross-Origin-Resource-Policy', 'cross-origin')
        // An SVG opened directly must not run script.
        .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; img-src data:")
        .header('Cache-Control', 'private, max-age=300')
        .send(openFile(file))
    );
  });
};

/**
 * The parser's own refusals carry a status (413 past the limit, 406 not multipart); the errors of
 * the body's reader underneath carry none (no boundary, a body cut short or not multipart at all):
 * the client sent them, so they are a 400, not a 500.
 */
function uploadError(error: unknown): unknown {
  if (error instanceof AppError) return error;
  const { code, statusCode } = error as { code?: string; statusCode?: number };
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge(MAX_UPLOAD_BYTES);
  if (statusCode) return error;
  return badRequest(text('apiErrors.files.malformedMultipart', { detail: (error as Error).message }));
}
