import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';

/** Registers the remotes named in server.json; `force` replaces entries already loaded. */
export function registerRuntimeRemotes(remotes: Record<string, string>): void {
  registerRemotes(
    Object.entries(remotes).map(([name, entry]) => ({ name, entry })),
    { force: true },
  );
}

/** Loads one exposed page (`remote/Module`) from a remote at runtime. */
export async function loadRemotePage(id: string): Promise<ComponentType> {
  const module = await loadRemote<{ default: ComponentType }>(id);
  if (!module?.default) throw new Error(`Remote module ${id} has no default export`);
  return module.default;
}
