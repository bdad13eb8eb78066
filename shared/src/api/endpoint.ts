import { keepPreviousData, useQuery, type QueryClient } from '@tanstack/react-query';
import { apiClient } from '@haulstop/shared/auth';
import type { Page } from '@haulstop/shared/contracts';
import { endpointUrl, type EndpointArgs, type EndpointDefinition, type EndpointQuery, type EndpointResult } from '@haulstop/shared/contracts/endpoint';
import {
  cleanParams,
  currentOrgKey,
  prefetchFirstPage,
  useApiMutation,
  useOrgKey,
  usePagedQuery,
  type ApiMutationOptions,
  type PageRequest,
  type QueryParams,
} from '@haulstop/shared/query';

// The client half of the endpoint definitions (@haulstop/shared/contracts/<domain>): one fetcher
// and three hook factories derived from a definition, so no endpoint has a hand-written fetcher
// and no page chooses the cache entries a write makes stale.

type CallArgs<D extends EndpointDefinition> = EndpointArgs<D> & {
  signal?: AbortSignal;
  /** The organisation the call acts in (X-Org-Id) when it is not the session's, e.g. the platform's own list read from inside another organisation. */
  actingIn?: number;
};

/**
 * The organisation a call acts in, when the call decides it: the one it names with `actingIn`, else
 * the one the path names when the endpoint acts only in the organisation of its path (`orgParam`:
 * the API answers 404 when X-Org-Id is another); otherwise the session's (the API client's default).
 */
function actingOrganization(definition: EndpointDefinition, args: { params?: unknown; actingIn?: number }): number | undefined {
  if (args.actingIn !== undefined) return args.actingIn;
  const orgParam = definition.access.access === 'public' ? undefined : definition.access.orgParam;
  const named = orgParam ? (args.params as Record<string, unknown> | undefined)?.[orgParam] : undefined;
  return named === undefined ? undefined : Number(named);
}

/** A header as HTTP writes it (`Idempotency-Key`, `If-Match`): a definition names headers in Fastify's lower case. */
const headerName = (name: string) => name.replace(/(^|-)([a-z])/g, (_match, dash: string, letter: string) => dash + letter.toUpperCase());

/**
 * The caller's headers a call sends: those its definition declares (an Idempotency-Key, the If-Match
 * of the version a change was made against), as HTTP writes them. Another is left out: the API
 * neither documents nor reads it.
 */
function declaredHeaders(definition: EndpointDefinition, given: Readonly<Record<string, unknown>>): Record<string, string> {
  const declared = new Set(Object.keys((definition.headers as { properties?: Record<string, unknown> } | undefined)?.properties ?? {}));
  return Object.fromEntries(
    Object.entries(given)
      .filter(([name, value]) => declared.has(name.toLowerCase()) && value !== undefined && value !== null)
      .map(([name, value]) => [headerName(name.toLowerCase()), String(value)]),
  );
}

/**
 * Calls an endpoint through the one API client (its base URL, token and X-Org-Id); empty query
 * values are left out, as a filter set to All. A public endpoint is called without the bearer token
 * and organisation (as login and sign-up are), so a stale session neither refreshes nor refuses it.
 * @example const lot = await callEndpoint(getLot, { params: { parkingLotId: 3 } });
 */
export async function callEndpoint<D extends EndpointDefinition>(definition: D, args: CallArgs<D>): Promise<EndpointResult<D>> {
  const url = endpointUrl(definition, args.params as Record<string, unknown> | undefined);
  const config: {
    params?: Record<string, string | number | boolean>;
    signal?: AbortSignal;
    headers?: Record<string, string>;
    skipAuth?: boolean;
  } = {};
  if (args.query) config.params = cleanParams(args.query as QueryParams);
  if (args.headers) config.headers = declaredHeaders(definition, args.headers as Record<string, unknown>);
  if (args.signal) config.signal = args.signal;
  if (definition.access.access === 'public') config.skipAuth = true;
  const acting = actingOrganization(definition, args);
  if (acting !== undefined) config.headers = { ...config.headers, 'X-Org-Id': String(acting) };
  const { method } = definition;
  const { data } =
    method === 'GET' || method === 'DELETE'
      ? await apiClient[method === 'GET' ? 'get' : 'delete']<EndpointResult<D>>(url, config)
      : await apiClient[method === 'POST' ? 'post' : method === 'PUT' ? 'put' : 'patch']<EndpointResult<D>>(url, args.body, config);
  return data;
}

/**
 * The cache key of a read (without the organisation, which the hooks put first): the definition's
 * `cache` prefix, its path, then its arguments (the body too, for a read sent as a POST: a quote).
 * A write naming the prefix in `invalidates` reaches it.
 */
export function endpointKey<D extends EndpointDefinition>(definition: D, args?: Pick<EndpointArgs<D>, 'params' | 'query' | 'body'>): unknown[] {
  const parts: unknown[] = [...(definition.cache ?? []), definition.path];
  if (args?.params) parts.push(args.params);
  if (args?.query) parts.push(cleanParams(args.query as QueryParams));
  if (args?.body !== undefined) parts.push(args.body);
  return parts;
}

/** How a read is kept: fresh for `staleTime` ms, asked once when `retry` is false (a refusal that is an answer), the last answer shown while a new one loads. */
type ReadOptions<D extends EndpointDefinition, TData> = {
  enabled?: boolean;
  select?: (answer: EndpointResult<D>) => TData;
  retry?: boolean;
  staleTime?: number;
  keepPrevious?: boolean;
};

/**
 * A read in the current organisation through the shared query cache.
 * @example const lot = useEndpointQuery(getLot, { params: { parkingLotId } }, { enabled: parkingLotId !== null });
 */
export function useEndpointQuery<D extends EndpointDefinition, TData = EndpointResult<D>>(
  definition: D,
  args: EndpointArgs<D>,
  options: ReadOptions<D, TData> = {},
) {
  return useQuery({
    queryKey: useOrgKey(...endpointKey(definition, args)),
    queryFn: ({ signal }) => callEndpoint(definition, { ...args, signal }),
    enabled: options.enabled,
    select: options.select,
    ...(options.retry === undefined ? {} : { retry: options.retry }),
    ...(options.staleTime === undefined ? {} : { staleTime: options.staleTime }),
    ...(options.keepPrevious ? { placeholderData: keepPreviousData } : {}),
  });
}

/** Starts a read in the current organisation, into the entry useEndpointQuery reads (a page module's `prefetch`). */
export const prefetchEndpoint = <D extends EndpointDefinition>(client: QueryClient, definition: D, args: EndpointArgs<D>) =>
  client.prefetchQuery({ queryKey: currentOrgKey(...endpointKey(definition, args)), queryFn: ({ signal }) => callEndpoint(definition, { ...args, signal }) });

type ItemOf<D extends EndpointDefinition> = EndpointResult<D> extends Page<infer T> ? T : never;
/** A paged endpoint's arguments without the page, which the list keeps. */
type PageArgs<D extends EndpointDefinition> = Omit<EndpointArgs<D>, 'query'> & { query?: Omit<NonNullable<EndpointQuery<D>>, 'page' | 'size'> };

const pageFetcher =
  <D extends EndpointDefinition>(definition: D, args: PageArgs<D>) =>
  (request: PageRequest) => {
    // The page joins the caller's filter; TypeScript cannot follow the conditional argument types through the spread.
    const call = { ...args, query: { ...args.query, page: request.page, size: request.size }, signal: request.signal } as unknown as CallArgs<D>;
    return callEndpoint(definition, call) as Promise<Page<ItemOf<D>>>;
  };

/**
 * One paged list of a paged endpoint (usePagedQuery: back to the first page when the filter changes).
 * @example const lots = useEndpointPage(listLots, { query: { search } }); <PagedTable {...pagedTableState(lots)} />
 */
export const useEndpointPage = <D extends EndpointDefinition>(
  definition: D,
  args: PageArgs<D>,
  options: { size?: number; enabled?: boolean; refreshMs?: number } = {},
) => usePagedQuery(endpointKey(definition, args as EndpointArgs<D>), pageFetcher(definition, args), options);

/** Starts the first page of a paged endpoint in the current organisation, into the entry useEndpointPage reads. */
export const prefetchEndpointPage = <D extends EndpointDefinition>(client: QueryClient, definition: D, args: PageArgs<D>) =>
  prefetchFirstPage(client, endpointKey(definition, args as EndpointArgs<D>), pageFetcher(definition, args));

/**
 * A write: useApiMutation (busy flag, toasts, field errors) with the cache entries the definition
 * names in `invalidates` made stale on success.
 * @example const save = useEndpointMutation(updateLot, { successMessage: t('admin.parkingLots.saved') });
 * save.mutate({ params: { parkingLotId }, body: input });
 */
export function useEndpointMutation<D extends EndpointDefinition>(
  definition: D,
  options: Omit<ApiMutationOptions<EndpointArgs<D>, EndpointResult<D>>, 'mutationFn' | 'invalidates'> = {},
) {
  return useApiMutation<EndpointArgs<D>, EndpointResult<D>>({
    ...options,
    mutationFn: (args) => callEndpoint(definition, args),
    invalidates: definition.invalidates,
  });
}

/**
 * A write whose caller shapes the call itself (a dialog merging the loaded record with its edits, a
 * form choosing create or update): useApiMutation with the cache entries the definition names in
 * `invalidates` made stale on success, as useEndpointMutation.
 * @example const save = useEndpointWrite(updateUser, updateProfile, { successMessage: t('messages.updatedSuccessfully') });
 */
export function useEndpointWrite<D extends EndpointDefinition, TInput, TResult>(
  definition: D,
  mutationFn: (input: TInput) => Promise<TResult>,
  options: Omit<ApiMutationOptions<TInput, TResult>, 'mutationFn' | 'invalidates'> = {},
) {
  return useApiMutation<TInput, TResult>({ ...options, mutationFn, invalidates: definition.invalidates });
}
