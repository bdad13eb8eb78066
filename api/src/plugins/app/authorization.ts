import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { PLATFORM_ORG_ID } from '@haulstop/shared/constants';
import { AppError, badRequest, forbidden, notFound } from '../../lib/errors';
import { findOrganization } from '../../modules/organizations/service';
import { requireAuth, type AuthContext } from './authentication';

/** The organisation a request acts in (header X-Org-Id) and the caller's role there. */
export interface OrgContext {
  orgId: number;
  saasOrgId: number;
  orgName: string;
  orgType: string;
  /** Membership role; a platform user acting in another organisation keeps the platform role. */
  role: string;
  /** The current organisation is the platform organisation: org-scoped lists cover every organisation. */
  isPlatformOrg: boolean;
}

const resolved = new WeakMap<FastifyRequest, Promise<OrgContext>>();

/** May this caller read organisation `saasOrgId`? Members may; platform users may read any (SPEC §6). */
export function canSeeOrg(auth: AuthContext, saasOrgId: number): boolean {
  return auth.isPlatformUser || auth.memberships.some((m) => m.saasOrgId === saasOrgId);
}

export function requirePlatformUser(auth: AuthContext): void {
  if (!auth.isPlatformUser) throw forbidden('Only the platform organisation can do this');
}

/**
 * A member acts in its organisation once the platform has approved it (issue 8; SPEC §8 "account
 * approval pending"): until then every organisation-scoped call is refused, whatever the console
 * shows. The session, the user's own record and the organisation's (access 'user') stay open, so
 * the approval-pending screen can show who is waiting.
 */
function approved(membership: AuthContext['memberships'][number], isPlatformOrg: boolean): OrgContext {
  if (!isPlatformOrg && membership.isOrgApproved !== 'Approved') throw new AppError(403, 'ACCOUNT_APPROVAL_PENDING', 'Your account approval is pending.');
  return { ...membership, isPlatformOrg };
}

async function resolve(request: FastifyRequest): Promise<OrgContext> {
  const auth = requireAuth(request);
  const header = request.headers['x-org-id'];
  const raw = Array.isArray(header) ? header[0] : header;
  if (raw === undefined || raw === '') {
    const first = auth.memberships[0];
    if (!first) throw forbidden('You do not belong to any organisation');
    return approved(first, first.saasOrgId === PLATFORM_ORG_ID);
  }
  const saasOrgId = Number(raw);
  if (!/^\d{1,9}$/.test(raw) || saasOrgId < 1) throw badRequest('X-Org-Id must be an organisation id (a positive whole number)');
  const membership = auth.memberships.find((m) => m.saasOrgId === saasOrgId);
  if (membership) return approved(membership, saasOrgId === PLATFORM_ORG_ID);
  if (!auth.isPlatformUser) throw forbidden('You are not a member of this organisation');
  const org = await findOrganization(request.server.db, saasOrgId);
  if (!org) throw notFound('Organisation');
  const platformRole = auth.memberships.find((m) => m.saasOrgId === PLATFORM_ORG_ID)!.role;
  return {
    orgId: org.orgId,
    saasOrgId: org.saasOrgId,
    orgName: org.orgName,
    orgType: org.orgType,
    role: platformRole,
    isPlatformOrg: false,
  };
}

/** The current organisation of an org-scoped request; resolved once per request. */
export function currentOrg(request: FastifyRequest): Promise<OrgContext> {
  let context = resolved.get(request);
  if (!context) {
    context = resolve(request);
    resolved.set(request, context);
  }
  return context;
}

/**
 * Enforces each route's declared access before validation and the handler run: an 'org' route
 * answers 403/404 for an organisation the caller may not act in, whatever the body says, and a
 * 'platform' route 403 for everyone outside the platform organisation.
 */
export const authorizationPlugin = fp(
  async (app) => {
    app.addHook('onRequest', async (request) => {
      const access = request.routeOptions.config?.access;
      if (access === 'org') await currentOrg(request);
      else if (access === 'platform') requirePlatformUser(requireAuth(request));
    });
  },
  { name: 'authorization', dependencies: ['authentication'] },
);
