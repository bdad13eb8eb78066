import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { DOCUMENT_MAX_BYTES, IMAGE_MAX_BYTES, uploadRules, type UploadPurpose } from '@haulstop/shared/constants';
import { AppError, badRequest, text } from '../../lib/errors';
import { resolveInStore } from './storage';

/** What may be uploaded, recognised by the first bytes of the file (its name and declared type are not trusted). */
const KINDS = [
  { type: 'image/jpeg', extension: 'jpg', maxBytes: IMAGE_MAX_BYTES, matches: (b: Buffer) => b.length > 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  {
    type: 'image/png',
    extension: 'png',
    maxBytes: IMAGE_MAX_BYTES,
    matches: (b: Buffer) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  {
    type: 'image/webp',
    extension: 'webp',
    maxBytes: IMAGE_MAX_BYTES,
    matches: (b: Buffer) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
  },
  { type: 'application/pdf', extension: 'pdf', maxBytes: DOCUMENT_MAX_BYTES, matches: (b: Buffer) => b.subarray(0, 5).toString('latin1') === '%PDF-' },
] as const;

/** The largest upload of any kind; the multipart parser stops reading past it. */
export const MAX_UPLOAD_BYTES = Math.max(...KINDS.map((kind) => kind.maxBytes));

/**
 * Where an upload goes: `public` files (lot images) are readable by every signed-in user, the
 * others (logos, documents) only by the organisation's members and the platform.
 */
const FOLDERS: Record<UploadPurpose, string> = { lotImage: 'public', logo: 'logos', document: 'documents' };

export const tooLarge = (limitBytes: number) =>
  new AppError(413, 'FILE_TOO_LARGE', text('apiErrors.files.tooLarge', { megabytes: Math.round(limitBytes / (1024 * 1024)) }), { field: 'file' });

export interface StoredUpload {
  objectPath: string;
  contentType: string;
  size: number;
}

/** Checks an uploaded file by its bytes and stores it under the organisation, with a random name. */
export async function storeUpload(dataDir: string, orgId: number, purpose: UploadPurpose, bytes: Buffer): Promise<StoredUpload> {
  if (bytes.length === 0) throw badRequest(text('apiErrors.files.empty'), undefined, { field: 'file' });
  const kind = KINDS.find((candidate) => candidate.matches(bytes));
  const allowed = KINDS.filter((k) => uploadRules(purpose).types.includes(k.type));
  if (!kind || !allowed.includes(kind)) {
    throw new AppError(415, 'UNSUPPORTED_FILE_TYPE', text(purpose === 'document' ? 'apiErrors.files.documentType' : 'apiErrors.files.imageType'), {
      field: 'file',
    });
  }
  if (bytes.length > kind.maxBytes) throw tooLarge(kind.maxBytes);
  const objectPath = `orgs/${orgId}/${FOLDERS[purpose]}/${randomBytes(12).toString('hex')}.${kind.extension}`;
  const file = resolveInStore(dataDir, objectPath);
  if (!file) throw badRequest(text('apiErrors.files.cannotStore'), undefined, { field: 'file' });
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, bytes, { flag: 'wx' });
  return { objectPath, contentType: kind.type, size: bytes.length };
}
