import type { AppConfig } from '../../config/env';
import { AppError, badRequest, notFound, text } from '../../lib/errors';
import { fileExists, parseObjectPath, resolveInStore, signObjectPath, verifySignature, contentTypeOf } from './storage';

/** Signed links live 5 minutes: long enough for an image to load, short enough not to be worth sharing. */
export const SIGNED_URL_TTL_SECONDS = 300;

type FilesConfig = Pick<AppConfig, 'jwtSecret' | 'dataDir' | 'publicUrl'>;

export interface FileCaller {
  isPlatformUser: boolean;
  memberships: { saasOrgId: number; orgId: number }[];
}

/**
 * A short-lived signed URL for an object. Organisation files only for its members (and
 * the platform); lot images for any signed-in user. Others get 404, as if there were no file.
 */
export async function downloadUrl(config: FilesConfig, caller: FileCaller, rawPath: string, nowSeconds = Math.floor(Date.now() / 1000)): Promise<string> {
  const object = parseObjectPath(rawPath);
  if (!object) throw badRequest(text('apiErrors.files.objectPath'), undefined, { field: 'objectPath' });
  // An organisation's `public/` files are lot images: every signed-in user may see them.
  const isPublic = object.owner === 'orgs' && object.path.split('/')[2] === 'public';
  if (object.owner === 'orgs' && !isPublic && !caller.isPlatformUser && !caller.memberships.some((m) => m.orgId === object.ownerId)) {
    throw notFound('File');
  }
  const file = resolveInStore(config.dataDir, object.path);
  if (!file || !(await fileExists(file))) throw notFound('File');
  const expires = nowSeconds + SIGNED_URL_TTL_SECONDS;
  const signature = signObjectPath(config.jwtSecret, object.path, expires);
  const encodedPath = object.path.split('/').map(encodeURIComponent).join('/');
  return `${config.publicUrl}/api/files/${encodedPath}?expires=${expires}&signature=${signature}`;
}

const invalidLink = () => new AppError(403, 'FORBIDDEN', text('apiErrors.files.invalidLink'));

/** The file behind a signed URL; the signature is the permission (an <img> cannot send a bearer token). */
export async function signedFile(
  config: FilesConfig,
  rawPath: string,
  query: { expires: number; signature: string },
  nowSeconds = Math.floor(Date.now() / 1000),
): Promise<{ file: string; contentType: string }> {
  const object = parseObjectPath(rawPath);
  if (!object) throw invalidLink();
  if (!verifySignature(config.jwtSecret, object.path, query.expires, query.signature, nowSeconds)) throw invalidLink();
  const file = resolveInStore(config.dataDir, object.path);
  if (!file || !(await fileExists(file))) throw notFound('File');
  return { file, contentType: contentTypeOf(file) };
}
