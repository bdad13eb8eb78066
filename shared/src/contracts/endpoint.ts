import type { Static, TSchema } from 'typebox';
import type { AccessAction, NamedResource } from '@haulstop/shared/permissions';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call an endpoint, as the API checks it before the handler:
 * - 'public': no bearer token;
 * - 'user': any signed-in user, the handler checks the record is the caller's;
 * - 'org': acts in the current organisation (X-Org-Id);
 * - 'platform': members of the platform organisation only.
 * Every endpoint not public names the canAccess rule (resource, action) the console asks too.
 */
export type EndpointAccess =
  | { access: 'public' }
  | {
      access: 'user' | 'org' | 'platform';
      resource: NamedResource;
      action: AccessAction;
      /** The path parameter naming an organisation, which must be the current one (else 404). */
      orgParam?: string;
      /** The handler's own statement re-checks the caller (the API's readWithCallerCheck). */
      foldsCallerCheck?: boolean;
    };

/** A TanStack Query key prefix: a read is cached under its endpoint's `cache`, a write makes prefixes stale. */
export type CacheKey = readonly unknown[];

/**
 * One endpoint, written once: the API registers its route from it (validation, OpenAPI, access),
 * the client derives its fetcher and hooks from it. Schemas are TypeBox; the types are Static<> of them.
 */
export interface EndpointDefinition {
  method: HttpMethod;
  /** The path the client calls, parameters as `:name` (`/api/parkingLots/:parkingLotId`). */
  path: `/api/${string}`;
  tags?: readonly string[];
  summary?: string;
  description?: string;
  headers?: TSchema;
  params?: TSchema;
  query?: TSchema;
  body?: TSchema;
  /** Media types of an answer that is not JSON (a CSV, a PDF). */
  produces?: readonly string[];
  /** Every answer by status: the success (the lowest 2xx) and the refusals the docs list. */
  response: Readonly<Record<number, TSchema>>;
  access: EndpointAccess;
  /** A read: the cache key prefix its answers are kept under (its arguments follow). */
  cache?: CacheKey;
  /** A write: the cache key prefixes its success makes stale, in every organisation. */
  invalidates?: readonly CacheKey[];
}

/**
 * Declares an endpoint; the literal types are kept, so params, query, body and answer are typed.
 * @example
 * export const getLot = defineEndpoint({ method: 'GET', path: '/api/parkingLots/:parkingLotId', params: LotParams,
 *   response: responses({ 200: ParkingLotDetail }), access: { access: 'org', resource: 'parkingLots', action: 'view' }, cache: LOTS_CACHE });
 */
export function defineEndpoint<const D extends EndpointDefinition>(definition: D): D {
  return definition;
}

/** What a domain's endpoints share, declared once: their docs tags, the headers they read, their access. */
export type EndpointDefaults = Partial<Pick<EndpointDefinition, 'tags' | 'headers' | 'access'>>;

/** An endpoint of a domain: what the domain's defaults give may be left out, or named to differ from them. */
export type DomainEndpoint<S extends EndpointDefaults> = Omit<EndpointDefinition, keyof S> &
  Partial<Pick<EndpointDefinition, keyof S & keyof EndpointDefinition>>;

/** A domain's endpoint as defined: the defaults it did not name, then its own fields. */
export type WithDefaults<S, D> = Omit<S, keyof D> & D;

/**
 * A domain's `defineEndpoint`: each definition gets the defaults it does not name itself (its own win),
 * and keeps its literal types, so params, query, body and answer stay typed.
 * @example
 * const defineWebhookEndpoint = endpointsOf({ tags: ['webhooks'], headers: OrgHeader });
 * export const listWebhookEndpoints = defineWebhookEndpoint({ method: 'GET', path: '/api/webhooks/endpoints',
 *   response: responses({ 200: Type.Array(WebhookEndpoint) }), access: view, cache: WEBHOOKS_CACHE });
 */
export function endpointsOf<const S extends EndpointDefaults>(defaults: S) {
  return <const D extends DomainEndpoint<S>>(definition: D): WithDefaults<S, D> => ({ ...defaults, ...definition });
}

type SuccessStatus = 200 | 201 | 202 | 204;
type StaticOf<S> = S extends TSchema ? Static<S> : never;

/** The body of the endpoint's success answer. */
export type EndpointResult<D extends EndpointDefinition> = StaticOf<D['response'][Extract<keyof D['response'], SuccessStatus>]>;
export type EndpointParams<D> = D extends { params: infer S extends TSchema } ? Static<S> : undefined;
export type EndpointQuery<D> = D extends { query: infer S extends TSchema } ? Static<S> : undefined;
export type EndpointBody<D> = D extends { body: infer S extends TSchema } ? Static<S> : undefined;
/** Headers a caller may add (an Idempotency-Key); the API client sets the token and X-Org-Id itself. */
export type EndpointHeaders<D> = D extends { headers: infer S extends TSchema } ? Partial<Static<S>> : undefined;

/** What a caller passes: params and body when the endpoint declares them; the query is always optional. */
export type EndpointArgs<D extends EndpointDefinition> = (D extends { params: TSchema } ? { params: EndpointParams<D> } : { params?: undefined }) &
  (D extends { query: TSchema } ? { query?: EndpointQuery<D> } : { query?: undefined }) &
  (D extends { body: TSchema } ? { body: EndpointBody<D> } : { body?: undefined }) &
  (D extends { headers: TSchema } ? { headers?: EndpointHeaders<D> } : { headers?: undefined });

/** The status of the endpoint's success answer: the lowest 2xx it declares (200 when none). */
export function successStatus(definition: EndpointDefinition): number {
  const statuses = Object.keys(definition.response)
    .map(Number)
    .filter((status) => status >= 200 && status < 300);
  return statuses.length ? Math.min(...statuses) : 200;
}

/** The URL of a call: each `:name` of the path replaced by its parameter, URL-encoded. */
export function endpointUrl(definition: Pick<EndpointDefinition, 'path'>, params?: Readonly<Record<string, unknown>>): string {
  return definition.path.replace(/:(\w+)/g, (_match, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`${definition.path}: parameter ${name} is missing`);
    return encodeURIComponent(String(value));
  });
}

/** Is this value an endpoint definition? (A domain's contract module also exports its schemas and cache keys.) */
export const isEndpointDefinition = (value: unknown): value is EndpointDefinition =>
  typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'access' in value && 'response' in value;

/** The endpoint definitions a domain's contract module exports. */
export const definitionsIn = (module: Readonly<Record<string, unknown>>): EndpointDefinition[] => Object.values(module).filter(isEndpointDefinition);
