import type { Queryable } from '../../db/db';

export interface InvitationRow {
  invitationId: number;
  orgId: number;
  loginId: string;
  role: string;
  status: string;
  expiresAt: Date;
  createdAt: Date;
}

// An Invited invitation past its expiry reads as Expired (nothing rewrites rows on a clock).
const columns = `id AS "invitationId", org_id AS "orgId", login_id AS "loginId", role,
  CASE WHEN status = 'Invited' AND expires_at <= now() THEN 'Expired' ELSE status END AS status,
  expires_at AS "expiresAt", created_at AS "createdAt"`;

export async function revokeOpen(db: Queryable, orgId: number, loginId: string): Promise<void> {
  await db.query(`UPDATE invitations SET status = 'Revoked' WHERE org_id = $1 AND login_id = $2 AND status = 'Invited'`, [orgId, loginId]);
}

export async function insertInvitation(
  db: Queryable,
  invitation: { orgId: number; loginId: string; role: string; hash: string; invitedBy: number; ttlDays: number },
): Promise<InvitationRow> {
  const { rows } = await db.query<InvitationRow>(
    `INSERT INTO invitations (org_id, login_id, role, token_hash, invited_by, expires_at)
     VALUES ($1, $2, $3, $4, $5, now() + make_interval(days => $6)) RETURNING ${columns}`,
    [invitation.orgId, invitation.loginId, invitation.role, invitation.hash, invitation.invitedBy, invitation.ttlDays],
  );
  return rows[0];
}

export async function isMember(db: Queryable, orgId: number, loginId: string): Promise<boolean> {
  const { rowCount } = await db.query('SELECT 1 FROM memberships m JOIN users u ON u.id = m.user_id WHERE m.org_id = $1 AND u.login_id = $2', [orgId, loginId]);
  return rowCount > 0;
}

export async function listInvitations(
  db: Queryable,
  orgId: number,
  window: { offset: number; size: number },
): Promise<{ rows: InvitationRow[]; total: number }> {
  const { rows } = await db.query<InvitationRow>(`SELECT ${columns} FROM invitations WHERE org_id = $1 ORDER BY created_at DESC, id DESC LIMIT $2 OFFSET $3`, [
    orgId,
    window.size,
    window.offset,
  ]);
  const count = await db.query<{ total: number }>('SELECT count(*)::int AS total FROM invitations WHERE org_id = $1', [orgId]);
  return { rows, total: count.rows[0].total };
}

export async function findInvitation(db: Queryable, orgId: number, invitationId: number): Promise<InvitationRow | undefined> {
  const { rows } = await db.query<InvitationRow>(`SELECT ${columns} FROM invitations WHERE org_id = $1 AND id = $2 FOR UPDATE`, [orgId, invitationId]);
  return rows[0];
}

export async function setStatus(db: Queryable, invitationId: number, status: 'Revoked' | 'Joined'): Promise<void> {
  await db.query(`UPDATE invitations SET status = $2, accepted_at = CASE WHEN $2 = 'Joined' THEN now() END WHERE id = $1`, [invitationId, status]);
}

export interface InvitationByToken extends InvitationRow {
  orgName: string;
  saasOrgId: number;
  /** The row's own status, Expired not folded in. */
  rawStatus: string;
  expired: boolean;
}

export async function findByTokenHash(db: Queryable, hash: string, lock: boolean): Promise<InvitationByToken | undefined> {
  const { rows } = await db.query<InvitationByToken>(
    `SELECT i.id AS "invitationId", i.org_id AS "orgId", i.login_id AS "loginId", i.role, i.status AS "rawStatus", i.status,
            i.expires_at <= now() AS expired, i.expires_at AS "expiresAt", i.created_at AS "createdAt",
            o.name AS "orgName", COALESCE(o.saas_org_id, o.id) AS "saasOrgId"
       FROM invitations i JOIN organizations o ON o.id = i.org_id
      WHERE i.token_hash = $1${lock ? ' FOR UPDATE OF i' : ''}`,
    [hash],
  );
  return rows[0];
}

export interface MemberRow {
  userId: number;
  loginId: string;
  firstName: string;
  lastName: string;
  role: string;
  status: string;
}

/** The organisation's members with their role, by name; deleted users are not members any more. */
export async function listMembers(db: Queryable, orgId: number, window: { offset: number; size: number }): Promise<{ rows: MemberRow[]; total: number }> {
  const { rows } = await db.query<MemberRow>(
    `SELECT u.id AS "userId", u.login_id AS "loginId", u.first_name AS "firstName", u.last_name AS "lastName", m.role, u.status
       FROM memberships m JOIN users u ON u.id = m.user_id
      WHERE m.org_id = $1 AND u.status <> 'Deleted'
      ORDER BY lower(u.last_name), lower(u.first_name), u.id LIMIT $2 OFFSET $3`,
    [orgId, window.size, window.offset],
  );
  const count = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM memberships m JOIN users u ON u.id = m.user_id WHERE m.org_id = $1 AND u.status <> 'Deleted'`,
    [orgId],
  );
  return { rows, total: count.rows[0].total };
}
