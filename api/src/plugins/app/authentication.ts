import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { PLATFORM_ORG_ID } from '@haulstop/shared/constants';
import { hasAccessRule, type AccessAction, type NamedResource } from '@haulstop/shared/permissions';
import { AppError, text, unauthorized } from '../../lib/errors';
import { verifyAccessToken } from '../../modules/auth/tokens';
import { findCaller } from '../../modules/auth/repository';
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
  /** Member of the platform organisation (id 1): may read every organisation and act in any (SPEC §6). */
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
  }
}

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
 * Every route needs `Authorization: Bearer <access token>` unless its config says `public`.
 * The user, the memberships and the sign-in's state are re-read per request, in one query, so a
 * removed membership, a disabled account or a logout (on any API replica: the state is in the
 * database) takes effect on the very next request.
 */
export const authenticationPlugin = fp(
  async (app) => {
    app.decorateRequest('auth', null);
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
      const user = await findCaller(app.db, claims.userId, claims.sessionId);
      if (!user) throw unauthorized(text('apiErrors.accountDisabled'));
      if (!user.sessionLive) throw unauthorized(text('apiErrors.sessionEnded'), 'SESSION_ENDED');
      const memberships = user.memberships;
      request.auth = {
        userId: user.userId,
        loginId: user.loginId,
        name: { firstName: user.firstName, lastName: user.lastName },
        sessionId: claims.sessionId,
        memberships,
        isPlatformUser: memberships.some((m) => m.saasOrgId === PLATFORM_ORG_ID),
        apiKey: null,
      };
    });
  },
  { name: 'authentication', dependencies: ['config', 'db'] },
);
