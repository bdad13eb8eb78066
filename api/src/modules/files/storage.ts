import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';

/**
 * The local file store: `<dataDir>/files/<objectPath>`. Object paths are
 * `orgs/<orgId>/…` (an organisation's files) or `lots/<lotId>/…` (lot images, readable by any
 * signed-in user). Anything else, and any `..`, is refused before the disk is touched.
 */
const OBJECT_PATH = /^(orgs|lots)\/([1-9]\d{0,8})\/[A-Za-z0-9][A-Za-z0-9._-]*(\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/;

export interface ObjectPath {
  path: string;
  owner: 'orgs' | 'lots';
  ownerId: number;
}

export function parseObjectPath(raw: string): ObjectPath | undefined {
  const value = raw.replace(/^\/+/, '');
  if (value.length > 255 || value.split('/').some((segment) => segment === '..' || segment === '.')) return undefined;
  const match = OBJECT_PATH.exec(value);
  if (!match) return undefined;
  return { path: value, owner: match[1] as 'orgs' | 'lots', ownerId: Number(match[2]) };
}

export const filesRoot = (dataDir: string) => path.join(dataDir, 'files');

/** Absolute file name inside the store, or undefined if it would escape it (defence in depth). */
export function resolveInStore(dataDir: string, objectPath: string): string | undefined {
  const root = path.resolve(filesRoot(dataDir));
  const file = path.resolve(root, objectPath);
  return file.startsWith(root + path.sep) ? file : undefined;
}

export async function fileExists(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

export const openFile = (file: string) => createReadStream(file);

const contentTypes: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.pdf': 'application/pdf',
  '.csv': 'text/csv; charset=utf-8',
};

export const contentTypeOf = (file: string) => contentTypes[path.extname(file).toLowerCase()] ?? 'application/octet-stream';

// A key of its own, derived from the JWT secret, so a file signature can never pass as a token signature.
const signingKey = (secret: string) => createHash('sha256').update(`haulstop-files:${secret}`).digest();

export function signObjectPath(secret: string, objectPath: string, expires: number): string {
  return createHmac('sha256', signingKey(secret)).update(`${objectPath}\n${expires}`).digest('base64url');
}

export function verifySignature(secret: string, objectPath: string, expires: number, signature: string, nowSeconds: number): boolean {
  if (!Number.isInteger(expires) || expires < nowSeconds) return false;
  const expected = Buffer.from(signObjectPath(secret, objectPath, expires));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
