import type { Queryable } from './db';

/**
 * Northline's carrier network: Ridgeway Haulers (5) joined it, Timberline Transport
 * (12) is still invited. Both already have assets (seed() and seedFleet). The token hashes are
 * fixed hashes of no token anyone holds: the links were never real.
 */
export async function seedNetwork(tx: Queryable, now: Date): Promise<void> {
  const day = 86400000;
  await tx.query(
    `INSERT INTO invitations (org_id, login_id, role, status, token_hash, expires_at, accepted_at, created_at)
     VALUES (5, 'dispatch@ridgeway.test', 'admin', 'Joined', $1, $2, $3, $4)`,
    ['5'.repeat(64), new Date(now.getTime() - 23 * day), new Date(now.getTime() - 28 * day), new Date(now.getTime() - 30 * day)],
  );
  await tx.query(
    `INSERT INTO invitations (org_id, login_id, role, token_hash, expires_at, created_at) VALUES (12, 'office@timberline.test', 'admin', $1, $2, $3)`,
    ['c'.repeat(64), new Date(now.getTime() + 5 * day), now],
  );
}
