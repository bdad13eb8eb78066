import cors from '@fastify/cors';
import fp from 'fastify-plugin';

/** The console and each remote are separate origins (DESIGN §5); only those may call the API. */
export const corsPlugin = fp(
  async (app) => {
    await app.register(cors, {
      origin: app.config.corsOrigins,
      methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
      allowedHeaders: ['Authorization', 'Content-Type', 'X-Org-Id', 'X-XSRF-TOKEN'],
      maxAge: 600,
    });
  },
  { name: 'cors', dependencies: ['config'] },
);
