import { useEffect, useState } from 'react';

/**
 * `value` once it has stopped changing for `delayMs`: a search typed letter by letter is asked of
 * the server once the driver pauses, not once a keystroke.
 * @example const typed = useDebouncedValue(place, 300);
 */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
