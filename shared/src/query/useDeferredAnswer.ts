import { useDeferredValue } from 'react';

/** What a page reads of a query to render its answer (TanStack's result has these). */
export interface AnswerSource<T> {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
}

/**
 * A query's answer rendered in a transition (React's time slices, `useDeferredValue`): a page whose
 * answer draws a map or a long list then never holds the main thread in one long task
 * (README "Adding a page", 6). The query's own update renders at once; the answer follows in slices.
 * - `data`: the answer on screen: until a new one has rendered, the one before.
 * - `waiting`: nothing to show yet: the first answer is still asked for, or still rendering.
 * - `current`: the answer on screen is the query's latest.
 * @example const lots = useDeferredAnswer(useMapLots()); if (lots.waiting) return <Spinner />;
 */
export function useDeferredAnswer<T>(query: AnswerSource<T>): { data: T | undefined; waiting: boolean; current: boolean } {
  const data = useDeferredValue(query.data);
  return { data, waiting: query.isPending || (data === undefined && !query.isError), current: data === query.data };
}
