import type { LoadedRemote } from './remote-manifests';

let inUse: Readonly<Record<string, LoadedRemote>> = {};

/** The remotes this tab uses now, by name, as their manifests describe them (set by remote-manifests.ts). */
export function remotesInUse(): Readonly<Record<string, LoadedRemote>> {
  return inUse;
}

/** Makes `remotes` the ones in use (only remote-manifests.ts calls it, when it applies manifests). */
export function setRemotesInUse(remotes: Readonly<Record<string, LoadedRemote>>): void {
  inUse = remotes;
}
