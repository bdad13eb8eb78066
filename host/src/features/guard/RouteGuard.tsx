import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { LANDING_ROUTE, ROUTE_GUARD_DELAY_MS } from '@haulstop/shared/constants';
import type { GuardDecision } from './guard-decision';
import { GuardWait } from './GuardWait';

type Props = {
  /** Decides for the current path; reads the session at call time. */
  decide: (pathname: string) => GuardDecision;
  children: ReactNode;
  delayMs?: number;
  /** When the guarded area was entered (performance.now()); the wait counts from then. Default: the guard's mount. */
  enteredAt?: number;
};

/**
 * SPEC §2.2: waits 1 s showing 'Loading...' (a skeleton of the console; the text for screen
 * readers) before deciding, then lets the route through or redirects to '/' replacing history.
 * The wait happens when the guarded area is entered (counted from `enteredAt`: the time its code
 * took to arrive is part of the wait, not added to it); later navigation inside it is decided at
 * once (the token cannot appear by waiting again).
 */
export function RouteGuard({ decide, children, delayMs = ROUTE_GUARD_DELAY_MS, enteredAt }: Props) {
  const { pathname } = useLocation();
  const [waited, setWaited] = useState(false);

  const [start] = useState(() => enteredAt ?? performance.now());

  useEffect(() => {
    // A transition: React renders the console (header, drawer, the page) in slices that leave the
    // main thread free between them, not in one long task (issue 6: Lighthouse's blocking time).
    const timer = setTimeout(() => startTransition(() => setWaited(true)), Math.max(0, delayMs - (performance.now() - start)));
    return () => clearTimeout(timer);
  }, [delayMs, start]);

  if (!waited) {
    return <GuardWait />;
  }
  const decision = decide(pathname);
  if (decision === 'login') return <Navigate to="/" replace />;
  if (decision === 'landing') return <Navigate to={LANDING_ROUTE} replace />;
  return <>{children}</>;
}
