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
            'Org-scoped calls take the current organisation in the `X-Org-Id` header (its saasOrgId). ' +
            'A PUT keeps the stored value of a field its body leaves out (an explicit null clears a nullable field).',
        },
        servers: [{ url: app.config.publicUrl }],
        components: {
          securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        },
        security: [{ bearerAuth: [] }],
      },
      // A wildcard route (`/files/*`) becomes a named path parameter: `{*}` is no OpenAPI template
      // a client or validator can match.
      transform: ({ schema, url }) => {
        if (!url.includes('*')) return { schema, url };
        const params = (schema as { params?: { properties?: Record<string, unknown>; required?: string[] } }).params;
        const renamed = params?.properties ? { ...params, properties: { objectPath: params.properties['*'] }, required: ['objectPath'] } : params;
        return { schema: { ...schema, params: renamed } as typeof schema, url: url.replace('*', '{objectPath}') };
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
