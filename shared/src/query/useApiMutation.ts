import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { errorFieldOf, errorMessageOf, notify } from '@haulstop/shared/feedback';
import { keyMatches } from './keys';

export type ApiMutationOptions<TInput, TResult> = {
  mutationFn: (input: TInput) => Promise<TResult>;
  /** translated text of the success toast; none when omitted */
  successMessage?: string;
  /** shown when the server gives no errorMessage; else the error's own message */
  errorFallback?: string;
  /** keys whose cached answers are stale after this write: prefix match, in every organisation */
  invalidates?: readonly QueryKey[];
  onSuccess?: (result: TResult, input: TInput) => void;
  /**
   * called when the server names the field at fault (errorField); true when the message is now
   * shown at that field (no toast then), false to have it toasted: useValidatedForm's serverError
   */
  onFieldError?: (field: string, message: string) => boolean;
};

/**
 * The one way to write (bulletproof-react style): a busy flag for the save button, the server's
 * errorMessage as a toast (or at the field it names), a success toast, and the cache entries the
 * write made stale invalidated. Nothing the user typed is touched on failure: the form keeps its values.
 * @example
 * const save = useApiMutation({ mutationFn: saveNetworkConfiguration, successMessage: t('messages.updatedSuccessfully'),
 *   invalidates: [organizationKeys.all] });
 * <Button loading={save.isPending} onClick={() => save.mutate(values)} />
 */
export function useApiMutation<TInput, TResult>(options: ApiMutationOptions<TInput, TResult>) {
  const client = useQueryClient();
  return useMutation<TResult, unknown, TInput>({
    // Only the input: TanStack passes a context second, which a fetcher could take for something else.
    mutationFn: (input) => options.mutationFn(input),
    onSuccess: async (result, input) => {
      const stale = options.invalidates ?? [];
      if (stale.length) await client.invalidateQueries({ predicate: (query) => stale.some((prefix) => keyMatches(query.queryKey, prefix)) });
      if (options.successMessage) notify.success(options.successMessage);
      options.onSuccess?.(result, input);
    },
    onError: (error) => {
      const message = errorMessageOf(error, options.errorFallback);
      const field = errorFieldOf(error);
      if (!(field && options.onFieldError?.(field, message))) notify.error(message);
    },
  });
}
