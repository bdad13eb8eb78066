import { Type } from 'typebox';
import { EDGE_ERRORS, ErrorEnvelope, responses } from '../../lib/schemas';

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
