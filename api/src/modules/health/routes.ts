import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { responses } from '../../lib/schemas';

export const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/health',
    {
      config: { access: 'public' },
      schema: {
        tags: ['health'],
        summary: 'Liveness: the API answers and its database responds',
        security: [],
        response: responses({ 200: Type.Object({ status: Type.Literal('ok') }) }),
      },
    },
    async () => {
      await app.db.query('SELECT 1');
      return { status: 'ok' as const };
    },
  );
};
