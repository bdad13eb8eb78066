import type { FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { Static, TSchema } from 'typebox';
import {
  successStatus,
  type EndpointBody,
  type EndpointDefinition,
  type EndpointParams,
  type EndpointQuery,
  type EndpointResult,
} from '@haulstop/shared/contracts/endpoint';

/** The request a definition's handler gets: params, query and body as its schemas type them (validated before). */
export type EndpointRequest<D extends EndpointDefinition> = FastifyRequest & {
  params: EndpointParams<D>;
  query: EndpointQuery<D>;
  body: EndpointBody<D>;
  headers: FastifyRequest['headers'] & (D extends { headers: infer S extends TSchema } ? Static<S> : unknown);
};

/** What a handler answers: the success body (nothing for a 204), or the reply it sent itself. */
type HandlerResult<D extends EndpointDefinition> = EndpointResult<D> extends null ? void | null : EndpointResult<D> | FastifyReply;

export type EndpointHandler<D extends EndpointDefinition> = (request: EndpointRequest<D>, reply: FastifyReply) => Promise<HandlerResult<D>>;

/** Route options only the server has (body limit, rate limit, …): everything else comes from the definition. */
export type ServerRouteOptions = Partial<Pick<RouteOptions, 'bodyLimit' | 'preHandler' | 'onRequest'>> & { config?: Record<string, unknown> };

/** The Fastify schema of a definition: what validates the request and the answer and what the OpenAPI document shows. */
export function routeSchema(definition: EndpointDefinition) {
  const { tags, summary, description, headers, params, query, body, produces, response } = definition;
  const schema: Record<string, unknown> = {
    tags: tags ? [...tags] : undefined,
    summary,
    description,
    headers,
    params,
    querystring: query,
    body,
    produces: produces ? [...produces] : undefined,
    response,
  };
  // A public endpoint takes no bearer token: the document says so, over its default of bearerAuth.
  if (definition.access.access === 'public') schema.security = [];
  for (const key of Object.keys(schema)) if (schema[key] === undefined) delete schema[key];
  return schema;
}

/** The route config the authentication and authorization plugins read (the role matrix and tenancy tests are generated from it). */
export function routeConfig(definition: EndpointDefinition): Record<string, unknown> {
  return { ...definition.access };
}

/**
 * Registers a route from its endpoint definition: method, path, schemas and access config all come
 * from the one definition, and the handler is typed by it. The success status is the definition's
 * (201 for a create, 204 with no body for a delete), so a handler returns only the answer.
 * @example registerEndpoint(app, getLot, async (request) => write.getLot(app.db, await currentOrg(request), request.params.parkingLotId));
 */
export function registerEndpoint<D extends EndpointDefinition>(
  app: { prefix: string; route: (options: RouteOptions) => unknown },
  definition: D,
  handler: EndpointHandler<D>,
  options: ServerRouteOptions = {},
): void {
  // A definition carries the whole path the client calls; the route sits under the plugin's prefix (/api).
  if (!definition.path.startsWith(`${app.prefix}/`)) throw new Error(`${definition.path} is not under ${app.prefix}`);
  const status = successStatus(definition);
  app.route({
    ...options,
    method: definition.method,
    url: definition.path.slice(app.prefix.length),
    schema: routeSchema(definition),
    config: { ...options.config, ...routeConfig(definition) },
    handler: async (request, reply) => {
      reply.code(status);
      const answer = await handler(request as EndpointRequest<D>, reply);
      if (answer === reply) return reply;
      return answer ?? null;
    },
  });
}
