import { HOST_VERSION } from './build-versions';
import type { Incompatibility } from './compatibility';
import { loadedRemotes } from './remote-manifests';

/** What this tab runs: the host, then each remote at the version its manifest declares, and why one is not loaded. */
export function consoleVersions(): { part: string; version: string; incompatible?: Incompatibility }[] {
  return [
    { part: 'host', version: HOST_VERSION },
    ...Object.entries(loadedRemotes()).map(([part, remote]) => ({
      part,
      version: remote.version,
      ...(remote.incompatible ? { incompatible: remote.incompatible } : {}),
    })),
  ];
}
