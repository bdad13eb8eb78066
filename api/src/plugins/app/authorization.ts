import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { type OrgType, isPlatformOrganization } from '@haulstop/shared/constants';
import { apiKeyAllows, canAccess, type PermissionContext } from '@haulstop/shared/permissions';
import { AppError, badRequest, forbidden, notFound, text } from '../../lib/errors';
import { findOrganization } from '../../modules/organizations/service';
import type { CallerCheck } from '../../lib/caller-check';
import { callerCheckOf, callerUnconfirmed, confirmCaller, requireAuth, type AuthContext } from './authentication';

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
  /** The organisation has its carrier network enabled. */
  isOrgNetworkConfigEnabled: boolean;
}

/**
 * Per-request state kept on the request itself (decorated, so every request has the same shape):
 * WeakMaps keyed by short-lived requests are ephemerons the garbage collector must trace at each
 * collection, while a field dies with its request.
 */
const ORG_CONTEXT = Symbol('orgContext');
const PERMISSION_CONTEXT = Symbol('permissionContext');

declare module 'fastify' {
  interface FastifyRequest {
    [ORG_CONTEXT]: Promise<OrgContext> | null;
    [PERMISSION_CONTEXT]: PermissionContext | null;
  }
}

/** May this caller read organisation `saasOrgId`? Members may; platform users may read any. */
export function canSeeOrg(auth: AuthContext, saasOrgId: number): boolean {
  return auth.isPlatformUser || auth.memberships.some((m) => m.saasOrgId === saasOrgId);
}

export function requirePlatformUser(auth: AuthContext): void {
  if (!auth.isPlatformUser) throw forbidden(text('apiErrors.platformOnly'));
}

/**
 * A member acts in its organisation once the platform has approved it (SPEC §8 "account
 * approval pending"): until then every organisation-scoped call is refused, whatever the console
 * shows. The session, the user's own record and the organisation's (access 'user') stay open, so
 * the approval-pending screen can show who is waiting.
 */
function approved(membership: AuthContext['memberships'][number], isPlatformOrg: boolean): OrgContext {
  if (!isPlatformOrg && membership.isOrgApproved !== 'Approved') throw new AppError(403, 'ACCOUNT_APPROVAL_PENDING', text('apiErrors.approvalPending'));
  return { ...membership, isOrgNetworkConfigEnabled: membership.isOrgNetworkConfigEnabled === true, isPlatformOrg };
}

/**
 * The organisation a request names as the one it acts in: X-Org-Id, or the caller's first
 * membership without it; null when it names none. Not yet checked (membership, approval): see currentOrg.
 */
export function namedOrgId(request: FastifyRequest): number | null {
  const header = request.headers['x-org-id'];
  const raw = Array.isArray(header) ? header[0] : header;
  if (raw === undefined || raw === '') return requireAuth(request).memberships[0]?.saasOrgId ?? null;
  const saasOrgId = Number(raw);
  if (!/^\d{1,9}$/.test(raw) || saasOrgId < 1) throw badRequest(text('apiErrors.badOrgIdHeader'));
  return saasOrgId;
}

async function resolve(request: FastifyRequest): Promise<OrgContext> {
  const auth = requireAuth(request);
  const saasOrgId = namedOrgId(request);
  if (saasOrgId === null) throw forbidden(text('apiErrors.noOrganisation'));
  const membership = auth.memberships.find((m) => m.saasOrgId === saasOrgId);
  if (membership) return approved(membership, isPlatformOrganization(saasOrgId));
  if (!auth.isPlatformUser) throw forbidden(text('apiErrors.notAMember'));
  const org = await findOrganization(request.server.db, saasOrgId);
  if (!org) throw notFound('Organisation');
  const platformRole = auth.memberships.find((m) => isPlatformOrganization(m.saasOrgId))!.role;
  return {
    orgId: org.orgId,
    saasOrgId: org.saasOrgId,
    orgName: org.orgName,
    orgType: org.orgType,
    role: platformRole,
    isPlatformOrg: false,
    isOrgNetworkConfigEnabled: org.isOrgNetworkConfigEnabled === true,
  };
}

/** The current organisation of an org-scoped request; resolved once per request. */
export function currentOrg(request: FastifyRequest): Promise<OrgContext> {
  return (request[ORG_CONTEXT] ??= resolve(request));
}

/** No current organisation (a 'user' route of a caller who cannot act in one yet): rules that read the organisation refuse. */
const NO_ORGANISATION = { orgType: null, saasOrgId: null, role: null, isOrgNetworkConfigEnabled: false } as const;

/** What canAccess reads about the caller in its current organisation, the same fields the console's session gives it. */
export function permissionContextOf(org: OrgContext | null, loginId: string): PermissionContext {
  if (!org) return { ...NO_ORGANISATION, loginId };
  return {
    orgType: org.orgType as OrgType,
    saasOrgId: org.saasOrgId,
    role: org.role,
    isOrgNetworkConfigEnabled: org.isOrgNetworkConfigEnabled,
    loginId,
  };
}

/** The request's permission context, built once before the handler; for record-level canAccess checks in services. */
export function permissionContext(request: FastifyRequest): PermissionContext {
  const ctx = request[PERMISSION_CONTEXT];
  if (!ctx) throw new Error('permissionContext: the route declares no access rule');
  return ctx;
}

/** The organisation that a 'user' route's caller acts in, if any: such routes stay open without an approved one. */
const currentOrgIfAny = (request: FastifyRequest) => currentOrg(request).catch((error: unknown) => (error instanceof AppError ? null : Promise.reject(error)));

/**
 * The route's declared access and rule, asked of the request's caller (see authorizationPlugin).
 * Sets the request's organisation and permission contexts; throws the refusal.
 */
async function authorizeRoute(request: FastifyRequest): Promise<void> {
  const config = request.routeOptions.config;
  const access = config?.access;
  if (!request.routeOptions.url || !access || access === 'public' || !config.resource || !config.action) return;
  const auth = requireAuth(request);
  if (access === 'platform') requirePlatformUser(auth);
  const org = access === 'user' ? await currentOrgIfAny(request) : await currentOrg(request);
  const ctx = permissionContextOf(org, auth.loginId);
  request[PERMISSION_CONTEXT] = ctx;
  if (!canAccess({ resource: config.resource, action: config.action, ctx })) throw forbidden(text('apiErrors.roleDoesNotAllow'));
  // An API key also needs the scope this rule maps to (DESIGN §8); settings map to none.
  if (auth.apiKey && !apiKeyAllows(auth.apiKey.scopes, config.resource, config.action)) throw forbidden(text('apiErrors.apiKeys.noScope'));
  if (config.orgParam) {
    const named = (request.params as Record<string, string | undefined>)[config.orgParam];
    if (!org || named !== String(org.saasOrgId)) throw notFound('Organisation');
  }
}

/** Reads the caller anew (refusing as the first check would) and authorises the route again from what it read. */
async function confirmAndAuthorize(request: FastifyRequest): Promise<void> {
  await confirmCaller(request);
  request[ORG_CONTEXT] = null;
  request[PERMISSION_CONTEXT] = null;
  await authorizeRoute(request);
}

/**
 * Runs a route's read with the caller's check folded into its statement (config
 * foldsCallerCheck): `read` gets the condition to add to its statement, or null when the caller
 * was read for this request. When the read gives nothing (`readNothing`), the check may have
 * failed: the caller is read anew — a logout, a disabled account or a removed membership refuses
 * here with the answer the check before the handler gives — and the route is authorised again
 * from what was read, then read without the condition. A read with rows passed the check in the
 * same statement (and snapshot) that read them.
 */
export async function readWithCallerCheck<T>(
  request: FastifyRequest,
  read: (check: CallerCheck | null) => Promise<T>,
  readNothing: (result: T) => boolean,
): Promise<T> {
  const check = callerCheckOf(request);
  if (!check) return read(null);
  const result = await read(check);
  if (!readNothing(result)) return result;
  await confirmAndAuthorize(request);
  return read(null);
}

/**
 * Enforces each route's declared access before validation and the handler run: an 'org' route
 * answers 403/404 for an organisation the caller may not act in, whatever the body says, and a
 * 'platform' route 403 for everyone outside the platform organisation. Then the route's rule
 * (config resource and action) is asked of canAccess, the check the console's menu, routes and
 * buttons make, with a context built once from the current organisation: 403 when refused. A path
 * that names an organisation (config orgParam) must name the current one: 404 otherwise. A caller
 * authorised from a remembered state (config foldsCallerCheck) that is refused is read anew
 * first: the refusal must come from the database's state, not from the remembered one.
 */
export const authorizationPlugin = fp(
  async (app) => {
    app.decorateRequest(ORG_CONTEXT, null);
    app.decorateRequest(PERMISSION_CONTEXT, null);
    app.addHook('onRequest', async (request) => {
      try {
        await authorizeRoute(request);
      } catch (error) {
        if (!callerUnconfirmed(request)) throw error;
        await confirmAndAuthorize(request);
      }
    });
  },
  { name: 'authorization', dependencies: ['authentication'] },
);
