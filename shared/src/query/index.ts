// @haulstop/shared/query: the one server-state layer (TanStack Query) of host and remotes.
// Reads: a domain module of @haulstop/shared/api + useQuery / usePagedQuery. Writes: useApiMutation.
export { queryClient, createQueryClient, shouldRetry } from './query-client';
export { QueryProvider } from './QueryProvider';
export { orgKey, useOrgKey, currentOrgKey, keyMatches, type OrgKey } from './keys';
export {
  usePagedQuery,
  pagedQueryOptions,
  pagedTableState,
  prefetchFirstPage,
  cleanParams,
  toPage,
  type PagedQuery,
  type PageRequest,
  type QueryParams,
} from './usePagedQuery';
export { useApiMutation, type ApiMutationOptions } from './useApiMutation';
export { useDeferredAnswer, type AnswerSource } from './useDeferredAnswer';
export { useDebouncedValue } from './useDebouncedValue';
export { useQuery, useQueryClient, queryOptions, type QueryClient } from '@tanstack/react-query';
