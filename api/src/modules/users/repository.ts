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
