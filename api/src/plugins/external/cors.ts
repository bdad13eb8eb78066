import cors from '@fastify/cors';
import fp from 'fastify-plugin';

/** The console and each remote are separate origins (DESIGN §5); only those may call the API. */
export const corsPlugin = fp(
  async (app) => {
    await app.register(cors, {
      origin: app.config.corsOrigins,
      methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
      // Idempotency-Key: every money or capacity write sends one (DESIGN §7); without it here the
      // browser's preflight refuses those writes from the console's origins. If-Match: a change
      // made against what the page read (the remotes' versions) says which one it read.
      allowedHeaders: ['Authorization', 'Content-Type', 'X-Org-Id', 'X-XSRF-TOKEN', 'Idempotency-Key', 'If-Match'],
      maxAge: 600,
    });
  },
  { name: 'cors', dependencies: ['config'] },
);
