import { createHash, randomBytes } from 'node:crypto';
import { SignJWT, errors as joseErrors, jwtVerify } from 'jose';
import { unauthorized, text } from '../../lib/errors';

/** Claims of a Haulstop access token: sub is the user id, sid the refresh-token family (session). */
export interface AccessClaims {
  userId: number;
  sessionId: string;
}

const ISSUER = 'haulstop-api';
const AUDIENCE = 'haulstop-console';

const keyFor = (secret: string) => new TextEncoder().encode(secret);

export async function signAccessToken(secret: string, claims: AccessClaims, ttlSeconds: number): Promise<string> {
  return new SignJWT({ sid: claims.sessionId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(claims.userId))
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
    .sign(keyFor(secret));
}

/** Verifies a bearer token: 401 TOKEN_EXPIRED when only its lifetime is over (the client refreshes), else 401 UNAUTHORIZED. */
export async function verifyAccessToken(secret: string, token: string): Promise<AccessClaims> {
  try {
    const { payload } = await jwtVerify(token, keyFor(secret), {
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
