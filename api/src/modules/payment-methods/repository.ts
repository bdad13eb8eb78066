import type { OpenAccount, SavedPaymentMethod } from '@haulstop/shared/contracts';
import type { Queryable } from '../../db/db';

const METHOD_COLUMNS = `id AS "paymentMethodId", type, brand, last4, exp_month AS "expMonth", exp_year AS "expYear",
  account_holder AS "accountHolder", aba_routing AS "abaRouting", transit_number AS "transitNumber",
  institution_number AS "institutionNumber", created_at AS "createdAt"`;

export async function listMethods(db: Queryable, orgId: number): Promise<SavedPaymentMethod[]> {
  const { rows } = await db.query<SavedPaymentMethod>(`SELECT ${METHOD_COLUMNS} FROM payment_methods WHERE org_id = $1 AND status = 'Active' ORDER BY id`, [
    orgId,
  ]);
  return rows;
}

export async function findMethod(db: Queryable, orgId: number, id: number): Promise<SavedPaymentMethod | undefined> {
  const { rows } = await db.query<SavedPaymentMethod>(`SELECT ${METHOD_COLUMNS} FROM payment_methods WHERE org_id = $1 AND id = $2 AND status = 'Active'`, [
    orgId,
    id,
  ]);
  return rows[0];
}

export interface MethodRow {
  type: 'CARD' | 'BANK';
  token: string | null;
  brand: string | null;
  last4: string;
  expMonth: number | null;
  expYear: number | null;
  accountHolder: string | null;
  abaRouting: string | null;
  transitNumber: string | null;
  institutionNumber: string | null;
}

export async function insertMethod(db: Queryable, orgId: number, row: MethodRow): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO payment_methods (org_id, type, token, brand, last4, exp_month, exp_year, account_holder, aba_routing, transit_number, institution_number)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id`,
    [orgId, row.type, row.token, row.brand, row.last4, row.expMonth, row.expYear, row.accountHolder, row.abaRouting, row.transitNumber, row.institutionNumber],
  );
  return rows[0].id;
}

/** Deleted, not removed: past payments keep pointing at the method they used. */
export async function deleteMethod(db: Queryable, orgId: number, id: number): Promise<boolean> {
  const { rowCount } = await db.query(
    `UPDATE payment_methods SET status = 'Deleted', token = CASE WHEN type = 'CARD' THEN 'deleted' END WHERE org_id = $1 AND id = $2 AND status = 'Active'`,
    [orgId, id],
  );
  return rowCount > 0;
}

/** The token of a saved card (what the gateway charges); never answered by the API. */
export async function savedMethodForCharge(db: Queryable, orgId: number, id: number): Promise<{ type: 'CARD' | 'BANK'; token: string | null } | undefined> {
  const { rows } = await db.query<{ type: 'CARD' | 'BANK'; token: string | null }>(
    `SELECT type, token FROM payment_methods WHERE org_id = $1 AND id = $2 AND status = 'Active'`,
    [orgId, id],
  );
  return rows[0];
}

const ACCOUNT_COLUMNS = `a.id AS "openAccountId", a.org_id AS "orgId", o.name AS "orgName", a.granted_by_org_id AS "grantedByOrgId",
  a.account_name AS "accountName", a.account_type AS "accountType", a.credit_limit_minor AS "creditLimitMinor", a.used_minor AS "usedMinor",
  a.currency, a.gl_number AS "glNumber", a.status, a.created_at AS "createdAt"`;

/** `orgId` null: every account (the platform). */
export async function listAccounts(db: Queryable, orgId: number | null): Promise<OpenAccount[]> {
  const { rows } = await db.query<OpenAccount>(
    `SELECT ${ACCOUNT_COLUMNS} FROM open_accounts a JOIN organizations o ON o.id = a.org_id
      WHERE $1::int IS NULL OR a.org_id = $1 OR a.granted_by_org_id = $1 ORDER BY a.id`,
    [orgId],
  );
  return rows;
}

export async function findAccount(db: Queryable, id: number): Promise<OpenAccount | undefined> {
  const { rows } = await db.query<OpenAccount>(`SELECT ${ACCOUNT_COLUMNS} FROM open_accounts a JOIN organizations o ON o.id = a.org_id WHERE a.id = $1`, [id]);
  return rows[0];
}

export async function insertAccount(
  db: Queryable,
  grantedBy: number,
  input: { orgId: number; accountName: string; accountType: string; creditLimitMinor: number; currency: string; glNumber: string },
): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO open_accounts (org_id, granted_by_org_id, account_name, account_type, credit_limit_minor, currency, gl_number)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
    [input.orgId, grantedBy, input.accountName.trim(), input.accountType.trim(), input.creditLimitMinor, input.currency, input.glNumber.trim()],
  );
  return rows[0].id;
}
