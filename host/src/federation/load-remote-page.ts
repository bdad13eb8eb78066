import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';

let registered: Record<string, string> = {};

/**
 * Registers the remotes named in server.json. server.json is fetched again on every route change
 * (SPEC §7): only a changed entry is registered again (`force` replaces a remote already loaded),
 * so an unchanged remote keeps its loaded modules. Returns the names registered.
 */
export function registerRuntimeRemotes(remotes: Record<string, string>): string[] {
  const changed = Object.entries(remotes).filter(([name, entry]) => registered[name] !== entry);
  if (changed.length === 0) return [];
  registerRemotes(
    changed.map(([name, entry]) => ({ name, entry })),
    { force: true },
  );
  registered = { ...registered, ...Object.fromEntries(changed) };
  return changed.map(([name]) => name);
}

/** Loads one exposed page (`remote/Module`) from a remote at runtime. */
export async function loadRemotePage(id: string): Promise<ComponentType> {
  const module = await loadRemote<{ default: ComponentType }>(id);
  if (!module?.default) throw new Error(`Remote module ${id} has no default export`);
  return module.default;
}
