import { createHash, randomBytes } from 'node:crypto';
import { createSigner, createVerifier, TokenError } from 'fast-jwt';
import { unauthorized, text } from '../../lib/errors';

/** Claims of a Haulstop access token: sub is the user id, sid the refresh-token family (session). */
export interface AccessClaims {
  userId: number;
  sessionId: string;
}

const ISSUER = 'haulstop-api';
const AUDIENCE = 'haulstop-console';

type Verify = (token: string) => Record<string, unknown>;
const verifiers = new Map<string, Verify>();

/**
 * One synchronous HS256 verifier per secret (fast-jwt, the library behind @fastify/jwt): jose's
 * WebCrypto verify runs as an async job on every request, 15% of an authenticated request's CPU;
 * fast-jwt's HMAC is a plain node:crypto call. Only HS256 is accepted, with our issuer and
 * audience, and exp, sub and sid must be present.
 */
function verifierFor(secret: string): Verify {
  let verify = verifiers.get(secret);
  if (!verify) {
    verify = createVerifier({
      key: secret,
      algorithms: ['HS256'],
      allowedIss: ISSUER,
      allowedAud: AUDIENCE,
      requiredClaims: ['exp', 'sub', 'sid'],
    }) as Verify;
    verifiers.set(secret, verify);
  }
  return verify;
}

export async function signAccessToken(secret: string, claims: AccessClaims, ttlSeconds: number): Promise<string> {
  const sign = createSigner({ key: secret, algorithm: 'HS256', iss: ISSUER, aud: AUDIENCE, sub: String(claims.userId), expiresIn: ttlSeconds * 1000 });
  return sign({ sid: claims.sessionId });
}

/** Verifies a bearer token: 401 TOKEN_EXPIRED when only its lifetime is over (the client refreshes), else 401 UNAUTHORIZED. */
export async function verifyAccessToken(secret: string, token: string): Promise<AccessClaims> {
  let payload: Record<string, unknown>;
  try {
    payload = verifierFor(secret)(token);
  } catch (error) {
    if (error instanceof TokenError && error.code === TokenError.codes.expired) throw unauthorized(text('apiErrors.accessTokenExpired'), 'TOKEN_EXPIRED');
    throw unauthorized(text('apiErrors.invalidAccessToken'));
  }
  const userId = Number(payload.sub);
  if (!Number.isInteger(userId) || typeof payload.sid !== 'string') throw unauthorized(text('apiErrors.invalidAccessToken'));
  return { userId, sessionId: payload.sid };
}

/** Opaque refresh token: 256 random bits; only its sha256 is stored. */
export function newRefreshToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashRefreshToken(token) };
}

export const hashRefreshToken = (token: string) => createHash('sha256').update(token).digest('hex');
