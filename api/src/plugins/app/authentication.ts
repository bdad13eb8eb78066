import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { PLATFORM_ORG_ID } from '@haulstop/shared/constants';
import { unauthorized } from '../../lib/errors';
import { verifyAccessToken } from '../../modules/auth/tokens';
import { findCaller } from '../../modules/auth/repository';
import type { Membership } from '../../modules/organizations/service';

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
  interface FastifyRequest {
    auth: AuthContext | null;
  }
  interface FastifyContextConfig {
    /** The route needs no bearer token (login, refresh, health, signed files, docs). */
    public?: boolean;
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
    app.addHook('onRequest', async (request) => {
      const config = request.routeOptions.config;
      // Unknown routes (404) and the docs UI have no route config of ours.
      if (!request.routeOptions.url || config?.public || request.routeOptions.url.startsWith('/api/docs')) return;
      const header = request.headers.authorization;
      const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
      if (!match) throw unauthorized('Sign in to continue: the Authorization bearer token is missing');
      const claims = await verifyAccessToken(app.config.jwtSecret, match[1]);
      const user = await findCaller(app.db, claims.userId, claims.sessionId);
      if (!user) throw unauthorized('This account no longer exists or is disabled');
      if (!user.sessionLive) throw unauthorized('Your session has ended. Please sign in again.', 'SESSION_ENDED');
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
