import { Type } from 'typebox';
import type { SalesAgent as SalesAgentContract, SalesAgentCommission as SalesAgentCommissionContract } from '@haulstop/shared/contracts';
import { agrees, type AgreesWith } from '../../lib/contract';
import { Paged, PageQuery } from '../../lib/paging';
import { Id, responses } from '../../lib/schemas';

const AgentStatus = Type.Unsafe<'Active' | 'Inactive'>({ type: 'string', enum: ['Active', 'Inactive'] });

export const SalesAgent = Type.Object({
  salesAgentId: Type.Integer(),
  name: Type.String(),
  phone: Type.String(),
  email: Type.String(),
  commissionPercentage: Type.Number({ description: '0–100, at most 2 decimals' }),
  status: AgentStatus,
  organizations: Type.Array(Type.Object({ orgId: Type.Integer(), orgName: Type.String() })),
});
agrees<AgreesWith<typeof SalesAgent, SalesAgentContract>>();

export const SalesAgentCommission = Type.Object({
  salesAgentId: Type.Integer(),
  name: Type.String(),
  commissionPercentage: Type.Number(),
  period: Type.String({ description: 'YYYY-MM' }),
  currency: Type.String(),
  baseMinor: Type.Integer({ description: 'Paid subscription invoices of the agent’s organisations whose period starts in the month' }),
  commissionMinor: Type.Integer({ description: 'baseMinor × percentage, rounded once, half away from zero' }),
  invoiceCount: Type.Integer(),
});
agrees<AgreesWith<typeof SalesAgentCommission, SalesAgentCommissionContract>>();

const AgentInput = Type.Object(
  {
    name: Type.String({ maxLength: 64 }),
    phone: Type.String({ maxLength: 20 }),
    email: Type.String({ maxLength: 64 }),
    commissionPercentage: Type.Number({ minimum: 0, maximum: 100 }),
    status: Type.Optional(AgentStatus),
    orgIds: Type.Array(Id('An organisation the agent referred'), { maxItems: 500 }),
  },
  { additionalProperties: false },
);

const tags = ['sales agents'];
const AgentParams = Type.Object({ salesAgentId: Id('Sales agent id') });

export const listAgentsSchema = {
  tags,
  summary: 'Sales agents and the organisations credited to them (platform), paged',
  querystring: Type.Object({ ...PageQuery.properties, search: Type.Optional(Type.String({ maxLength: 64, description: 'Part of the name or e-mail' })) }),
  response: responses({ 200: Paged(SalesAgent) }),
};
export const createAgentSchema = { tags, summary: 'Add a sales agent (platform)', body: AgentInput, response: responses({ 201: SalesAgent }) };
export const updateAgentSchema = {
  tags,
  summary: 'Change a sales agent (platform)',
  params: AgentParams,
  body: AgentInput,
  response: responses({ 200: SalesAgent }),
};
export const deleteAgentSchema = { tags, summary: 'Remove a sales agent (platform)', params: AgentParams, response: responses({ 204: Type.Null() }) };
export const commissionsSchema = {
  tags,
  summary: 'Commissions due per agent and currency for a month (platform)',
  querystring: Type.Object({ period: Type.String({ pattern: '^\\d{4}-(0[1-9]|1[0-2])$', description: 'YYYY-MM' }) }),
  response: responses({ 200: Type.Array(SalesAgentCommission) }),
};
