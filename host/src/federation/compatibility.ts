import type { HaulstopManifestData } from '@haulstop/shared/menu';
import { HOST_VERSION, SHARED_VERSION } from './build-versions';
import { satisfies } from '../../../scripts/semver-range.mjs';

/**
 * Whether `version` is in `range`, by the deploy's own grammar (scripts/semver-range.mjs), so the
 * console refuses at runtime exactly what the deploy refuses. A range that cannot be read is not
 * met: the console does not guess what a remote needs.
 */
export function meets(version: string, range: string): boolean {
  try {
    return satisfies(version, range);
  } catch {
    return false;
  }
}

/** The versions this tab runs that a remote's `requires` is checked against. */
export type RunningVersions = { host: string; shared: string };

/** What a remote needs that this tab does not run: the part, the range the remote declares, the version running. */
export type Incompatibility = { part: 'host' | '@haulstop/shared'; range: string; running: string };

/** The versions of this build of the host and of the @haulstop/shared it carries. */
export const RUNNING_VERSIONS: RunningVersions = { host: HOST_VERSION, shared: SHARED_VERSION };

/**
 * Why this tab cannot run a remote whose manifest `requires` these ranges, or null when it can.
 * A version the build did not write (unit tests, a dev server) is not checked.
 * @example incompatibilityOf({ '@haulstop/shared': '^9.0.0', host: '^1.0.0' }, { host: '1.1.0', shared: '1.1.0' })
 *   // { part: '@haulstop/shared', range: '^9.0.0', running: '1.1.0' }
 */
export function incompatibilityOf(
  requires: Partial<HaulstopManifestData['requires']> | undefined,
  running: RunningVersions = RUNNING_VERSIONS,
): Incompatibility | null {
  const needs: [Incompatibility['part'], string | undefined, string][] = [
    ['host', requires?.host, running.host],
    ['@haulstop/shared', requires?.['@haulstop/shared'], running.shared],
  ];
  for (const [part, range, version] of needs) {
    if (range && version && !meets(version, range)) return { part, range, running: version };
  }
  return null;
}

/**
 * Thrown instead of loading a remote this tab cannot run: the retry boundary says so, naming the
 * remote's version, the range it needs and the version running.
 */
export class IncompatibleRemoteError extends Error {
  override readonly name = 'IncompatibleRemoteError';

  constructor(
    readonly remote: string,
    readonly version: string,
    readonly reason: Incompatibility,
  ) {
    super(`remote-${remote} ${version} needs ${reason.part} ${reason.range}; this console runs ${reason.part} ${reason.running}: not loaded.`);
  }
}
