import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isPlatformOrganization } from '@haulstop/shared/constants';
import { hasAccessRule, type AccessAction, type NamedResource } from '@haulstop/shared/permissions';
import { AppError, text, unauthorized } from '../../lib/errors';
import type { CallerCheck } from '../../lib/caller-check';
import { verifyAccessToken, type AccessClaims } from '../../modules/auth/tokens';
import { callerUnchangedSql, findCaller, type CallerState } from '../../modules/auth/repository';
import { isApiKey, useKey } from '../../modules/api-keys/service';
import type { Membership } from '../../modules/organizations/service';

export type RouteAccess = 'public' | 'user' | 'org' | 'platform';
export const ROUTE_ACCESS: readonly RouteAccess[] = ['public', 'user', 'org', 'platform'];

/** Who is calling: set on every authenticated request. */
export interface AuthContext {
  userId: number;
  loginId: string;
  /**
   * The caller's own name, read in the same query as the session (so GET /api/user/{own id}, which
   * every console start makes, costs no second query); absent for an API key.
   */
  name?: { firstName: string; lastName: string };
  /** The refresh-token family this access token belongs to (one sign-in). */
  sessionId: string;
  memberships: Membership[];
  /** Member of the platform organisation (id 1): may read every organisation and act in any. */
  isPlatformUser: boolean;
  /** Set when the caller is an API key: it acts in its one organisation, only within its scopes. */
  apiKey: { apiKeyId: number; scopes: string[] } | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every /api route with its declared access and rule: the source the tenancy and role matrix tests are generated from. */
    routeAccess: { method: string; url: string; access: RouteAccess; resource?: NamedResource; action?: AccessAction }[];
  }
  interface FastifyRequest {
    auth: AuthContext | null;
  }
  interface FastifyContextConfig {
    /**
     * Who may call the route — every /api route must say (the app refuses to start otherwise), and
     * the tenancy test matrix is generated from it:
     * - 'public': no bearer token (login, refresh, health, signed files);
     * - 'user': any signed-in user; the handler checks the record belongs to the caller;
     * - 'org': acts in the current organisation (X-Org-Id), resolved and checked before the handler;
     * - 'platform': members of the platform organisation only.
     */
    access?: RouteAccess;
    /**
     * The canAccess rule the route serves (shared/src/permissions/access.ts), asked before the
     * handler with the request's permission context; required on every route not 'public'.
     */
    resource?: NamedResource;
    action?: AccessAction;
    /**
     * The path parameter that names an organisation the route acts on: it must be the current
     * organisation (X-Org-Id, or the first membership), otherwise 404.
     */
    orgParam?: string;
    /**
     * The handler reads through readWithCallerCheck (authorization plugin): a caller seen before
     * is authorised from that state, and the handler's statement itself checks it still holds.
     */
    foldsCallerCheck?: boolean;
  }
}

/** A caller's state as last read, and the request context built from it once. */
interface KnownCaller {
  state: CallerState;
  auth: AuthContext;
}

/** Most callers remembered per app (one per sign-in that called in the last while). */
const MAX_KNOWN_CALLERS = 10_000;
const KNOWN_CALLERS = Symbol('knownCallers');
const UNCONFIRMED = Symbol('unconfirmedCaller');

declare module 'fastify' {
  interface FastifyInstance {
    [KNOWN_CALLERS]: Map<string, KnownCaller>;
  }
  interface FastifyRequest {
    /** Set while the request's auth comes from a remembered state that no statement has checked yet. */
    [UNCONFIRMED]: { claims: AccessClaims; known: KnownCaller } | null;
  }
}

const callerKey = (claims: AccessClaims) => `${claims.userId}:${claims.sessionId}`;

/**
 * Per-key rate limit: `limit` requests per fixed one-minute window, counted in the database (every
 * replica shares it), so one partner's burst slows only that key. The IETF RateLimit headers go on
 * every answer to a key; past the limit, 429 with Retry-After.
 */
function limitKey(reply: FastifyReply, count: number, windowStart: Date, limit: number): void {
  const reset = Math.max(1, Math.ceil((new Date(windowStart).getTime() + 60_000 - Date.now()) / 1000));
  reply.header('RateLimit-Limit', String(limit));
  reply.header('RateLimit-Remaining', String(Math.max(0, limit - count)));
  reply.header('RateLimit-Reset', String(reset));
  if (count > limit) {
    reply.header('Retry-After', String(reset));
    throw new AppError(429, 'RATE_LIMITED', text('apiErrors.apiKeys.rateLimited', { limit, seconds: reset }));
  }
}

/** The caller, for handlers of authenticated routes. */
export function requireAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthorized();
  return request.auth;
}

/**
 * Reads the caller of `claims` from the database (one query) and sets request.auth, or refuses:
 * 401 for an account no longer active or a sign-in that ended. The state read is remembered for
 * routes that fold the check into their own statement.
 */
async function readCaller(request: FastifyRequest, claims: AccessClaims): Promise<void> {
  const known = request.server[KNOWN_CALLERS];
  const key = callerKey(claims);
  const state = await findCaller(request.server.db, claims.userId, claims.sessionId);
  if (!state?.caller.sessionLive) known.delete(key);
  if (!state) throw unauthorized(text('apiErrors.accountDisabled'));
  if (!state.caller.sessionLive) throw unauthorized(text('apiErrors.sessionEnded'), 'SESSION_ENDED');
  const { caller } = state;
  const memberships = caller.memberships;
  const auth: AuthContext = {
    userId: caller.userId,
    loginId: caller.loginId,
    name: { firstName: caller.firstName, lastName: caller.lastName },
    sessionId: claims.sessionId,
    memberships,
    isPlatformUser: memberships.some((m) => isPlatformOrganization(m.saasOrgId)),
    apiKey: null,
  };
  // The oldest entry goes first (a Map keeps insertion order), so the memory stays bounded.
  known.delete(key);
  if (known.size >= MAX_KNOWN_CALLERS) known.delete(known.keys().next().value!);
  known.set(key, { state, auth });
  request.auth = auth;
  request[UNCONFIRMED] = null;
}

/** The request's auth came from a remembered state that no statement has checked yet. */
export const callerUnconfirmed = (request: FastifyRequest): boolean => request[UNCONFIRMED] !== null;

/** Reads the caller of an unconfirmed request anew (refusing as the first check would); a no-op otherwise. */
export async function confirmCaller(request: FastifyRequest): Promise<void> {
  const unconfirmed = request[UNCONFIRMED];
  if (unconfirmed) await readCaller(request, unconfirmed.claims);
}

/** The condition that the request's remembered caller state still holds, or null when it was read for this request. */
export function callerCheckOf(request: FastifyRequest): CallerCheck | null {
  const unconfirmed = request[UNCONFIRMED];
  if (!unconfirmed) return null;
  const { claims, known } = unconfirmed;
  return (params) => callerUnchangedSql(params, claims.userId, claims.sessionId, known.state.text);
}

/**
 * Every route needs `Authorization: Bearer <access token>` unless its config says `public`.
 * The user, the memberships and the sign-in's state are re-read per request, so a removed
 * membership, a disabled account or a logout (on any API replica: the state is in the database)
 * takes effect on the very next request: in a query of their own, or, on a route that folds the
 * check (config foldsCallerCheck), as a condition of the route's own statement — its one round
 * trip then both checks the caller and reads the answer, and a caller whose state changed is read
 * anew and authorised again before anything is answered (authorization's readWithCallerCheck).
 */
export const authenticationPlugin = fp(
  async (app) => {
    app.decorateRequest('auth', null);
    app.decorateRequest(UNCONFIRMED, null);
    app.decorate(KNOWN_CALLERS, new Map<string, KnownCaller>());
    app.decorate('routeAccess', []);
    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith('/api/') || route.url.startsWith('/api/docs')) return;
      const { access, resource, action } = (route.config ?? {}) as { access?: RouteAccess; resource?: NamedResource; action?: AccessAction };
      if (!access || !ROUTE_ACCESS.includes(access)) {
        throw new Error(`${String(route.method)} ${route.url} must declare config.access (${ROUTE_ACCESS.join(', ')})`);
      }
      // One rule table for the console and the API: a route that names no rule of it does not start.
      if (access !== 'public' && (!resource || !action || !hasAccessRule(resource, action))) {
        throw new Error(`${String(route.method)} ${route.url} must declare config.resource and config.action of a canAccess rule`);
      }
      for (const method of [route.method].flat()) if (method !== 'HEAD') app.routeAccess.push({ method, url: route.url, access, resource, action });
    });
    app.addHook('onRequest', async (request, reply) => {
      const config = request.routeOptions.config;
      // Unknown routes (404) and the docs UI have no route config of ours.
      if (!request.routeOptions.url || config?.access === 'public' || request.routeOptions.url.startsWith('/api/docs')) return;
      const header = request.headers.authorization;
      const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
      if (!match) throw unauthorized(text('apiErrors.bearerMissing'));
      if (isApiKey(match[1])) {
        const key = await useKey(app.db, match[1], request.ip);
        // One answer for unknown, revoked and expired keys: nothing to learn about which keys exist.
        if (!key) throw unauthorized(text('apiErrors.apiKeys.invalid'), 'INVALID_API_KEY');
        limitKey(reply, key.windowCount, key.windowStart, app.config.apiKeyRateLimit);
        request.auth = {
          userId: key.userId,
          loginId: key.loginId,
          sessionId: `apikey-${key.apiKeyId}`,
          memberships: [key.membership],
          isPlatformUser: false,
          apiKey: { apiKeyId: key.apiKeyId, scopes: key.scopes },
        };
        return;
      }
      const claims = await verifyAccessToken(app.config.jwtSecret, match[1]);
      const known = config.foldsCallerCheck ? app[KNOWN_CALLERS].get(callerKey(claims)) : undefined;
      if (known) {
        request.auth = known.auth;
        request[UNCONFIRMED] = { claims, known };
        return;
      }
      await readCaller(request, claims);
    });
  },
  { name: 'authentication', dependencies: ['config', 'db'] },
);
