import { RouterProvider } from 'react-router-dom';
import { UiProvider } from '@haulstop/shared/ui/core';
import type { AppRouter } from './routes';
import { Toasts } from './Toasts';

/** The console: the one Chakra context, the router and the one toast container (the query cache comes with the guarded area). */
export function App({ router }: { router: AppRouter }) {
  return (
    <UiProvider>
      <RouterProvider router={router} />
      <Toasts />
    </UiProvider>
  );
}
