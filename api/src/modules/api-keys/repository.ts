import type { Queryable } from '../../db/db';
import type { Membership } from '../organizations/service';

export interface ApiKeyRow {
  apiKeyId: number;
  name: string;
  scopes: string[];
  prefix: string;
  createdAt: Date;
  expiresAt: Date | null;
  revokedAt: Date | null;
  lastUsedAt: Date | null;
  lastUsedIp: string | null;
}

const columns = `id AS "apiKeyId", name, scopes, prefix, created_at AS "createdAt", expires_at AS "expiresAt",
  revoked_at AS "revokedAt", last_used_at AS "lastUsedAt", last_used_ip AS "lastUsedIp"`;

export async function insertKey(
  db: Queryable,
  key: { orgId: number; name: string; prefix: string; hash: string; scopes: string[]; createdBy: number; expiresAt: string | null },
): Promise<ApiKeyRow> {
  const { rows } = await db.query<ApiKeyRow>(
    `INSERT INTO api_keys (org_id, name, prefix, key_hash, scopes, created_by, expires_at)
     VALUES ($1, $2, $3, $4, $5::text[], $6, $7::timestamptz) RETURNING ${columns}`,
    [key.orgId, key.name, key.prefix, key.hash, key.scopes, key.createdBy, key.expiresAt],
  );
  return rows[0];
}

/** The organisation's keys, newest first; revoked ones stay listed (with revokedAt) for the record. */
export async function listKeys(db: Queryable, orgId: number, offset: number, size: number): Promise<{ rows: ApiKeyRow[]; total: number }> {
  const [{ rows }, count] = await Promise.all([
    db.query<ApiKeyRow>(`SELECT ${columns} FROM api_keys WHERE org_id = $1 ORDER BY id DESC OFFSET $2 LIMIT $3`, [orgId, offset, size]),
    db.query<{ total: number }>(`SELECT count(*)::int AS total FROM api_keys WHERE org_id = $1`, [orgId]),
  ]);
  return { rows, total: count.rows[0].total };
}

export async function revokeKey(db: Queryable, orgId: number, apiKeyId: number): Promise<boolean> {
  const { rowCount } = await db.query(`UPDATE api_keys SET revoked_at = COALESCE(revoked_at, now()) WHERE id = $1 AND org_id = $2`, [apiKeyId, orgId]);
  return rowCount > 0;
}

export interface KeyCaller {
  apiKeyId: number;
  scopes: string[];
  userId: number;
  loginId: string;
  membership: Membership;
  /** Requests in the current one-minute window, this one included, and when the window began. */
  windowCount: number;
  windowStart: Date;
}

/**
 * Authenticates a key and counts the request in one statement: a live key (not revoked, not
 * expired, its organisation not deleted) records when and from where it was used and its rate
 * window advances. No row: the key does not authenticate (on every replica, at once).
 */
export async function useKey(db: Queryable, hash: string, ip: string): Promise<KeyCaller | undefined> {
  const { rows } = await db.query<KeyCaller>(
    `WITH used AS (
       UPDATE api_keys k SET last_used_at = now(), last_used_ip = $2,
              rate_window_count = CASE WHEN k.rate_window_start = date_trunc('minute', now()) THEN k.rate_window_count + 1 ELSE 1 END,
              rate_window_start = date_trunc('minute', now())
        WHERE k.key_hash = $1 AND k.revoked_at IS NULL AND (k.expires_at IS NULL OR k.expires_at > now())
          AND EXISTS (SELECT 1 FROM organizations o WHERE o.id = k.org_id AND o.status <> 'Deleted')
       RETURNING k.id, k.org_id, k.scopes, k.created_by, k.prefix, k.rate_window_count, k.rate_window_start)
     SELECT used.id AS "apiKeyId", used.scopes, u.id AS "userId", 'apikey:' || used.prefix AS "loginId",
            used.rate_window_count AS "windowCount", used.rate_window_start AS "windowStart",
            json_build_object(
              'orgId', o.id, 'orgName', o.name, 'saasOrgId', COALESCE(o.saas_org_id, o.id), 'orgType', o.org_type,
              'usageType', COALESCE(o.usage_type, o.org_type), 'role', 'user', 'orgStatus', o.status,
              'isOrgApproved', o.is_org_approved, 'isOrgNetworkConfigEnabled', o.is_org_network_config_enabled,
              'logoPath', o.logo_path) AS membership
       FROM used JOIN organizations o ON o.id = used.org_id JOIN users u ON u.id = used.created_by`,
    [hash, ip],
  );
  return rows[0];
}
