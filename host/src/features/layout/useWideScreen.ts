import { useSyncExternalStore } from 'react';

/** Wide enough for the drawer to sit beside the page instead of over it (Chakra's `lg`). */
const WIDE_QUERY = '(min-width: 992px)';

function subscribe(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const list = window.matchMedia(WIDE_QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

const snapshot = () => (typeof window.matchMedia === 'function' ? window.matchMedia(WIDE_QUERY).matches : true);

/** True on wide screens, re-rendering when the window crosses the breakpoint. */
export function useWideScreen(): boolean {
  return useSyncExternalStore(subscribe, snapshot, () => true);
}
