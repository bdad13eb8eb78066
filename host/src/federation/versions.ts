import { HOST_VERSION } from './build-versions';
import { loadedRemotes } from './remote-manifests';

/** What this tab runs: the host, then each remote at the version its manifest declares. */
export function consoleVersions(): { part: string; version: string }[] {
  return [{ part: 'host', version: HOST_VERSION }, ...Object.entries(loadedRemotes()).map(([part, remote]) => ({ part, version: remote.version }))];
}
