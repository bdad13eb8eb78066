import { act, renderHook } from '@testing-library/react';
import { useDeferredAnswer, type AnswerSource } from '@haulstop/shared/query';

/** README "Adding a page", 6: a page renders its answer through this hook. */
const pending: AnswerSource<string[]> = { data: undefined, isPending: true, isError: false };
const answered = (data: string[]): AnswerSource<string[]> => ({ data, isPending: false, isError: false });

it('waits while the first answer is asked for, then shows it as the latest', async () => {
  const { result, rerender } = renderHook((query: AnswerSource<string[]>) => useDeferredAnswer(query), { initialProps: pending });
  expect(result.current).toEqual({ data: undefined, waiting: true, current: true });
  const first = ['Regina'];
  await act(async () => rerender(answered(first)));
  expect(result.current).toEqual({ data: first, waiting: false, current: true });
});

it('keeps the answer on screen until a new one has rendered, and says when the one shown is not the latest', async () => {
  const first = ['Regina'];
  const next = ['Regina', 'Calgary'];
  const seen: { data: string[] | undefined; current: boolean }[] = [];
  const { rerender } = renderHook(
    (query: AnswerSource<string[]>) => {
      const answer = useDeferredAnswer(query);
      seen.push({ data: answer.data, current: answer.current });
      return answer;
    },
    { initialProps: answered(first) },
  );
  seen.length = 0;
  await act(async () => rerender(answered(next)));
  // The query's update renders first with the old answer (not current), then the new one in a transition.
  expect(seen[0]).toEqual({ data: first, current: false });
  expect(seen.at(-1)).toEqual({ data: next, current: true });
});

it('does not wait on a failed first answer: the page shows its error', () => {
  const { result } = renderHook(() => useDeferredAnswer({ data: undefined, isPending: false, isError: true }));
  expect(result.current.waiting).toBe(false);
});
