import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';

/**
 * OpenAPI document generated from the route schemas, and a browsable UI at /api/docs. The UI
 * serves its own bundled assets, so it works without network access.
 */
export const swaggerPlugin = fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'Haulstop API',
          version: '1.0.0',
          description:
            'Truck parking, reservations, fleets and money. Errors always answer `{ statusCode, errorCode, errorMessage }`. ' +
            'Org-scoped calls take the current organisation in the `X-Org-Id` header (its saasOrgId).',
        },
        servers: [{ url: app.config.publicUrl }],
        components: {
          securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        },
        security: [{ bearerAuth: [] }],
      },
    });
    await app.register(swaggerUi, {
      routePrefix: '/api/docs',
      staticCSP: true,
      // Same reason as in helmet.ts: the API may be served over plain HTTP.
      transformStaticCSP: (header) => header.replace(/\s*upgrade-insecure-requests;?/, ''),
      uiConfig: { deepLinking: true },
    });
  },
  { name: 'swagger', dependencies: ['config'] },
);
