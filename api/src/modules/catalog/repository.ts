import type { CatalogueItem, CatalogueKind, CatalogueStatus } from '@haulstop/shared/contracts';
import type { Queryable, SqlParam } from '../../db/db';
import { likePattern } from '../../lib/like-pattern';

/** Each catalogue's table: the kind comes from the route, never from input, so it is safe in SQL. */
const TABLES: Record<CatalogueKind, string> = {
  amenities: 'amenities',
  assetTypes: 'asset_types',
  equipmentTypes: 'equipment_types',
};

const columns = 'id, name, status';

export async function listItems(
  db: Queryable,
  kind: CatalogueKind,
  filter: { search?: string; status?: CatalogueStatus; offset: number; size: number },
): Promise<{ rows: CatalogueItem[]; total: number }> {
  const params: SqlParam[] = [];
  const where: string[] = [];
  if (filter.search) {
    params.push(likePattern(filter.search));
    where.push(`name ILIKE $${params.length}`);
  }
  if (filter.status) {
    params.push(filter.status);
    where.push(`status = $${params.length}`);
  }
  const condition = where.length ? `WHERE ${where.join(' AND ')}` : '';
  params.push(filter.size, filter.offset);
  const { rows } = await db.query<CatalogueItem & { total: number }>(
    `SELECT ${columns}, count(*) OVER ()::int AS total FROM ${TABLES[kind]} ${condition}
      ORDER BY lower(name) LIMIT $${params.length - 1} OFFSET $${params.length}`,
    params,
  );
  return { rows: rows.map(({ total: _total, ...item }) => item), total: rows[0]?.total ?? 0 };
}

export async function findByName(db: Queryable, kind: CatalogueKind, name: string): Promise<CatalogueItem | undefined> {
  const { rows } = await db.query<CatalogueItem>(`SELECT ${columns} FROM ${TABLES[kind]} WHERE lower(name) = lower($1)`, [name]);
  return rows[0];
}

export async function insertItem(db: Queryable, kind: CatalogueKind, name: string, status: CatalogueStatus): Promise<CatalogueItem> {
  const { rows } = await db.query<CatalogueItem>(`INSERT INTO ${TABLES[kind]} (name, status) VALUES ($1, $2) RETURNING ${columns}`, [name, status]);
  return rows[0];
}

export async function updateItem(
  db: Queryable,
  kind: CatalogueKind,
  id: number,
  name: string,
  status: CatalogueStatus | undefined,
): Promise<CatalogueItem | undefined> {
  const { rows } = await db.query<CatalogueItem>(`UPDATE ${TABLES[kind]} SET name = $2, status = COALESCE($3, status) WHERE id = $1 RETURNING ${columns}`, [
    id,
    name,
    status ?? null,
  ]);
  return rows[0];
}

export async function deleteItem(db: Queryable, kind: CatalogueKind, id: number): Promise<boolean> {
  const result = await db.query(`DELETE FROM ${TABLES[kind]} WHERE id = $1`, [id]);
  return result.rowCount > 0;
}
