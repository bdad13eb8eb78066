import type { ReportSort } from '@haulstop/shared/contracts';

/**
 * The next sort when a column's header is pressed: a new column sorts descending (the biggest
 * figures first, as people read reports), the same column flips.
 */
export function nextSort(current: ReportSort | null, key: string): ReportSort {
  if (current?.key === key) return { key, direction: current.direction === 'desc' ? 'asc' : 'desc' };
  return { key, direction: 'desc' };
}
