import type { Queryable } from '../../db/db';

export interface RefreshTokenRow {
  id: number;
  userId: number;
  familyId: string;
  expiresAt: Date;
  revokedAt: Date | null;
  replacedBy: number | null;
}

export async function insertRefreshToken(
  db: Queryable,
  token: { userId: number; hash: string; familyId: string; ttlDays: number },
): Promise<number> {
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
  await db.query(
    'UPDATE refresh_tokens SET revoked_at = now() WHERE user_id = $1 AND family_id <> $2::uuid AND revoked_at IS NULL',
    [userId, keepFamilyId],
  );
}

export async function countRecentFailures(db: Queryable, subject: string, windowMinutes: number): Promise<number> {
  const { rows } = await db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM login_failures
      WHERE subject = $1 AND failed_at > now() - make_interval(mins => $2::int)`,
    [subject, windowMinutes],
  );
  return rows[0].count;
}

export async function recordFailures(db: Queryable, subjects: string[], windowMinutes: number): Promise<void> {
  await db.query(
    `DELETE FROM login_failures WHERE subject = ANY($1::text[]) AND failed_at <= now() - make_interval(mins => $2::int)`,
    [subjects, windowMinutes],
  );
  await db.query('INSERT INTO login_failures (subject) SELECT unnest($1::text[])', [subjects]);
}

export async function clearFailures(db: Queryable, subject: string): Promise<void> {
  await db.query('DELETE FROM login_failures WHERE subject = $1', [subject]);
}
