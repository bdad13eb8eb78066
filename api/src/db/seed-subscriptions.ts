import type { Queryable } from './db';

/**
 * Subscriptions and sales agents. seed.ts already adds the plans, Northline's renewing
 * subscription (with this month's paid invoice) and Eastbound's Recurring Failed one; this gives
 * Eastbound's refused renewal its invoice and reason, and adds a sales agent credited for
 * Northline, Eastbound and Timberline (so commissions are due this month).
 */
export async function seedSubscriptions(tx: Queryable, today: Date): Promise<void> {
  const { rows } = await tx.query<{ id: number; price: number; currency: string; name: string }>(
    `SELECT s.id, p.price_minor AS price, p.currency, p.name FROM subscriptions s JOIN subscription_plans p ON p.id = s.plan_id
      WHERE s.org_id = 4 AND s.status = 'Recurring Failed'`,
  );
  const failed = rows[0];
  if (failed) {
    await tx.query(`UPDATE subscriptions SET failure_code = 'CARD_DECLINED' WHERE id = $1`, [failed.id]);
    const start = today.toISOString().slice(0, 10);
    const end = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + 1, today.getUTCDate() - 1)).toISOString().slice(0, 10);
    const invoice = await tx.query<{ id: number }>(
      `INSERT INTO invoices (invoice_number, org_id, kind, period_start, period_end, status, total_minor, currency, due_date, subscription_id)
       VALUES ($1, 4, 'subscription', $2::date, $3::date, 'Recurring Failed', $4, $5, $3::date, $6) RETURNING id`,
      [`SUB-4-${failed.id}-${start.replaceAll('-', '')}`, start, end, failed.price, failed.currency, failed.id],
    );
    await tx.query('INSERT INTO invoice_lines (invoice_id, description, amount_minor) VALUES ($1, $2, $3)', [
      invoice.rows[0].id,
      `${failed.name} plan (monthly), ${start} to ${end}`,
      failed.price,
    ]);
  }
  const agent = await tx.query<{ id: number }>(
    `INSERT INTO sales_agents (name, phone, email, commission_basis_points) VALUES ('Dana Whitfield', '4035550142', 'dana.whitfield@haulstop.test', 1000) RETURNING id`,
  );
  await tx.query(`INSERT INTO sales_agent_organizations (org_id, agent_id) SELECT id, $1 FROM organizations WHERE id IN (3, 4, 12)`, [agent.rows[0].id]);
  await tx.query(
    `INSERT INTO sales_agents (name, phone, email, commission_basis_points, status) VALUES ('Marc Tremblay', '5145550199', 'marc.tremblay@haulstop.test', 750, 'Active')`,
  );
}
