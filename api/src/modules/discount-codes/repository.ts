import type { DiscountCode } from '@haulstop/shared/contracts';
import type { Queryable, SqlParam } from '../../db/db';
import { scopeSql, type Scope } from '../../lib/tenancy';
import { likePattern } from '../../lib/like-pattern';

/** Spent: every use taken, or the total value used. */
const USED_UP = `((d.max_uses_per_code IS NOT NULL AND d.used_count >= d.max_uses_per_code)
               OR (d.total_value_minor IS NOT NULL AND d.used_value_minor >= d.total_value_minor))`;

/** A code's status now, from its stored status, its window and its use (contracts DiscountCodeStatus). */
const STATUS = `CASE WHEN d.status = 'Inactive' THEN 'Inactive'
                     WHEN d.status = 'Expired' OR d.valid_to <= now() THEN 'Expired'
                     WHEN ${USED_UP} THEN 'Used up'
                     WHEN d.valid_from > now() THEN 'Scheduled'
                     ELSE 'Active' END`;

/**
 * Owners see their own codes (not the removed ones); carriers and brokers the codes they can use
 * now — active, in their window, not spent, of an active owner; the platform every code.
 */
const RULES = {
  owner: (org: string) => `d.org_id = ${org} AND d.status <> 'Deleted'`,
  // A fleet lists only its own organisation's codes (none: codes are owners'); it applies a code it was given through the quote.
  fleet: (org: string) => `d.org_id = ${org} AND d.status <> 'Deleted'`,
  platform: `d.status <> 'Deleted'`,
};

const COLUMNS = `d.id AS "discountCodeId", d.code, upper(d.discount_type) AS type, COALESCE(d.percentage, d.amount_minor)::int AS value, d.currency,
       d.max_uses_per_code AS "maxUsesPerCode", d.total_value_minor AS "totalValueMinor", d.max_cap_minor AS "maxCapMinor",
       d.valid_from AS "validFrom", d.valid_to AS "validTo", ${STATUS} AS status,
       d.used_count AS "usageCount", d.used_value_minor AS "usedValueMinor",
       CASE WHEN d.max_uses_per_code IS NULL THEN NULL ELSE GREATEST(0, d.max_uses_per_code - d.used_count) END AS "remainingUses",
       CASE WHEN d.total_value_minor IS NULL THEN NULL ELSE GREATEST(0, d.total_value_minor - d.used_value_minor) END AS "remainingValueMinor",
       COALESCE((SELECT json_agg(dl.lot_id ORDER BY dl.lot_id) FROM discount_code_lots dl WHERE dl.discount_code_id = d.id), '[]'::json) AS "parkingLotIds",
       COALESCE((SELECT json_agg(l.name ORDER BY dl.lot_id) FROM discount_code_lots dl JOIN parking_lots l ON l.id = dl.lot_id WHERE dl.discount_code_id = d.id), '[]'::json) AS "parkingLotNames",
       o.id AS "ownerOrgId", o.name AS "ownerOrgName"`;

export async function listCodes(
  db: Queryable,
  scope: Scope,
  filter: { search?: string; offset: number; size: number },
): Promise<{ rows: DiscountCode[]; total: number }> {
  const params: SqlParam[] = [];
  const where = [scopeSql(scope, params, RULES)];
  if (filter.search) {
    params.push(likePattern(filter.search));
    where.push(`(d.code ILIKE $${params.length} OR o.name ILIKE $${params.length})`);
  }
  const { rows } = await db.query<DiscountCode & { total: number }>(
    `SELECT ${COLUMNS}, count(*) OVER ()::int AS total
       FROM discount_codes d JOIN organizations o ON o.id = d.org_id
      WHERE ${where.join(' AND ')}
      ORDER BY d.valid_to DESC, d.code
      LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
    [...params, filter.size, filter.offset],
  );
  return { rows: rows.map(({ total: _total, ...row }) => row), total: rows[0]?.total ?? 0 };
}

/** One code of the owner (never a removed one); undefined answers 404. */
export async function findOwnCode(db: Queryable, ownerOrgId: number, id: number): Promise<DiscountCode | undefined> {
  const { rows } = await db.query<DiscountCode>(
    `SELECT ${COLUMNS} FROM discount_codes d JOIN organizations o ON o.id = d.org_id WHERE d.id = $1 AND d.org_id = $2 AND d.status <> 'Deleted'`,
    [id, ownerOrgId],
  );
  return rows[0];
}

/** Is the code taken by another (live or removed) code, whatever its case? Codes are typed at booking, so unique platform-wide. */
export async function codeTaken(db: Queryable, code: string, exceptId: number | null): Promise<boolean> {
  const { rowCount } = await db.query('SELECT 1 FROM discount_codes WHERE upper(code) = upper($1) AND id <> COALESCE($2::int, 0)', [code, exceptId]);
  return rowCount > 0;
}

/** The ids among `lotIds` that are the owner's own live lots. */
export async function ownLots(db: Queryable, ownerOrgId: number, lotIds: readonly number[]): Promise<number[]> {
  if (lotIds.length === 0) return [];
  const { rows } = await db.query<{ id: number }>(`SELECT id FROM parking_lots WHERE id = ANY($1::int[]) AND owner_org_id = $2 AND status <> 'Deleted'`, [
    [...lotIds],
    ownerOrgId,
  ]);
  return rows.map((row) => row.id);
}

export type CodeRow = {
  code: string;
  type: 'percentage' | 'fixed';
  percentage: number | null;
  amountMinor: number | null;
  currency: string;
  maxUsesPerCode: number | null;
  totalValueMinor: number | null;
  maxCapMinor: number | null;
  validFrom: string;
  validTo: string;
  status: 'Active' | 'Inactive';
  lotIds: number[];
};

const values = (row: CodeRow): SqlParam[] => [
  row.code,
  row.type,
  row.percentage,
  row.amountMinor,
  row.currency,
  row.maxUsesPerCode,
  row.totalValueMinor,
  row.maxCapMinor,
  row.validFrom,
  row.validTo,
  row.status,
];

async function setLots(tx: Queryable, id: number, lotIds: readonly number[]) {
  await tx.query('DELETE FROM discount_code_lots WHERE discount_code_id = $1', [id]);
  if (lotIds.length) await tx.query('INSERT INTO discount_code_lots (discount_code_id, lot_id) SELECT $1, unnest($2::int[])', [id, [...lotIds]]);
}

export async function insertCode(tx: Queryable, ownerOrgId: number, row: CodeRow): Promise<number> {
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO discount_codes (code, discount_type, percentage, amount_minor, currency, max_uses_per_code, total_value_minor, max_cap_minor, valid_from, valid_to, status, org_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING id`,
    [...values(row), ownerOrgId],
  );
  await setLots(tx, rows[0].id, row.lotIds);
  return rows[0].id;
}

export async function updateCode(tx: Queryable, id: number, row: CodeRow): Promise<void> {
  await tx.query(
    `UPDATE discount_codes SET code = $1, discount_type = $2, percentage = $3, amount_minor = $4, currency = $5, max_uses_per_code = $6,
            total_value_minor = $7, max_cap_minor = $8, valid_from = $9, valid_to = $10, status = $11 WHERE id = $12`,
    [...values(row), id],
  );
  await setLots(tx, id, row.lotIds);
}

/** Removed, not deleted: bookings and the discount-code invoice still name it. */
export async function removeCode(db: Queryable, id: number): Promise<void> {
  await db.query(`UPDATE discount_codes SET status = 'Deleted' WHERE id = $1`, [id]);
}
