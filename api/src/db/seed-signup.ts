import type { Queryable } from './db';
import { PENDING_ADMIN } from './seed-data';

/**
 * Sign-up demo data: the organisation pending approval gets its first admin, so the
 * platform sees the approval flow on first start and that admin sees 'account approval pending';
 * Northline referred it (Referred until approved), and Northline has one open invitation.
 */
export async function seedSignup(tx: Queryable, now: Date, passwordHash: string): Promise<void> {
  const { rows } = await tx.query<{ id: number }>('INSERT INTO users (login_id, first_name, last_name, password_hash) VALUES ($1, $2, $3, $4) RETURNING id', [
    PENDING_ADMIN.loginId,
    PENDING_ADMIN.firstName,
    PENDING_ADMIN.lastName,
    passwordHash,
  ]);
  await tx.query(`INSERT INTO memberships (user_id, org_id, role) VALUES ($1, $2, 'admin')`, [rows[0].id, PENDING_ADMIN.orgId]);
  await tx.query(`INSERT INTO referrals (referrer_org_id, referred_org_id, status, created_at) VALUES (3, $1, 'Referred', $2)`, [PENDING_ADMIN.orgId, now]);
  // A fixed hash of no token anyone holds: the invitation is listed, its link was never real.
  await tx.query(
    `INSERT INTO invitations (org_id, login_id, role, token_hash, expires_at, created_at) VALUES (3, 'new.dispatcher@northline.test', 'user', $1, $2, $3)`,
    ['0'.repeat(64), new Date(now.getTime() + 5 * 86400000), now],
  );
}
