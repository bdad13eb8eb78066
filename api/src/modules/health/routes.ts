import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { getHealth } from '@haulstop/shared/contracts/health';
import { registerEndpoint } from '../../lib/register-endpoint';

export const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  registerEndpoint(app, getHealth, async () => {
    await app.db.query('SELECT 1');
    return { status: 'ok' as const };
  });
};
