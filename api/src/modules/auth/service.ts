import { randomUUID } from 'node:crypto';
import type { AppConfig } from '../../config/env';
import type { Db, Queryable } from '../../db/db';
import { AppError, unauthorized, text, type Text } from '../../lib/errors';
import { dummyPasswordHash, verifyPassword } from '../../lib/passwords';
import { membershipsOf, type Membership } from '../organizations/service';
import { findUserForLogin, type User } from '../users/service';
import * as repository from './repository';
import { hashRefreshToken, newRefreshToken, signAccessToken } from './tokens';

export interface LoginResult {
  token: string;
  refreshToken: string;
  user: User;
  organizations: Membership[];
}

type AuthConfig = Pick<
  AppConfig,
  'jwtSecret' | 'accessTokenTtlSeconds' | 'refreshTokenTtlDays' | 'loginRateLimit' | 'loginRateWindowMinutes' | 'loginThrottleSeconds'
>;

/** Per address we allow several accounts' worth of mistakes (offices share an address). */
const ADDRESS_LIMIT_FACTOR = 4;

// Shown under the password (the form's last word on it), whichever of the two was wrong: no enumeration.
const invalidCredentials = () => new AppError(401, 'INVALID_CREDENTIALS', text('apiErrors.invalidCredentials'), { field: 'password' });
const invalidRefreshToken = () => unauthorized(text('apiErrors.sessionEnded'), 'INVALID_REFRESH_TOKEN');
const tooManyAttempts = (wait: Text) => new AppError(429, 'TOO_MANY_ATTEMPTS', wait);

async function startSession(db: Queryable, config: AuthConfig, userId: number, familyId: string) {
  const refresh = newRefreshToken();
  const id = await repository.insertRefreshToken(db, { userId, hash: refresh.hash, familyId, ttlDays: config.refreshTokenTtlDays });
  const token = await signAccessToken(config.jwtSecret, { userId, sessionId: familyId }, config.accessTokenTtlSeconds);
  return { id, token, refreshToken: refresh.token };
}

/** The failure counters a sign-in is checked against, keyed so each limit can be looked up alone. */
export function loginSubjects(loginId: string, ip: string) {
  return { pair: `account-address:${loginId}|${ip}`, account: `account:${loginId}`, address: `ip:${ip}` };
}

/**
 * Sign-in, limited in three ways *before* the password is checked:
 * - one address guessing one account is locked for the window after LOGIN_RATE_LIMIT failures;
 * - an account that failed from anywhere, and an address that failed on many accounts, are only
 *   *throttled* (one attempt per LOGIN_THROTTLE_SECONDS): a stranger cannot lock a named account for
 *   15 minutes, and users sharing an address (an office, a load balancer) are never locked out when
 *   they know their password — while guessing stays slow.
 */
export async function login(db: Db, config: AuthConfig, input: { loginId: string; password: string; ip: string }): Promise<LoginResult> {
  const loginId = input.loginId.trim().toLowerCase();
  const subjects = loginSubjects(loginId, input.ip);
  const window = config.loginRateWindowMinutes;
  const [pair, account, address] = await repository.recentFailures(db, [subjects.pair, subjects.account, subjects.address], window);
  if (pair.count >= config.loginRateLimit) throw tooManyAttempts(text('apiErrors.auth.tooManyAttemptsMinutes', { minutes: window }));
  const throttled = (f: { count: number; secondsSinceLast: number | null }, limit: number) =>
    f.count >= limit && f.secondsSinceLast !== null && f.secondsSinceLast < config.loginThrottleSeconds;
  if (throttled(account, config.loginRateLimit) || throttled(address, config.loginRateLimit * ADDRESS_LIMIT_FACTOR)) {
    throw tooManyAttempts(text('apiErrors.auth.tooManyAttemptsSeconds', { seconds: config.loginThrottleSeconds }));
  }
  const user = await findUserForLogin(db, loginId);
  // Unknown accounts cost the same scrypt work as wrong passwords: no enumeration by timing.
  const passwordOk = await verifyPassword(input.password, user?.passwordHash ?? (await dummyPasswordHash()));
  if (!user || !passwordOk || user.status !== 'Active') {
    await repository.recordFailures(db, [subjects.pair, subjects.account, subjects.address], window);
    throw invalidCredentials();
  }
  await repository.clearFailures(db, [subjects.pair, subjects.account]);
  const session = await startSession(db, config, user.userId, randomUUID());
  return {
    token: session.token,
    refreshToken: session.refreshToken,
    user: { userId: user.userId, loginId: user.loginId, firstName: user.firstName, lastName: user.lastName },
    organizations: await membershipsOf(db, user.userId),
  };
}

/**
 * Rotates a refresh token. Presenting a token that was already rotated means it was
 * copied: the whole family (that sign-in) is revoked and both holders must sign in again.
 */
export async function refresh(db: Db, config: AuthConfig, refreshToken: string): Promise<{ token: string; refreshToken: string }> {
  const outcome = await db.transaction(async (tx) => {
    const row = await repository.findRefreshTokenForUpdate(tx, hashRefreshToken(refreshToken));
    if (!row) return { error: 'invalid' as const };
    if (row.replacedBy !== null) {
      await repository.revokeFamily(tx, row.familyId);
      return { error: 'reused' as const };
    }
    if (row.revokedAt !== null || row.expiresAt.getTime() <= Date.now()) return { error: 'invalid' as const };
    const user = await tx.query<{ status: string }>('SELECT status FROM users WHERE id = $1', [row.userId]);
    if (user.rows[0]?.status !== 'Active') return { error: 'invalid' as const };
    const session = await startSession(tx, config, row.userId, row.familyId);
    await repository.markRotated(tx, row.id, session.id);
    return { token: session.token, refreshToken: session.refreshToken };
  });
  if ('error' in outcome) {
    if (outcome.error === 'reused') {
      throw unauthorized(text('apiErrors.sessionReused'), 'REFRESH_TOKEN_REUSED');
    }
    throw invalidRefreshToken();
  }
  return outcome;
}

/** Ends the sign-in the refresh token belongs to; unknown tokens are ignored (logout is idempotent). */
export async function logout(db: Db, refreshToken: string): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await repository.findRefreshTokenForUpdate(tx, hashRefreshToken(refreshToken));
    if (row) await repository.revokeFamily(tx, row.familyId);
  });
}

/** After a password change every other sign-in of the user ends; the current one stays. */
export const revokeOtherSessions = (db: Queryable, userId: number, keepSessionId: string) => repository.revokeUserFamiliesExcept(db, userId, keepSessionId);
