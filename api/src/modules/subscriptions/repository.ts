import type { Subscription, SubscriptionPlan, SubscriptionPlanInput } from '@haulstop/shared/contracts';
import type { Queryable, SqlParam } from '../../db/db';
import { scopeSql, type Scope } from '../../lib/tenancy';
import { INVOICE_PAID, INVOICE_TOTAL } from '../ledger/queries';

const PLAN_COLUMNS = `id AS "planId", name, org_type AS "orgType", price_minor AS "priceMinor", currency,
  billing_interval AS interval, status = 'Active' AS active`;

export async function listPlans(db: Queryable, filter: { activeOnly: boolean; orgType?: string }): Promise<SubscriptionPlan[]> {
  const { rows } = await db.query<SubscriptionPlan>(
    `SELECT ${PLAN_COLUMNS} FROM subscription_plans
      WHERE (NOT $1::boolean OR status = 'Active') AND ($2::text IS NULL OR org_type = $2) ORDER BY name`,
    [filter.activeOnly, filter.orgType ?? null],
  );
  return rows;
}

export async function findPlan(db: Queryable, planId: number): Promise<SubscriptionPlan | undefined> {
  const { rows } = await db.query<SubscriptionPlan>(`SELECT ${PLAN_COLUMNS} FROM subscription_plans WHERE id = $1`, [planId]);
  return rows[0];
}

const planParams = (input: SubscriptionPlanInput): SqlParam[] => [
  input.name.trim(),
  input.orgType,
  input.priceMinor,
  input.currency,
  input.interval,
  input.active ? 'Active' : 'Inactive',
];

export async function insertPlan(db: Queryable, input: SubscriptionPlanInput): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO subscription_plans (name, org_type, price_minor, currency, billing_interval, status) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    planParams(input),
  );
  return rows[0].id;
}

export async function updatePlan(db: Queryable, planId: number, input: SubscriptionPlanInput): Promise<boolean> {
  const { rowCount } = await db.query(
    `UPDATE subscription_plans SET name = $1, org_type = $2, price_minor = $3, currency = $4, billing_interval = $5, status = $6 WHERE id = $7`,
    [...planParams(input), planId],
  );
  return rowCount > 0;
}

const SUBSCRIPTION_SELECT = `SELECT s.id AS "subscriptionId", s.org_id AS "orgId", o.name AS "orgName", s.plan_id AS "planId", p.name AS "planName",
       p.price_minor AS "priceMinor", p.currency, p.billing_interval AS interval, s.status, s.started_at AS "startedAt",
       s.next_billing_at AS "nextBillingAt", m.last4 AS "paymentMethodLast4", s.failure_code AS "failureCode", s.cancelled_at AS "cancelledAt"
  FROM subscriptions s
  JOIN organizations o ON o.id = s.org_id
  JOIN subscription_plans p ON p.id = s.plan_id
  LEFT JOIN payment_methods m ON m.id = s.payment_method_id AND m.status = 'Active'`;

/** The subscriptions of a scope: an organisation's own, every one for the platform. */
export async function listSubscriptions(
  db: Queryable,
  scope: Scope,
  filter: { status?: string; subscriptionId?: number; offset: number; size: number },
): Promise<{ rows: Subscription[]; total: number }> {
  const params: SqlParam[] = [];
  const conditions = [scopeSql(scope, params, { owner: (org) => `s.org_id = ${org}`, fleet: (org) => `s.org_id = ${org}` })];
  if (filter.status) conditions.push(`s.status = $${params.push(filter.status)}`);
  if (filter.subscriptionId !== undefined) conditions.push(`s.id = $${params.push(filter.subscriptionId)}`);
  const where = conditions.join(' AND ');
  const { rows } = await db.query<Subscription>(
    `${SUBSCRIPTION_SELECT} WHERE ${where}
      ORDER BY CASE s.status WHEN 'Recurring Failed' THEN 0 WHEN 'Currently Recurring' THEN 1 ELSE 2 END, s.next_billing_at NULLS LAST, s.id DESC
      LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
    [...params, filter.size, filter.offset],
  );
  const count = await db.query<{ total: number }>(`SELECT count(*)::int AS total FROM subscriptions s WHERE ${where}`, params);
  return { rows, total: count.rows[0].total };
}

/** What a renewal or a charge needs of a subscription, its row locked for the transaction. */
export interface BillableSubscription {
  id: number;
  orgId: number;
  status: string;
  nextBillingAt: Date | null;
  paymentMethodId: number | null;
  planName: string;
  priceMinor: number;
  currency: string;
  interval: 'monthly' | 'yearly';
}

const BILLABLE_SELECT = `SELECT s.id, s.org_id AS "orgId", s.status, s.next_billing_at AS "nextBillingAt", s.payment_method_id AS "paymentMethodId",
       p.name AS "planName", p.price_minor AS "priceMinor", p.currency, p.billing_interval AS interval
  FROM subscriptions s JOIN subscription_plans p ON p.id = s.plan_id`;

export async function lockSubscription(db: Queryable, id: number): Promise<BillableSubscription | undefined> {
  const { rows } = await db.query<BillableSubscription>(`${BILLABLE_SELECT} WHERE s.id = $1 FOR UPDATE OF s`, [id]);
  return rows[0];
}

/** Renewing subscriptions whose next period has started, locked (a concurrent cancel waits). */
export async function lockDueSubscriptions(db: Queryable, now: Date): Promise<BillableSubscription[]> {
  const { rows } = await db.query<BillableSubscription>(
    `${BILLABLE_SELECT} WHERE s.status = 'Currently Recurring' AND s.next_billing_at <= $1 ORDER BY s.next_billing_at, s.id FOR UPDATE OF s`,
    [now.toISOString()],
  );
  return rows;
}

export async function liveSubscriptionOf(db: Queryable, orgId: number): Promise<number | undefined> {
  const { rows } = await db.query<{ id: number }>(`SELECT id FROM subscriptions WHERE org_id = $1 AND status IN ('Currently Recurring', 'Recurring Failed')`, [
    orgId,
  ]);
  return rows[0]?.id;
}

export async function insertSubscription(db: Queryable, row: { orgId: number; planId: number; paymentMethodId: number; startedAt: Date }): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO subscriptions (org_id, plan_id, status, started_at, next_billing_at, payment_method_id)
     VALUES ($1, $2, 'Currently Recurring', $3, $3, $4) RETURNING id`,
    [row.orgId, row.planId, row.startedAt.toISOString(), row.paymentMethodId],
  );
  return rows[0].id;
}

export async function setSubscriptionState(
  db: Queryable,
  id: number,
  state: { status: string; nextBillingAt: Date | null; failureCode: string | null; paymentMethodId?: number },
): Promise<void> {
  await db.query(
    `UPDATE subscriptions SET status = $2, next_billing_at = $3, failure_code = $4, payment_method_id = COALESCE($5, payment_method_id),
            cancelled_at = CASE WHEN $2 = 'Cancelled' THEN now() ELSE NULL END
      WHERE id = $1`,
    [id, state.status, state.nextBillingAt?.toISOString() ?? null, state.failureCode, state.paymentMethodId ?? null],
  );
}

/**
 * The invoice of one billing period (kind subscription), with its one line, due by the end of the
 * period it covers (a card pays it at once); null when that period
 * is already invoiced (the unique index on subscription and period start: a renewal bills once).
 */
export async function insertPeriodInvoice(
  db: Queryable,
  row: {
    orgId: number;
    subscriptionId: number;
    number: string;
    sequence: number;
    periodStart: string;
    periodEnd: string;
    status: string;
    description: string;
    amountMinor: number;
    currency: string;
  },
): Promise<number | null> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO invoices (invoice_number, org_id, kind, period_start, period_end, status, total_minor, currency, due_date, subscription_id, org_sequence)
     VALUES ($1, $2, 'subscription', $3::date, $4::date, $5, $6, $7, $4::date, $8, $9)
     ON CONFLICT (subscription_id, period_start) WHERE kind = 'subscription' AND subscription_id IS NOT NULL DO NOTHING
     RETURNING id`,
    [row.number, row.orgId, row.periodStart, row.periodEnd, row.status, row.amountMinor, row.currency, row.subscriptionId, row.sequence],
  );
  const id = rows[0]?.id;
  if (id === undefined) return null;
  await db.query('INSERT INTO invoice_lines (invoice_id, description, amount_minor) VALUES ($1, $2, $3)', [id, row.description, row.amountMinor]);
  return id;
}

/** The latest refused period invoice of a subscription; totalMinor what the ledger says is owed on it (what a retry charges). */
export async function failedInvoiceOf(
  db: Queryable,
  subscriptionId: number,
): Promise<{ id: number; totalMinor: number; currency: string; periodStart: string } | undefined> {
  const { rows } = await db.query<{ id: number; totalMinor: number; currency: string; periodStart: string }>(
    `SELECT i.id, ${INVOICE_TOTAL('i')} - ${INVOICE_PAID('i.id')} AS "totalMinor", i.currency, to_char(i.period_start, 'YYYY-MM-DD') AS "periodStart"
       FROM invoices i
      WHERE i.subscription_id = $1 AND i.kind = 'subscription' AND i.status = 'Recurring Failed' ORDER BY i.period_start DESC LIMIT 1`,
    [subscriptionId],
  );
  return rows[0];
}

export async function setInvoiceStatus(db: Queryable, invoiceId: number, status: string): Promise<void> {
  await db.query('UPDATE invoices SET status = $2 WHERE id = $1', [invoiceId, status]);
}

export async function setPaymentMethod(db: Queryable, id: number, paymentMethodId: number): Promise<void> {
  await db.query('UPDATE subscriptions SET payment_method_id = $2 WHERE id = $1', [id, paymentMethodId]);
}
