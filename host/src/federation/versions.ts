import { loadedRemotes } from './remote-manifests';

// The host's version (host/package.json), written in by its build (scripts/webpack-app.cjs).
declare const __HAULSTOP_HOST_VERSION__: string | undefined;

/** The host's version, or '' where no build wrote it (unit tests). */
export const HOST_VERSION: string = typeof __HAULSTOP_HOST_VERSION__ === 'string' ? __HAULSTOP_HOST_VERSION__ : '';

/** What this tab runs: the host, then each remote at the version its manifest declares. */
export function consoleVersions(): { part: string; version: string }[] {
  return [{ part: 'host', version: HOST_VERSION }, ...Object.entries(loadedRemotes()).map(([part, remote]) => ({ part, version: remote.version }))];
}
