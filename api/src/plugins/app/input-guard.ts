import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, badRequest, text } from '../../lib/errors';

type SchemaNode = { type?: unknown; properties?: Record<string, SchemaNode>; anyOf?: SchemaNode[] };

/** Names of the whole-number fields of a params or querystring schema. */
function integerFields(schema: unknown): string[] {
  const properties = (schema as SchemaNode | undefined)?.properties ?? {};
  const isInteger = (node: SchemaNode): boolean => node.type === 'integer' || (node.anyOf ?? []).some(isInteger);
  return Object.entries(properties)
    .filter(([, node]) => isInteger(node))
    .map(([name]) => name);
}

const PLAIN_DECIMAL = /^-?\d{1,15}$/;

function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 32 || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((item) => containsNul(item, depth + 1));
  return Object.entries(value).some(([key, item]) => key.includes('\u0000') || containsNul(item, depth + 1));
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Filled by the input guard: whole-number fields of params and querystring. */
    integerFields?: { params: string[]; querystring: string[] };
  }
}

/** The refusal of a request's params, query or body, or undefined when they pass (see inputGuardPlugin). */
function inputProblem(request: FastifyRequest): AppError | undefined {
  if (containsNul(request.params) || containsNul(request.query) || containsNul(request.body)) return badRequest(text('apiErrors.nulCharacters'));
  const fields = request.routeOptions.config?.integerFields;
  if (!fields) return undefined;
  for (const [part, names] of [
    ['params', fields.params],
    ['querystring', fields.querystring],
  ] as const) {
    const values = (part === 'params' ? request.params : request.query) as Record<string, unknown> | undefined;
    for (const name of names) {
      const raw = values?.[name];
      for (const value of Array.isArray(raw) ? raw : [raw]) {
        if (value === undefined || typeof value !== 'string') continue;
        if (!PLAIN_DECIMAL.test(value))
          return badRequest(text('apiErrors.wholeNumber', { field: name }), undefined, { field: name, paramKeys: { field: `fields.${name}` } });
      }
    }
  }
  return undefined;
}

/**
 * Checks every input before schema validation, for every route at once:
 * - an HTTP/1.1 request without a Host header is refused with 400;
 * - a NUL character in any text is refused with 400 (PostgreSQL cannot store it: SQLSTATE 22021
 *   would otherwise surface as a 500);
 * - whole numbers in the path and the query are plain decimals only. AJV's coercion uses JavaScript's
 *   Number(), which also reads '0x1F', '+1', '1e3' and ' 1' — ids that should not exist.
 */
export const inputGuardPlugin = fp(
  async (app) => {
    app.addHook('onRoute', (route) => {
      const schema = route.schema as { params?: unknown; querystring?: unknown } | undefined;
      route.config = { ...(route.config as object), integerFields: { params: integerFields(schema?.params), querystring: integerFields(schema?.querystring) } };
    });
    // HTTP/1.1 requires a Host header (RFC 9112 §3.2); HTTP/1.0 clients may leave it out.
    // Callback hooks, not async ones: they never wait, and every request would pay a promise each.
    app.addHook('onRequest', (request, _reply, done) => {
      done(
        request.raw.httpVersion === '1.1' && request.headers.host === undefined ? new AppError(400, 'BAD_REQUEST', text('apiErrors.noHostHeader')) : undefined,
      );
    });
    app.addHook('preValidation', (request, _reply, done) => done(inputProblem(request)));
  },
  { name: 'input-guard', dependencies: ['error-envelope'] },
);
