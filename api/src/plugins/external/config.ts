import fp from 'fastify-plugin';
import type { AppConfig } from '../../config/env';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
  }
}

/** Makes the validated configuration available as `app.config`. */
export const configPlugin = fp<{ config: AppConfig }>(
  async (app, { config }) => {
    app.decorate('config', config);
  },
  { name: 'config' },
);
