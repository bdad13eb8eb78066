// Sales agents and the commissions due on the organisations they referred (the platform only), one
// definition per endpoint: the API registers these routes from them and the console's fetchers and
// hooks derive from them. Types are Static<> of the schemas.
import * as Type from 'typebox';
import { SALES_AGENTS_CACHE } from './cache-keys';
import { endpointsOf } from './endpoint';
import { Id, Paged, PageQuery, responses } from './schema';

const AgentStatus = Type.Unsafe<'Active' | 'Inactive'>({ type: 'string', enum: ['Active', 'Inactive'] });

/** A sales agent (name, phone, e-mail, commission percentage) and the organisations credited to them. */
export const SalesAgent = Type.Object({
  salesAgentId: Type.Integer(),
  name: Type.String(),
  phone: Type.String(),
  email: Type.String(),
  commissionPercentage: Type.Number({ description: '0–100, at most 2 decimals' }),
  status: AgentStatus,
  organizations: Type.Array(Type.Object({ orgId: Type.Integer(), orgName: Type.String() })),
});
export type SalesAgent = Type.Static<typeof SalesAgent>;

/**
 * One row of the commissions of a month, per agent and currency (never summed across currencies).
 * Base: the paid subscription invoices of the agent's organisations whose billing period starts in
 * that month; commission = base × percentage, rounded once, half away from zero.
 */
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
export type SalesAgentCommission = Type.Static<typeof SalesAgentCommission>;

/** The body of POST /api/salesAgents and PUT /api/salesAgents/{salesAgentId}; `orgIds` are the organisations the agent referred (each credited to one agent at most). */
export const SalesAgentInput = Type.Object(
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
export type SalesAgentInput = Type.Static<typeof SalesAgentInput>;

const defineSalesAgentEndpoint = endpointsOf({ tags: ['sales agents'] });
const AgentParams = Type.Object({ salesAgentId: Id('Sales agent id') });
// A write changes the agents' list and the commissions their organisations earn them.
const AGENT_WRITES = [SALES_AGENTS_CACHE];

export const listSalesAgents = defineSalesAgentEndpoint({
  method: 'GET',
  path: '/api/salesAgents',
  summary: 'Sales agents and the organisations credited to them (platform), paged',
  query: Type.Object({ ...PageQuery.properties, search: Type.Optional(Type.String({ maxLength: 64, description: 'Part of the name or e-mail' })) }),
  response: responses({ 200: Paged(SalesAgent) }),
  access: { access: 'platform', resource: 'salesAgents', action: 'view' },
  cache: SALES_AGENTS_CACHE,
});

export const salesAgentCommissions = defineSalesAgentEndpoint({
  method: 'GET',
  path: '/api/salesAgents/commissions',
  summary: 'Commissions due per agent and currency for a month (platform)',
  query: Type.Object({ period: Type.String({ pattern: '^\\d{4}-(0[1-9]|1[0-2])$', description: 'YYYY-MM' }) }),
  response: responses({ 200: Type.Array(SalesAgentCommission) }),
  access: { access: 'platform', resource: 'salesAgents', action: 'view' },
  cache: SALES_AGENTS_CACHE,
});

export const createSalesAgent = defineSalesAgentEndpoint({
  method: 'POST',
  path: '/api/salesAgents',
  summary: 'Add a sales agent (platform)',
  body: SalesAgentInput,
  response: responses({ 201: SalesAgent }),
  access: { access: 'platform', resource: 'salesAgents', action: 'create' },
  invalidates: AGENT_WRITES,
});

export const updateSalesAgent = defineSalesAgentEndpoint({
  method: 'PUT',
  path: '/api/salesAgents/:salesAgentId',
  summary: 'Change a sales agent (platform)',
  params: AgentParams,
  body: SalesAgentInput,
  response: responses({ 200: SalesAgent }),
  access: { access: 'platform', resource: 'salesAgents', action: 'edit' },
  invalidates: AGENT_WRITES,
});

export const deleteSalesAgent = defineSalesAgentEndpoint({
  method: 'DELETE',
  path: '/api/salesAgents/:salesAgentId',
  summary: 'Remove a sales agent (platform)',
  params: AgentParams,
  response: responses({ 204: Type.Null() }),
  access: { access: 'platform', resource: 'salesAgents', action: 'delete' },
  invalidates: AGENT_WRITES,
});
