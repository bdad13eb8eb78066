import type { Queryable } from '../../db/db';

export interface UserRow {
  userId: number;
  loginId: string;
  firstName: string;
  lastName: string;
  status: string;
}

export interface UserWithHash extends UserRow {
  passwordHash: string;
}

const columns = `id AS "userId", login_id AS "loginId", first_name AS "firstName", last_name AS "lastName", status`;

export async function findUserById(db: Queryable, userId: number): Promise<UserWithHash | undefined> {
  const { rows } = await db.query<UserWithHash>(`SELECT ${columns}, password_hash AS "passwordHash" FROM users WHERE id = $1`, [userId]);
  return rows[0];
}

export async function findUserByLoginId(db: Queryable, loginId: string): Promise<UserWithHash | undefined> {
  const { rows } = await db.query<UserWithHash>(`SELECT ${columns}, password_hash AS "passwordHash" FROM users WHERE login_id = $1`, [
    loginId.trim().toLowerCase(),
  ]);
  return rows[0];
}

export async function isLoginIdTaken(db: Queryable, loginId: string, exceptUserId: number): Promise<boolean> {
  const { rowCount } = await db.query('SELECT 1 FROM users WHERE login_id = $1 AND id <> $2', [loginId, exceptUserId]);
  return rowCount > 0;
}

export async function updatePasswordHash(db: Queryable, userId: number, passwordHash: string): Promise<void> {
  await db.query('UPDATE users SET password_hash = $2, password_changed_at = now() WHERE id = $1', [userId, passwordHash]);
}

export async function updateProfile(db: Queryable, userId: number, profile: { loginId: string; firstName: string; lastName: string }): Promise<UserRow> {
  const { rows } = await db.query<UserRow>(`UPDATE users SET login_id = $2, first_name = $3, last_name = $4 WHERE id = $1 RETURNING ${columns}`, [
    userId,
    profile.loginId,
    profile.firstName,
    profile.lastName,
  ]);
  return rows[0];
}

export interface EmailChangeRow {
  id: number;
  userId: number;
  newLoginId: string;
  language: string;
  usedAt: Date | null;
  expired: boolean;
}

/** Replaces the user's unfinished e-mail change with a new one: only the latest link works. */
export async function insertEmailChange(db: Queryable, change: { userId: number; newLoginId: string; hash: string; language: string; ttlHours: number }) {
  await db.query('DELETE FROM email_changes WHERE user_id = $1 AND used_at IS NULL', [change.userId]);
  const { rows } = await db.query<{ expiresAt: Date }>(
    `INSERT INTO email_changes (user_id, new_login_id, token_hash, language, expires_at) VALUES ($1, $2, $3, $4, now() + make_interval(hours => $5::int))
     RETURNING expires_at AS "expiresAt"`,
    [change.userId, change.newLoginId, change.hash, change.language, change.ttlHours],
  );
  return rows[0].expiresAt;
}

export async function findEmailChange(db: Queryable, hash: string, forUpdate = false): Promise<EmailChangeRow | undefined> {
  const { rows } = await db.query<EmailChangeRow>(
    `SELECT id, user_id AS "userId", new_login_id AS "newLoginId", language, used_at AS "usedAt", expires_at <= now() AS expired
       FROM email_changes WHERE token_hash = $1${forUpdate ? ' FOR UPDATE' : ''}`,
    [hash],
  );
  return rows[0];
}

export async function markEmailChangeUsed(db: Queryable, id: number): Promise<void> {
  await db.query('UPDATE email_changes SET used_at = now() WHERE id = $1', [id]);
}

export async function updateLoginId(db: Queryable, userId: number, loginId: string): Promise<void> {
  await db.query('UPDATE users SET login_id = $2 WHERE id = $1', [userId, loginId]);
}
