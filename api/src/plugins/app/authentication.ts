import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { PLATFORM_ORG_ID } from '@haulstop/shared/constants';
import { hasAccessRule, type AccessAction, type NamedResource } from '@haulstop/shared/permissions';
import { unauthorized, text } from '../../lib/errors';
import { verifyAccessToken } from '../../modules/auth/tokens';
import { findCaller } from '../../modules/auth/repository';
import type { Membership } from '../../modules/organizations/service';

export type RouteAccess = 'public' | 'user' | 'org' | 'platform';
export const ROUTE_ACCESS: readonly RouteAccess[] = ['public', 'user', 'org', 'platform'];

/** Who is calling: set on every authenticated request. */
export interface AuthContext {
  userId: number;
  loginId: string;
  /** The refresh-token family this access token belongs to (one sign-in). */
  sessionId: string;
  memberships: Membership[];
  /** Member of the platform organisation (id 1): may read every organisation and act in any (SPEC §6). */
  isPlatformUser: boolean;
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
    app.addHook('onRequest', async (request) => {
      const config = request.routeOptions.config;
      // Unknown routes (404) and the docs UI have no route config of ours.
      if (!request.routeOptions.url || config?.access === 'public' || request.routeOptions.url.startsWith('/api/docs')) return;
      const header = request.headers.authorization;
      const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
      if (!match) throw unauthorized('Sign in to continue: the Authorization bearer token is missing');
      const claims = await verifyAccessToken(app.config.jwtSecret, match[1]);
      const user = await findCaller(app.db, claims.userId, claims.sessionId);
      if (!user) throw unauthorized(text('apiErrors.accountDisabled'));
      if (!user.sessionLive) throw unauthorized(text('apiErrors.sessionEnded'), 'SESSION_ENDED');
      const memberships = user.memberships;
      request.auth = {
        userId: user.userId,
        loginId: user.loginId,
        sessionId: claims.sessionId,
        memberships,
        isPlatformUser: memberships.some((m) => m.saasOrgId === PLATFORM_ORG_ID),
      };
    });
  },
  { name: 'authentication', dependencies: ['config', 'db'] },
);
