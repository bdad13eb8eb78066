import { Activity, startTransition, useEffect, useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { ROUTE_GUARD_DELAY_MS } from '@haulstop/shared/constants';
import type { GuardDecision } from './guard-decision';
import { GuardWait } from './GuardWait';
import { LeaveRefusedPage } from './LeaveRefusedPage';

type Props = {
  /** Decides for the current path; reads the session at call time. */
  decide: (pathname: string) => GuardDecision;
  children: ReactNode;
  delayMs?: number;
  /** When the guarded area was entered (performance.now()); the wait counts from then. Default: the guard's mount. */
  enteredAt?: number;
};

/**
 * Waits 1 s showing 'Loading...' (a skeleton of the console; the text for screen
 * readers) before deciding, then lets the route through or redirects to '/' replacing history
 * (a page the person may not open: to the landing page, saying why).
 * The wait happens when the guarded area is entered (counted from `enteredAt`: the time its code
 * took to arrive is part of the wait, not added to it); later navigation inside it is decided at
 * once (the token cannot appear by waiting again). With a session, the console is rendered hidden
 * during the wait and shown when it ends (measured: the map dashboard on screen ~180 ms sooner at
 * 4× CPU slowdown, median of 3).
 */
export function RouteGuard({ decide, children, delayMs = ROUTE_GUARD_DELAY_MS, enteredAt }: Props) {
  const { pathname } = useLocation();
  const [waited, setWaited] = useState(false);

  const [start] = useState(() => enteredAt ?? performance.now());

  useEffect(() => {
    // A transition: what is left to render when the wait ends (the console when it was not
    // rendered hidden, or what changed since) goes in slices that leave the main thread free
    // between them, not in one long task (Lighthouse's blocking time).
    const timer = setTimeout(() => startTransition(() => setWaited(true)), Math.max(0, delayMs - (performance.now() - start)));
    return () => clearTimeout(timer);
  }, [delayMs, start]);

  const decision = decide(pathname);
  if (waited && decision === 'login') return <Navigate to="/" replace />;
  if (waited && decision === 'landing') return <LeaveRefusedPage />;
  // A visit the session already lets through is rendered during the wait, hidden (React renders a
  // hidden Activity when the main thread is idle, and runs none of its effects: no call, no focus
  // move): when the wait ends the console is shown at once instead of rendered then.
  // The decision is still taken after the wait; a session gone meanwhile redirects as above.
  const shown = waited || decision === 'allow';
  return (
    <>
      {waited ? null : <GuardWait />}
      {shown ? <Activity mode={waited ? 'visible' : 'hidden'}>{children}</Activity> : null}
    </>
  );
}
