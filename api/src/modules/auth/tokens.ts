import { createHash, randomBytes, webcrypto } from 'node:crypto';
import { SignJWT, errors as joseErrors, jwtVerify } from 'jose';
import { unauthorized, text } from '../../lib/errors';

/** Claims of a Haulstop access token: sub is the user id, sid the refresh-token family (session). */
export interface AccessClaims {
  userId: number;
  sessionId: string;
}

const ISSUER = 'haulstop-api';
const AUDIENCE = 'haulstop-console';

const keys = new Map<string, Promise<webcrypto.CryptoKey>>();

/**
 * The HMAC key of a secret, imported once per process: handed the secret's bytes, jose imports a
 * WebCrypto key on every call, a sixth of an authenticated request's CPU.
 */
function keyFor(secret: string): Promise<webcrypto.CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = webcrypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
    keys.set(secret, key);
  }
  return key;
}

export async function signAccessToken(secret: string, claims: AccessClaims, ttlSeconds: number): Promise<string> {
  return new SignJWT({ sid: claims.sessionId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(claims.userId))
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
    .sign(await keyFor(secret));
}

/** Verifies a bearer token: 401 TOKEN_EXPIRED when only its lifetime is over (the client refreshes), else 401 UNAUTHORIZED. */
export async function verifyAccessToken(secret: string, token: string): Promise<AccessClaims> {
  try {
    const { payload } = await jwtVerify(token, await keyFor(secret), {
      issuer: ISSUER,
      audience: AUDIENCE,
      algorithms: ['HS256'],
      requiredClaims: ['exp', 'sub', 'sid'],
    });
    const userId = Number(payload.sub);
    if (!Number.isInteger(userId) || typeof payload.sid !== 'string') throw unauthorized(text('apiErrors.invalidAccessToken'));
    return { userId, sessionId: payload.sid };
  } catch (error) {
    if (error instanceof joseErrors.JWTExpired) throw unauthorized(text('apiErrors.accessTokenExpired'), 'TOKEN_EXPIRED');
    throw unauthorized(text('apiErrors.invalidAccessToken'));
  }
}

/** Opaque refresh token: 256 random bits; only its sha256 is stored. */
export function newRefreshToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashRefreshToken(token) };
}

export const hashRefreshToken = (token: string) => createHash('sha256').update(token).digest('hex');
