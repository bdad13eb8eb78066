// `npm run deploy -- <remote> [--rollback]` (DESIGN §9), run in the checkout where `npm start`
// runs: builds that one remote into a new immutable folder /remotes/<name>/<version>/ of the
// running console and switches the remote's pointer in /registry.json by compare-and-swap, so an
// open console takes the new version on its next navigation (no host rebuild, no restart).
// --rollback switches back to the version it ran before. The last 5 versions stay served.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { APPS, ROOT } from './lib.mjs';
import { deploysDirOf } from './console.mjs';
import { REGISTRY_PATH, pointTo, rollBack, versionDir } from './registry.mjs';
import { satisfies } from './semver-range.mjs';

export const REMOTE_NAMES = APPS.filter((app) => app.name !== 'host').map((app) => app.name);

/** A deploy refused: its message says why (printed as it is). */
export class DeployRefused extends Error {}

/** `reports` or `remote-reports` → `reports`; anything else is refused. */
export function remoteName(arg) {
  const name = (arg ?? '').replace(/^remote-/, '');
  if (!REMOTE_NAMES.includes(name)) throw new DeployRefused(`Which remote? One of ${REMOTE_NAMES.join(', ')} (remote-<name> works too).`);
  return name;
}

/** The registry as the console serves it now, with its ETag. */
export async function readRegistry(origin) {
  const response = await fetch(new URL(REGISTRY_PATH, origin), { cache: 'no-store' }).catch(() => {
    throw new DeployRefused(`The console at ${origin} cannot be reached: deploy beside a running npm start (or set HAULSTOP_CONSOLE).`);
  });
  if (!response.ok) throw new DeployRefused(`${origin}${REGISTRY_PATH} answered ${response.status}: is the console running (npm start)?`);
  return { registry: await response.json(), etag: response.headers.get('etag') };
}

/**
 * Switches `name`'s pointer by compare-and-swap: `change(registry)` makes the new registry from the
 * one read; if another deploy changed the registry meanwhile (412) it is read again and, as long
 * as `stillValid(registry)` holds (another remote's deploy), the change is made again on it.
 * Answers the registry that landed and the versions no longer kept.
 */
export async function switchPointer({ origin, change, stillValid = () => true, attempts = 5 }) {
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    const { registry, etag } = await readRegistry(origin);
    stillValid(registry);
    const { registry: next, dropped } = change(registry);
    const response = await fetch(new URL(REGISTRY_PATH, origin), {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json', 'If-Match': etag ?? '' },
      body: JSON.stringify(next),
    });
    if (response.ok) return { registry: await response.json(), dropped };
    if (response.status !== 412) throw new DeployRefused(`The console refused the switch (${response.status}): ${await response.text()}`);
  }
  throw new DeployRefused('The registry kept changing under this deploy; run it again.');
}

/**
 * Points `name` at an already deployed `version`, refusing if another deploy of the same remote
 * switched it since `baseVersion` was read (the deploy began): two deploys of one remote at once,
 * one lands and the other is told why; deploys of other remotes in between are kept.
 */
export function deployVersion({ origin, name, version, baseVersion }) {
  return switchPointer({
    origin,
    stillValid: (registry) => {
      const now = registry.remotes[name]?.version;
      if (now !== baseVersion) {
        throw new DeployRefused(
          `remote-${name} was switched to ${now} by another deploy while this one (${version}) built; not switched. Run the deploy again to put ${version}'s sources over it.`,
        );
      }
    },
    change: (registry) => pointTo(registry, name, version),
  });
}

/**
 * Why the running console cannot take a remote that `requires` these ranges (its pages file,
 * written into its manifest), naming both versions; null when it can.
 * @param {{ host?: string, '@haulstop/shared'?: string }} requires
 * @param {{ version?: string, shared?: string }} host the registry's `host`
 */
export function incompatibility(name, requires, host) {
  const needs = [
    ['host', requires?.host, host?.version],
    ['@haulstop/shared', requires?.['@haulstop/shared'], host?.shared],
  ];
  for (const [what, range, running] of needs) {
    if (range && running && !satisfies(running, range)) {
      return `remote-${name} needs ${what} ${range}, and the running console has ${what} ${running}: not deployed.`;
    }
  }
  return null;
}

/** Removes the folders of versions no longer kept (after the pointer moved off them). */
export function dropVersions(deploysDir, name, versions) {
  for (const version of versions) fs.rmSync(versionDir(deploysDir, name, version), { recursive: true, force: true });
}

/** A new version of a remote: its package's version and the moment, unique and increasing. */
export function newVersion(name) {
  const base = JSON.parse(fs.readFileSync(path.join(ROOT, `remote-${name}`, 'package.json'), 'utf8')).version;
  return `${base.replace(/-.*$/, '')}-${Date.now()}`;
}

/** Builds remote `name` as `version` into `outDir` (webpack, production). */
function build(name, version, outDir) {
  return new Promise((resolve, reject) => {
    const child = spawn('pnpm', ['exec', 'webpack', '--mode', 'production'], {
      cwd: path.join(ROOT, `remote-${name}`),
      env: { ...process.env, HAULSTOP_REMOTE_VERSION: version, HAULSTOP_OUT_DIR: outDir },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new DeployRefused(`The build of remote-${name} failed (exit ${code}).`))));
  });
}

async function main(args) {
  const started = Date.now();
  const name = remoteName(args.find((a) => !a.startsWith('--')));
  const origin = process.env.HAULSTOP_CONSOLE ?? 'http://127.0.0.1:8080';
  const deploysDir = deploysDirOf();
  if (args.includes('--rollback')) {
    const back = (current) => {
      try {
        return rollBack(current, name);
      } catch (error) {
        throw new DeployRefused(error.message);
      }
    };
    const { registry, dropped } = await switchPointer({ origin, change: back });
    dropVersions(deploysDir, name, dropped);
    process.stdout.write(`remote-${name} rolled back to ${registry.remotes[name].version} in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
    return;
  }
  const { registry: before } = await readRegistry(origin);
  // The ranges the remote's manifest will declare, checked before it is built.
  const { requires } = (await import(pathToFileURL(path.join(ROOT, `remote-${name}`, 'pages.manifest.cjs')).href)).default;
  const refusal = incompatibility(name, requires, before.host);
  if (refusal) throw new DeployRefused(refusal);
  const baseVersion = before.remotes[name]?.version;
  const version = newVersion(name);
  const target = versionDir(deploysDir, name, version);
  const building = `${target}.building`;
  await build(name, version, building);
  // Renamed whole: the folder appears complete, and nothing writes in it afterwards (immutable).
  fs.renameSync(building, target);
  try {
    const { dropped } = await deployVersion({ origin, name, version, baseVersion });
    dropVersions(deploysDir, name, dropped);
  } catch (error) {
    fs.rmSync(target, { recursive: true, force: true });
    throw error;
  }
  process.stdout.write(`remote-${name} ${version} deployed in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main(process.argv.slice(2)).catch((error) => {
    process.stderr.write(`${error instanceof DeployRefused ? error.message : (error?.stack ?? error)}\n`);
    process.exit(1);
  });
}
