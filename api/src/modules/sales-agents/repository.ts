import type { SalesAgent } from '@haulstop/shared/contracts';
import type { Queryable } from '../../db/db';

export interface AgentRow {
  name: string;
  phone: string;
  email: string;
  commissionBasisPoints: number;
  status: 'Active' | 'Inactive';
}

const AGENT_SELECT = `SELECT a.id AS "salesAgentId", a.name, a.phone, a.email, a.commission_basis_points / 100.0 AS "commissionPercentage", a.status,
       COALESCE((SELECT json_agg(json_build_object('orgId', o.id, 'orgName', o.name) ORDER BY o.name)
                   FROM sales_agent_organizations ao JOIN organizations o ON o.id = ao.org_id WHERE ao.agent_id = a.id), '[]'::json) AS organizations
  FROM sales_agents a`;

// numeric arrives as text from node-postgres: read it back as a number.
const toAgent = (row: SalesAgent): SalesAgent => ({ ...row, commissionPercentage: Number(row.commissionPercentage) });

export async function listAgents(db: Queryable, filter: { search?: string; offset: number; size: number }): Promise<{ rows: SalesAgent[]; total: number }> {
  const where = `($1::text IS NULL OR a.name ILIKE '%' || $1 || '%' OR a.email ILIKE '%' || $1 || '%')`;
  const { rows } = await db.query<SalesAgent>(`${AGENT_SELECT} WHERE ${where} ORDER BY a.name, a.id LIMIT $2 OFFSET $3`, [
    filter.search ?? null,
    filter.size,
    filter.offset,
  ]);
  const count = await db.query<{ total: number }>(`SELECT count(*)::int AS total FROM sales_agents a WHERE ${where}`, [filter.search ?? null]);
  return { rows: rows.map(toAgent), total: count.rows[0].total };
}

export async function findAgent(db: Queryable, id: number): Promise<SalesAgent | undefined> {
  const { rows } = await db.query<SalesAgent>(`${AGENT_SELECT} WHERE a.id = $1`, [id]);
  return rows[0] && toAgent(rows[0]);
}

export async function insertAgent(db: Queryable, row: AgentRow): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    'INSERT INTO sales_agents (name, phone, email, commission_basis_points, status) VALUES ($1, $2, $3, $4, $5) RETURNING id',
    [row.name, row.phone, row.email, row.commissionBasisPoints, row.status],
  );
  return rows[0].id;
}

export async function updateAgent(db: Queryable, id: number, row: AgentRow): Promise<boolean> {
  const { rowCount } = await db.query('UPDATE sales_agents SET name = $2, phone = $3, email = $4, commission_basis_points = $5, status = $6 WHERE id = $1', [
    id,
    row.name,
    row.phone,
    row.email,
    row.commissionBasisPoints,
    row.status,
  ]);
  return rowCount > 0;
}

export async function deleteAgent(db: Queryable, id: number): Promise<boolean> {
  const { rowCount } = await db.query('DELETE FROM sales_agents WHERE id = $1', [id]);
  return rowCount > 0;
}

/** Organisations among `orgIds` that exist and are not the platform. */
export async function existingOrgs(db: Queryable, orgIds: number[]): Promise<number[]> {
  const { rows } = await db.query<{ id: number }>(`SELECT id FROM organizations WHERE id = ANY($1::int[]) AND org_type <> 'ADMIN'`, [orgIds]);
  return rows.map((row) => row.id);
}

/** Organisations among `orgIds` already credited to another agent. */
export async function orgsOfOtherAgents(db: Queryable, agentId: number | null, orgIds: number[]): Promise<string[]> {
  const { rows } = await db.query<{ name: string }>(
    `SELECT o.name FROM sales_agent_organizations ao JOIN organizations o ON o.id = ao.org_id
      WHERE ao.org_id = ANY($1::int[]) AND ($2::int IS NULL OR ao.agent_id <> $2) ORDER BY o.name`,
    [orgIds, agentId],
  );
  return rows.map((row) => row.name);
}

export async function replaceOrgs(db: Queryable, agentId: number, orgIds: number[]): Promise<void> {
  await db.query('DELETE FROM sales_agent_organizations WHERE agent_id = $1', [agentId]);
  if (orgIds.length) {
    await db.query('INSERT INTO sales_agent_organizations (org_id, agent_id) SELECT unnest($1::int[]), $2', [orgIds, agentId]);
  }
}

export interface CommissionBaseRow {
  salesAgentId: number;
  name: string;
  basisPoints: number;
  currency: string;
  baseMinor: number;
  invoiceCount: number;
}

/** Paid subscription invoices of each agent's organisations whose period starts in [from, to), per currency. */
export async function commissionBases(db: Queryable, from: string, to: string): Promise<CommissionBaseRow[]> {
  const { rows } = await db.query<CommissionBaseRow>(
    `SELECT a.id AS "salesAgentId", a.name, a.commission_basis_points AS "basisPoints", i.currency,
            sum(i.total_minor)::int AS "baseMinor", count(*)::int AS "invoiceCount"
       FROM sales_agents a
       JOIN sales_agent_organizations ao ON ao.agent_id = a.id
       JOIN invoices i ON i.org_id = ao.org_id AND i.kind = 'subscription' AND i.status IN ('Currently Recurring', 'Payment Success', 'Paid')
      WHERE i.period_start >= $1::date AND i.period_start < $2::date
      GROUP BY a.id, a.name, a.commission_basis_points, i.currency
      ORDER BY a.name, a.id, i.currency`,
    [from, to],
  );
  return rows;
}
