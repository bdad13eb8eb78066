import { createHash, randomBytes } from 'node:crypto';
import { createSigner, createVerifier, TokenError } from 'fast-jwt';
import { AppError, unauthorized, text } from '../../lib/errors';

/** Claims of a Haulstop access token: sub is the user id, sid the refresh-token family (session). */
export interface AccessClaims {
  userId: number;
  sessionId: string;
}

const ISSUER = 'haulstop-api';
const AUDIENCE = 'haulstop-console';

type Verify = (token: string) => AccessClaims;
const verifiers = new Map<string, Verify>();

/** Most verified tokens remembered per secret (one per signed-in client that called in the last while). */
const MAX_REMEMBERED_TOKENS = 10_000;

/**
 * One synchronous HS256 verifier per secret (fast-jwt, the library behind @fastify/jwt): jose's
 * WebCrypto verify runs as an async job on every request, 15% of an authenticated request's CPU;
 * fast-jwt's HMAC is a plain node:crypto call. Only HS256 is accepted, with our issuer and
 * audience, and exp, sub and sid must be present.
 *
 * A token that verified is remembered, by its whole text, until its exp: the HMAC, the base64
 * and the JSON of every later request with it cost 6–7% of a user read's CPU.
 * Only the signature's verdict is remembered, which cannot change for the same text; the session,
 * the account and the memberships are still read from the database on every request, so a logout
 * or a removal still takes effect at once. Refusals are never remembered.
 */
function verifierFor(secret: string): Verify {
  let verify = verifiers.get(secret);
  if (!verify) {
    const verifyJwt = createVerifier({
      key: secret,
      algorithms: ['HS256'],
      allowedIss: ISSUER,
      allowedAud: AUDIENCE,
      requiredClaims: ['exp', 'sub', 'sid'],
    }) as (token: string) => Record<string, unknown>;
    const verified = new Map<string, { claims: AccessClaims; expiresAtMs: number }>();
    verify = (token) => {
      const known = verified.get(token);
      // The bound fast-jwt checks (now <= exp): past it, the token is verified anew and answers expired.
      if (known && Date.now() <= known.expiresAtMs) return known.claims;
      if (known) verified.delete(token);
      const payload = verifyJwt(token);
      const userId = Number(payload.sub);
      if (!Number.isInteger(userId) || typeof payload.sid !== 'string') throw unauthorized(text('apiErrors.invalidAccessToken'));
      const claims = { userId, sessionId: payload.sid };
      // The oldest entry goes first (a Map keeps insertion order), so the memory stays bounded.
      if (verified.size >= MAX_REMEMBERED_TOKENS) verified.delete(verified.keys().next().value!);
      verified.set(token, { claims, expiresAtMs: (payload.exp as number) * 1000 });
      return claims;
    };
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
  try {
    return verifierFor(secret)(token);
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (error instanceof TokenError && error.code === TokenError.codes.expired) throw unauthorized(text('apiErrors.accessTokenExpired'), 'TOKEN_EXPIRED');
    throw unauthorized(text('apiErrors.invalidAccessToken'));
  }
}

/** Opaque refresh token: 256 random bits; only its sha256 is stored. */
export function newRefreshToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashRefreshToken(token) };
}

export const hashRefreshToken = (token: string) => createHash('sha256').update(token).digest('hex');
