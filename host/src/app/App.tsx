import { RouterProvider } from 'react-router-dom';
import type { AppRouter } from './routes';
import { ToastsOnDemand } from './toasts-on-demand';

/**
 * The console: the router and the one toast container (mounted at the first toast). The Chakra context and the query cache come
 * with the guarded area (guarded-area.tsx) and the lazily loaded public forms: the login page draws
 * plain elements, so its first load carries no design system.
 */
export function App({ router }: { router: AppRouter }) {
  return (
    <>
      <RouterProvider router={router} />
      <ToastsOnDemand />
    </>
  );
}
