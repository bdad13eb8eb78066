import type { Queryable, SqlParam } from '../../db/db';
import { membershipsJsonSql, type Membership } from '../organizations/service';

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

/**
 * The caller's whole state as one JSON text (the user, whether the sign-in is live, the
 * memberships), NULL when the account is not active; `userId` and `familyId` are SQL expressions.
 * One expression serves both the caller's read and the check folded into another statement, so
 * the two can only ever compare the same thing.
 */
const callerJsonSql = (userId: string, familyId: string) => `(
  SELECT json_build_object(
           'userId', u.id, 'loginId', u.login_id, 'firstName', u.first_name, 'lastName', u.last_name,
           'sessionLive', EXISTS (SELECT 1 FROM refresh_tokens t
                                   WHERE t.family_id = ${familyId}::uuid AND t.user_id = u.id AND t.revoked_at IS NULL AND t.expires_at > now()),
           'memberships', ${membershipsJsonSql('u.id')})::text
    FROM users u WHERE u.id = ${userId} AND u.status = 'Active')`;

/** The caller as read, and the JSON text it was read as (what a folded check compares with). */
export interface CallerState {
  caller: CallerRow;
  text: string;
}

export async function findCaller(db: Queryable, userId: number, familyId: string): Promise<CallerState | undefined> {
  const { rows } = await db.query<{ caller: string | null }>(`SELECT ${callerJsonSql('$1', '$2')} AS caller`, [userId, familyId]);
  const text = rows[0]?.caller;
  return text ? { caller: JSON.parse(text) as CallerRow, text } : undefined;
}

/**
 * A condition that holds only while the caller's state is still exactly `known.text` (the same
 * account active, the same sign-in live, the same memberships, roles and organisations), its
 * values appended to `params`. PostgreSQL evaluates it once per statement, before any row.
 */
export function callerUnchangedSql(params: SqlParam[], userId: number, familyId: string, known: string): string {
  params.push(userId, familyId, known);
  const n = params.length;
  let sql = CALLER_UNCHANGED_SQL.get(n);
  if (sql === undefined) {
    sql = `${callerJsonSql(`$${n - 2}`, `$${n - 1}`)} = $${n}::text`;
    CALLER_UNCHANGED_SQL.set(n, sql);
  }
  return sql;
}

/**
 * callerUnchangedSql's text by the position of its last value (a handful): built once, the same
 * string each time, so a statement that embeds it is not rebuilt and re-hashed per request.
 */
const CALLER_UNCHANGED_SQL = new Map<number, string>();

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
