import { RouterProvider } from 'react-router-dom';
import { QueryProvider } from '@haulstop/shared/query';
import { UiProvider } from '@haulstop/shared/ui';
import type { AppRouter } from './routes';
import { Toasts } from './Toasts';

/** The console: the one query cache, the one Chakra context, the router and the one toast container. */
export function App({ router }: { router: AppRouter }) {
  return (
    <QueryProvider>
      <UiProvider>
        <RouterProvider router={router} />
        <Toasts />
      </UiProvider>
    </QueryProvider>
  );
}
