// The signed-in console, loaded after the public pages (issue 6: the login page loads only the
// form): the query layer, the shell (header, drawer, dialogs), the guard and the remote pages.
// routes.tsx reaches this module only through import(), so webpack keeps it out of the first load.
import { QueryProvider } from '@haulstop/shared/query';
import { UiProvider } from '@haulstop/shared/ui/core';
import { RemotePage } from '../features/remotes/RemotePage';
import { loadRemotePage } from '../federation/load-remote-page';
import { GuardedShell } from './GuardedShell';

export { preloadDuringWait } from './GuardedShell';

/** The guarded area of SPEC §2.2 inside the console's one Chakra context and one query cache. */
export function GuardedArea() {
  return (
    <UiProvider>
      <QueryProvider>
        <GuardedShell />
      </QueryProvider>
    </UiProvider>
  );
}

/** A routed remote page (`remote/Module`), loaded through the federation runtime. */
export function RoutedRemotePage({ id }: { id: string }) {
  return <RemotePage id={id} load={loadRemotePage} />;
}
