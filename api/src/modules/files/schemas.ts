import { Type } from 'typebox';
import { EDGE_ERRORS, ErrorEnvelope, oneOf, responses } from '../../lib/schemas';
import { UPLOAD_PURPOSES } from '@haulstop/shared/constants';

/** What the file store serves (lot images, logos, documents), declared so clients read the bytes right. */
const FILE_CONTENT_TYPES = ['image/svg+xml', 'image/png', 'image/jpeg', 'image/webp', 'application/pdf'];

export const downloadUrlSchema = {
  tags: ['files'],
  summary: 'A signed URL (valid 5 minutes) for a stored object; answered as a JSON string',
  querystring: Type.Object({ objectPath: Type.String({ minLength: 1, maxLength: 255, description: "e.g. 'lots/3/photo-1.svg' or 'orgs/2/logo.svg'" }) }),
  response: responses({ 200: Type.String({ format: 'uri', description: 'GET this URL without a bearer token' }) }),
};

export const signedFileSchema = {
  tags: ['files'],
  summary: 'The file behind a signed URL (no bearer token: the signature is the permission)',
  security: [],
  params: Type.Object({ '*': Type.String({ maxLength: 255 }) }),
  querystring: Type.Object({
    expires: Type.Integer({ minimum: 0, description: 'Unix time the link stops working' }),
    signature: Type.String({ minLength: 1, maxLength: 128 }),
  }),
  response: {
    200: Type.Unsafe<NodeJS.ReadableStream>({
      description: 'The file bytes',
      content: Object.fromEntries(FILE_CONTENT_TYPES.map((type) => [type, { schema: { type: 'string', format: 'binary' } }])),
    }),
    400: ErrorEnvelope,
    403: ErrorEnvelope,
    404: ErrorEnvelope,
    ...EDGE_ERRORS,
  },
};

export const uploadSchema = {
  tags: ['files'],
  summary: 'Uploads one file (multipart/form-data, field `file`); its type is read from its bytes',
  description:
    'Lot images and logos: JPEG, PNG or WebP up to 5 MB. Documents: PDF (up to 10 MB) or those images. ' +
    '`purpose=lotImage` files are readable by every signed-in user; logos and documents only by the organisation and the platform.',
  consumes: ['multipart/form-data'],
  querystring: Type.Object({ purpose: Type.Optional(oneOf(UPLOAD_PURPOSES, { description: 'lotImage, logo or document (default)' })) }),
  response: responses({
    201: Type.Object({
      objectPath: Type.String({ description: 'Read it back through GET /api/session/downloadUrl' }),
      contentType: Type.String(),
      size: Type.Integer(),
    }),
    415: ErrorEnvelope,
  }),
};
