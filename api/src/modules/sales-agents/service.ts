import type { SalesAgent, SalesAgentCommission, SalesAgentInput } from '@haulstop/shared/contracts';
import { RATE_SCALE, applyRateMinor, normalizePhone, percentToBasisPoints, validateSalesAgent } from '@haulstop/shared/rules';
import type { Db, Queryable } from '../../db/db';
import { badRequest, conflict, notFound, text } from '../../lib/errors';
import { paged, type Page } from '../../lib/paging';
import { keepOmitted } from '../../lib/put';
import { refuseInvalid } from '../../lib/rules';
import * as repository from './repository';

const isUniqueViolation = (error: unknown) => (error as { code?: string }).code === '23505';

/** The SPEC §3 fields checked by the shared rule the platform's form uses; the phone kept as digits, the e-mail in lower case. */
function agentRow(input: SalesAgentInput): repository.AgentRow {
  refuseInvalid(validateSalesAgent(input), { order: ['name', 'email', 'phone', 'commissionPercentage'] });
  return {
    name: input.name.trim(),
    phone: normalizePhone(input.phone)!,
    email: input.email.trim().toLowerCase(),
    commissionBasisPoints: percentToBasisPoints(input.commissionPercentage),
    status: input.status ?? 'Active',
  };
}

/** Each organisation exists (not the platform) and is credited to no other agent. */
async function checkOrgs(tx: Queryable, agentId: number | null, orgIds: number[]): Promise<number[]> {
  const unique = [...new Set(orgIds)];
  if ((await repository.existingOrgs(tx, unique)).length !== unique.length)
    throw badRequest(text('apiErrors.salesAgents.unknownOrganisation'), 'UNKNOWN_ORGANIZATION', { field: 'orgIds' });
  const taken = await repository.orgsOfOtherAgents(tx, agentId, unique);
  if (taken.length) throw conflict(text('apiErrors.salesAgents.orgHasAgent', { orgs: taken.join(', ') }), 'ORGANIZATION_HAS_AGENT', { field: 'orgIds' });
  return unique;
}

const emailTaken = () => conflict(text('apiErrors.salesAgents.emailTaken'), 'SALES_AGENT_EMAIL_TAKEN', { field: 'email' });

export const listAgents = (db: Queryable, query: { page?: number; size?: number; search?: string }): Promise<Page<SalesAgent>> =>
  paged(query, (window) => repository.listAgents(db, { search: query.search?.trim() || undefined, ...window }));

export async function createAgent(db: Db, input: SalesAgentInput): Promise<SalesAgent> {
  const row = agentRow(input);
  try {
    return await db.transaction(async (tx) => {
      const orgIds = await checkOrgs(tx, null, input.orgIds);
      const id = await repository.insertAgent(tx, row);
      await repository.replaceOrgs(tx, id, orgIds);
      return (await repository.findAgent(tx, id))!;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}

export async function updateAgent(db: Db, id: number, body: SalesAgentInput): Promise<SalesAgent> {
  const stored = await repository.findAgent(db, id);
  if (!stored) throw notFound('Sales agent');
  const input = keepOmitted(body, stored, ['status']);
  const row = agentRow(input);
  try {
    return await db.transaction(async (tx) => {
      if (!(await repository.updateAgent(tx, id, row))) throw notFound('Sales agent');
      await repository.replaceOrgs(tx, id, await checkOrgs(tx, id, input.orgIds));
      return (await repository.findAgent(tx, id))!;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}

export async function deleteAgent(db: Queryable, id: number): Promise<void> {
  if (!(await repository.deleteAgent(db, id))) throw notFound('Sales agent');
}

/** Basis points (hundredths of a percent) as a rate in parts per RATE_SCALE. */
const basisPointsToRate = (basisPoints: number) => (basisPoints * RATE_SCALE) / 10_000;

/**
 * Commissions due for a month: per agent and currency (USD and CAD never summed), base = the paid
 * subscription invoices of the agent's organisations whose period starts in that month;
 * commission = base × percentage, rounded once, half away from zero.
 */
export async function commissions(db: Queryable, period: string): Promise<SalesAgentCommission[]> {
  const [year, month] = period.split('-').map(Number);
  const from = `${period}-01`;
  const to = new Date(Date.UTC(year, month, 1)).toISOString().slice(0, 10);
  const rows = await repository.commissionBases(db, from, to);
  return rows.map((row) => ({
    salesAgentId: row.salesAgentId,
    name: row.name,
    commissionPercentage: row.basisPoints / 100,
    period,
    currency: row.currency,
    baseMinor: row.baseMinor,
    commissionMinor: applyRateMinor(row.baseMinor, basisPointsToRate(row.basisPoints)),
    invoiceCount: row.invoiceCount,
  }));
}
