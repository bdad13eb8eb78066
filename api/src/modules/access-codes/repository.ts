import type { AccessCode } from '@haulstop/shared/contracts';
import type { Queryable } from '../../db/db';

// Expired is what an Active code past its window is: computed, so no job has to flip it.
const COLUMNS = `id AS "accessCodeId", lot_id AS "parkingLotId", code, valid_from AS "validFrom", valid_to AS "validTo",
  CASE WHEN status = 'Active' AND valid_to <= now() THEN 'Expired' ELSE status END AS status`;

export async function listCodes(db: Queryable, lotId: number, window: { offset: number; size: number }): Promise<{ rows: AccessCode[]; total: number }> {
  const { rows } = await db.query<AccessCode & { total: number }>(
    `SELECT ${COLUMNS}, count(*) OVER ()::int AS total FROM parking_lot_access_codes WHERE lot_id = $1
      ORDER BY (status = 'Removed'), valid_to DESC, id DESC LIMIT $2 OFFSET $3`,
    [lotId, window.size, window.offset],
  );
  return { rows: rows.map(({ total: _total, ...row }) => row), total: rows[0]?.total ?? 0 };
}

export async function findCode(db: Queryable, lotId: number, accessCodeId: number): Promise<AccessCode | undefined> {
  const { rows } = await db.query<AccessCode>(`SELECT ${COLUMNS} FROM parking_lot_access_codes WHERE lot_id = $1 AND id = $2`, [lotId, accessCodeId]);
  return rows[0];
}

export async function insertCode(db: Queryable, lotId: number, code: { code: string; validFrom: string; validTo: string; status: string }): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    'INSERT INTO parking_lot_access_codes (lot_id, code, valid_from, valid_to, status) VALUES ($1, $2, $3, $4, $5) RETURNING id',
    [lotId, code.code, code.validFrom, code.validTo, code.status],
  );
  return rows[0].id;
}

export async function updateCode(
  db: Queryable,
  accessCodeId: number,
  code: { code: string; validFrom: string; validTo: string; status: string },
): Promise<void> {
  await db.query('UPDATE parking_lot_access_codes SET code = $2, valid_from = $3, valid_to = $4, status = $5 WHERE id = $1', [
    accessCodeId,
    code.code,
    code.validFrom,
    code.validTo,
    code.status,
  ]);
}

export async function removeCode(db: Queryable, accessCodeId: number): Promise<void> {
  await db.query(`UPDATE parking_lot_access_codes SET status = 'Removed' WHERE id = $1`, [accessCodeId]);
}

export async function codeTaken(db: Queryable, lotId: number, code: string, exceptId: number | null): Promise<boolean> {
  const { rowCount } = await db.query('SELECT 1 FROM parking_lot_access_codes WHERE lot_id = $1 AND code = $2 AND id IS DISTINCT FROM $3', [
    lotId,
    code,
    exceptId,
  ]);
  return rowCount > 0;
}
