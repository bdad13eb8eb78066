import type { Queryable } from '../../db/db';

export interface NewOrganization {
  orgName: string;
  orgType: string;
  dotNumber: string | null;
  isReferred: boolean;
}

/** A signed-up organisation: Not Verified until its e-mail link is followed. saasOrgId equals id. */
export async function insertOrganization(db: Queryable, org: NewOrganization): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO organizations (name, org_type, usage_type, status, is_org_approved, dot_number, is_referred)
     VALUES ($1, $2, $2, 'Active', 'Not Verified', $3, $4) RETURNING id`,
    [org.orgName, org.orgType, org.dotNumber, org.isReferred],
  );
  const id = rows[0].id;
  await db.query('UPDATE organizations SET saas_org_id = id WHERE id = $1', [id]);
  return id;
}

export async function insertUser(db: Queryable, user: { loginId: string; firstName: string; lastName: string; passwordHash: string }): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO users (login_id, first_name, last_name, password_hash, status) VALUES ($1, $2, $3, $4, 'Active') RETURNING id`,
    [user.loginId, user.firstName, user.lastName, user.passwordHash],
  );
  return rows[0].id;
}

export async function insertMembership(db: Queryable, userId: number, orgId: number, role: string): Promise<void> {
  await db.query('INSERT INTO memberships (user_id, org_id, role) VALUES ($1, $2, $3) ON CONFLICT (user_id, org_id) DO NOTHING', [userId, orgId, role]);
}

export async function userIdByLogin(db: Queryable, loginId: string): Promise<number | undefined> {
  const { rows } = await db.query<{ id: number }>('SELECT id FROM users WHERE login_id = $1', [loginId]);
  return rows[0]?.id;
}

export async function isDotRegistered(db: Queryable, dotNumber: string): Promise<boolean> {
  const { rowCount } = await db.query('SELECT 1 FROM organizations WHERE dot_number = $1', [dotNumber]);
  return rowCount > 0;
}

export async function insertEmailToken(db: Queryable, token: { userId: number; orgId: number; hash: string; ttlHours: number }): Promise<void> {
  await db.query(
    `INSERT INTO email_tokens (purpose, user_id, org_id, token_hash, expires_at) VALUES ('VERIFY_EMAIL', $1, $2, $3, now() + make_interval(hours => $4))`,
    [token.userId, token.orgId, token.hash, token.ttlHours],
  );
}

export interface EmailTokenRow {
  id: number;
  orgId: number;
  usedAt: Date | null;
  expired: boolean;
}

export async function findEmailTokenForUpdate(db: Queryable, hash: string): Promise<EmailTokenRow | undefined> {
  const { rows } = await db.query<EmailTokenRow>(
    `SELECT id, org_id AS "orgId", used_at AS "usedAt", expires_at <= now() AS expired FROM email_tokens WHERE token_hash = $1 FOR UPDATE`,
    [hash],
  );
  return rows[0];
}

export async function markEmailTokenUsed(db: Queryable, id: number): Promise<void> {
  await db.query('UPDATE email_tokens SET used_at = now() WHERE id = $1', [id]);
}

export interface ApprovalRow {
  orgId: number;
  saasOrgId: number;
  orgName: string;
  status: string;
  isOrgApproved: string;
}

const approvalColumns = `id AS "orgId", COALESCE(saas_org_id, id) AS "saasOrgId", name AS "orgName", status, is_org_approved AS "isOrgApproved"`;

export async function findOrganizationForUpdate(db: Queryable, saasOrgId: number): Promise<ApprovalRow | undefined> {
  const { rows } = await db.query<ApprovalRow>(
    `SELECT ${approvalColumns} FROM organizations WHERE COALESCE(saas_org_id, id) = $1 AND status <> 'Deleted' FOR UPDATE`,
    [saasOrgId],
  );
  return rows[0];
}

export async function setApproval(db: Queryable, orgId: number, isOrgApproved: string, status?: string): Promise<ApprovalRow> {
  const { rows } = await db.query<ApprovalRow>(
    `UPDATE organizations SET is_org_approved = $2, status = COALESCE($3, status) WHERE id = $1 RETURNING ${approvalColumns}`,
    [orgId, isOrgApproved, status ?? null],
  );
  return rows[0];
}

export async function insertReferral(db: Queryable, referrerOrgId: number, referredOrgId: number): Promise<void> {
  await db.query('INSERT INTO referrals (referrer_org_id, referred_org_id) VALUES ($1, $2)', [referrerOrgId, referredOrgId]);
}

export async function markReferralJoined(db: Queryable, referredOrgId: number): Promise<void> {
  await db.query(`UPDATE referrals SET status = 'Joined' WHERE referred_org_id = $1`, [referredOrgId]);
}

export async function findActiveOrgIdBySaasId(db: Queryable, saasOrgId: number): Promise<number | undefined> {
  const { rows } = await db.query<{ id: number }>(`SELECT id FROM organizations WHERE COALESCE(saas_org_id, id) = $1 AND status = 'Active'`, [saasOrgId]);
  return rows[0]?.id;
}

export interface ReferralRow {
  orgName: string;
  saasOrgId: number;
  status: string;
  createdAt: Date;
}

export async function referralsOf(db: Queryable, referrerOrgId: number): Promise<ReferralRow[]> {
  const { rows } = await db.query<ReferralRow>(
    `SELECT o.name AS "orgName", COALESCE(o.saas_org_id, o.id) AS "saasOrgId", r.status, r.created_at AS "createdAt"
       FROM referrals r JOIN organizations o ON o.id = r.referred_org_id
      WHERE r.referrer_org_id = $1 ORDER BY r.created_at DESC, r.id DESC`,
    [referrerOrgId],
  );
  return rows;
}
