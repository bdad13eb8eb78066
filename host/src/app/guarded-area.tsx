// The signed-in console, loaded after the public pages (the login page loads only the
// form): the query layer, the shell (header, drawer, dialogs), the guard and the remote pages.
// routes.tsx reaches this module only through import(), so webpack keeps it out of the first load.
import { QueryProvider } from '@haulstop/shared/query';
import { makeConsoleSystemInTasks, UiProvider } from '@haulstop/shared/ui/core';
import { RemotePage } from '../features/remotes/RemotePage';
import { loadRemotePage } from '../federation/load-remote-page';
import { nextTask } from '../next-task';
import { GuardedShell } from './GuardedShell';
import { loadIcuData } from './icu-data';

export { preloadShellData } from './GuardedShell';

/**
 * Settles once Chakra's system is made, a step per task after the one that evaluated this chunk
 * (makeConsoleSystemInTasks says why). The guarded area renders after it (routes.tsx).
 */
export const consoleReady: Promise<void> = makeConsoleSystemInTasks(nextTask);

// ICU's data, by a worker, while the page's first data is on its way (icu-data.ts): once a page, so
// not again where a public page's start script started it.
loadIcuData();

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
