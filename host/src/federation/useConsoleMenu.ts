import { useSyncExternalStore } from 'react';
import { consoleMenu, subscribeConsolePages, type MenuPage } from '@haulstop/shared/menu';

/** The drawer of the pages the loaded remotes declare, re-rendering when a remote's manifest changes them. */
export function useConsoleMenu(): readonly MenuPage[] {
  return useSyncExternalStore(subscribeConsolePages, consoleMenu);
}
