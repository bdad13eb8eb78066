import type { Queryable } from '../../db/db';
import { MEMBERSHIPS_JSON_SQL, type Membership } from '../organizations/service';

/** Who an access token speaks for, read in ONE query per request (see authentication plugin). */
export interface CallerRow {
  userId: number;
  loginId: string;
  firstName: string;
  lastName: string;
  /** The sign-in (refresh family) still holds a live token: false after logout, revocation or reuse. */
  sessionLive: boolean;
  memberships: Membership[];
}

export async function findCaller(db: Queryable, userId: number, familyId: string): Promise<CallerRow | undefined> {
  const { rows } = await db.query<CallerRow>(
    `SELECT u.id AS "userId", u.login_id AS "loginId", u.first_name AS "firstName", u.last_name AS "lastName",
            EXISTS (SELECT 1 FROM refresh_tokens t
                     WHERE t.family_id = $2::uuid AND t.user_id = u.id AND t.revoked_at IS NULL AND t.expires_at > now()) AS "sessionLive",
            ${MEMBERSHIPS_JSON_SQL} AS memberships
       FROM users u WHERE u.id = $1 AND u.status = 'Active'`,
    [userId, familyId],
  );
  return rows[0];
}

export interface RefreshTokenRow {
  id: number;
  userId: number;
  familyId: string;
  expiresAt: Date;
  revokedAt: Date | null;
  replacedBy: number | null;
}

export async function insertRefreshToken(db: Queryable, token: { userId: number; hash: string; familyId: string; ttlDays: number }): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO refresh_tokens (user_id, token_hash, family_id, expires_at)
     VALUES ($1, $2, $3, now() + make_interval(days => $4::int)) RETURNING id`,
    [token.userId, token.hash, token.familyId, token.ttlDays],
  );
  return rows[0].id;
}

/** Locks the row so two refreshes racing with one token cannot both rotate it. */
export async function findRefreshTokenForUpdate(db: Queryable, hash: string): Promise<RefreshTokenRow | undefined> {
  const { rows } = await db.query<RefreshTokenRow>(
    `SELECT id, user_id AS "userId", family_id::text AS "familyId", expires_at AS "expiresAt",
            revoked_at AS "revokedAt", replaced_by AS "replacedBy"
       FROM refresh_tokens WHERE token_hash = $1 FOR UPDATE`,
    [hash],
  );
  return rows[0];
}

export async function markRotated(db: Queryable, id: number, replacedBy: number): Promise<void> {
  await db.query('UPDATE refresh_tokens SET replaced_by = $2, revoked_at = now() WHERE id = $1', [id, replacedBy]);
}

export async function revokeFamily(db: Queryable, familyId: string): Promise<void> {
  await db.query('UPDATE refresh_tokens SET revoked_at = now() WHERE family_id = $1 AND revoked_at IS NULL', [familyId]);
}

export async function revokeUserFamiliesExcept(db: Queryable, userId: number, keepFamilyId: string): Promise<void> {
  await db.query('UPDATE refresh_tokens SET revoked_at = now() WHERE user_id = $1 AND family_id <> $2::uuid AND revoked_at IS NULL', [userId, keepFamilyId]);
}

/** For each subject: failures in the window and seconds since the latest (null when none). */
export async function recentFailures(db: Queryable, subjects: string[], windowMinutes: number): Promise<{ count: number; secondsSinceLast: number | null }[]> {
  const { rows } = await db.query<{ subject: string; count: number; secondsSinceLast: number | null }>(
    `SELECT s.subject, count(f.id)::int AS count,
            EXTRACT(EPOCH FROM (now() - max(f.failed_at)))::float8 AS "secondsSinceLast"
       FROM unnest($1::text[]) AS s(subject)
       LEFT JOIN login_failures f ON f.subject = s.subject AND f.failed_at > now() - make_interval(mins => $2::int)
      GROUP BY s.subject`,
    [subjects, windowMinutes],
  );
  const bySubject = new Map(rows.map((r) => [r.subject, r]));
  return subjects.map((subject) => ({ count: bySubject.get(subject)?.count ?? 0, secondsSinceLast: bySubject.get(subject)?.secondsSinceLast ?? null }));
}

export async function recordFailures(db: Queryable, subjects: string[], windowMinutes: number): Promise<void> {
  await db.query(`DELETE FROM login_failures WHERE subject = ANY($1::text[]) AND failed_at <= now() - make_interval(mins => $2::int)`, [
    subjects,
    windowMinutes,
  ]);
  await db.query('INSERT INTO login_failures (subject) SELECT unnest($1::text[])', [subjects]);
}

export async function clearFailures(db: Queryable, subjects: string[]): Promise<void> {
  await db.query('DELETE FROM login_failures WHERE subject = ANY($1::text[])', [subjects]);
}
