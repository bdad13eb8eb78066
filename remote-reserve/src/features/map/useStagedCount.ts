import { startTransition, useEffect, useState } from 'react';

/**
 * How many of `total` items a long list renders: `batch` (what fits on the first screen) until that
 * screen has been painted, then `batch` more after each paint, in transitions, until all are there.
 * Each commit, and the style and layout after it, then holds a few items, not the whole list (one
 * long task); the rest follow within a few frames, for scrolling, find-in-page and screen readers.
 * Only the first showing is staged: once all were shown, a longer list renders at once.
 * Render each item through a memoised component (DriverLotList's DriverLotCard), so that a batch
 * renders its new items only, not again every item already shown.
 */
export function useStagedCount(total: number, batch: number): number {
  const [shown, setShown] = useState(batch);
  const staged = shown < total;
  useEffect(() => {
    if (!staged) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The frame after this commit's paint, then a task of its own: a batch never delays the one before on screen.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setShown((n) => (n + batch >= total ? Infinity : n + batch))), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [staged, shown, total, batch]);
  return Math.min(shown, total);
}
