import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

/** Security headers; the docs UI sets its own CSP for its static assets (swagger plugin). */
export const helmetPlugin = fp(
  async (app) => {
    await app.register(helmet, { global: true });
  },
  { name: 'helmet' },
);
