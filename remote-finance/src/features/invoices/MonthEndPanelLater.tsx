import { lazy, Suspense } from 'react';
import { Skeleton } from '@haulstop/shared/ui/display';

// Month-end is the platform's alone, and its form brings the design system's form kit and the rules:
// loaded only for a person who sees the panel, so the invoice list's first load carries neither.
const MonthEndPanel = lazy(() => import('./MonthEndPanel').then((m) => ({ default: m.MonthEndPanel })));

/** MonthEndPanel, its code loaded when it is first shown; its place (the panel's 106 px, any width) is kept meanwhile. */
export function MonthEndPanelLater() {
  return (
    <Suspense fallback={<Skeleton height="106px" maxW="640px" mb={4} />}>
      <MonthEndPanel />
    </Suspense>
  );
}
