import { lazy, Suspense, useSyncExternalStore } from 'react';
import { TOASTS_NEEDED_EVENT } from '@haulstop/shared/constants';

const Toasts = lazy(() => import('./Toasts').then((m) => ({ default: m.Toasts })));

// Listening from the host's start, before anything can show a toast (notify is in the auth module).
let needed = false;
const listeners = new Set<() => void>();
if (typeof window !== 'undefined') {
  window.addEventListener(
    TOASTS_NEEDED_EVENT,
    () => {
      needed = true;
      listeners.forEach((listener) => listener());
    },
    { once: true },
  );
}
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
const isNeeded = () => needed;

/**
 * THE toast container, mounted at the first toast (notify announces it) rather than at
 * start: the login page shows none, so it loads no toast library. The first toast waits
 * in react-toastify's queue until the container is here, then shows.
 */
export function ToastsOnDemand() {
  const show = useSyncExternalStore(subscribe, isNeeded, isNeeded);
  return show ? (
    <Suspense fallback={null}>
      <Toasts />
    </Suspense>
  ) : null;
}
