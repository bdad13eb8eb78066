// `npm run deploy -- <remote> [--rollback] [--canary <percent> | --org <saasOrgId>] [--promote]`
// (DESIGN §9), run in the checkout where `npm start` runs: builds that one remote into a new
// immutable folder /remotes/<name>/<version>/ of the running console and switches the remote's
// pointer in /registry.json by compare-and-swap, so an open console takes the new version on its
// next navigation (no host rebuild, no restart). The last 5 versions stay served.
// --canary <percent> / --org <saasOrgId> (repeatable) deploy the build as the remote's canary: only
// that share of sessions, or those organisations, run it. --promote (no build) makes the canary
// everyone's version. --rollback drops the canary when there is one, else switches back to the
// version run before.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { APPS, ROOT } from './lib.mjs';
import { deploysDirOf } from './console.mjs';
import { REGISTRY_PATH, canaryAudience, pointTo, promote, rollBackOrDropCanary, setCanary, versionDir } from './registry.mjs';
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

/**
 * The command line of a deploy: the remote, and what to do with it.
 * `['reports', '--canary', '10']` → `{ name: 'reports', action: 'canary', audience: { percent: 10 } }`;
 * action is 'deploy' (everyone's), 'canary', 'promote' or 'rollback'. Refuses what does not fit together.
 * @returns {{ name: string, action: 'deploy' | 'canary' | 'promote' | 'rollback', audience?: { percent?: number, orgIds?: number[] } }}
 */
export function parseDeployArgs(args) {
  const positional = [];
  const flags = new Set();
  let percent;
  const orgIds = [];
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i];
    const [flag, inline] = arg.startsWith('--') ? arg.split('=', 2) : [arg];
    if (flag === '--canary' || flag === '--org') {
      const value = inline ?? args[(i += 1)];
      if (value === undefined || value.startsWith('--'))
        throw new DeployRefused(`${flag} needs a value (${flag === '--canary' ? 'a percent of sessions' : 'an organisation id'}).`);
      const number = Number(value.replace(/%$/, ''));
      if (flag === '--canary') {
        if (percent !== undefined) throw new DeployRefused('--canary is given once.');
        percent = number;
      } else {
        if (!Number.isInteger(number) || number <= 0) throw new DeployRefused(`--org takes an organisation id (a positive whole number), not ${value}.`);
        orgIds.push(number);
      }
      flags.add(flag);
    } else if (flag === '--rollback' || flag === '--promote') {
      flags.add(flag);
    } else if (arg.startsWith('--')) {
      throw new DeployRefused(`Unknown option ${arg}: --rollback, --canary <percent>, --org <saasOrgId>, --promote.`);
    } else {
      positional.push(arg);
    }
  }
  if (positional.length > 1) throw new DeployRefused(`One remote at a time (got ${positional.join(', ')}).`);
  const name = remoteName(positional[0]);
  const canary = flags.has('--canary') || flags.has('--org');
  if (flags.has('--canary') && flags.has('--org'))
    throw new DeployRefused('A canary goes to a percent of sessions (--canary) or to organisations (--org), not both.');
  if (flags.has('--rollback') && (canary || flags.has('--promote'))) throw new DeployRefused('--rollback goes alone.');
  if (flags.has('--promote') && canary)
    throw new DeployRefused("--promote makes the canary deployed before everyone's: give it alone, after a --canary or --org deploy.");
  if (flags.has('--rollback')) return { name, action: 'rollback' };
  if (flags.has('--promote')) return { name, action: 'promote' };
  if (!canary) return { name, action: 'deploy' };
  try {
    return { name, action: 'canary', audience: canaryAudience(percent !== undefined ? { percent } : { orgIds }) };
  } catch (error) {
    throw new DeployRefused(`${error.message}.`);
  }
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
 * Makes an already deployed `version` the canary of `name` for `audience`, refusing if another
 * deploy changed that remote's canary since `baseCanary` was read (the deploy began).
 */
export function deployCanary({ origin, name, version, audience, baseCanary }) {
  return switchPointer({
    origin,
    stillValid: (registry) => {
      const now = registry.remotes[name]?.canary?.version;
      if (now !== baseCanary) {
        throw new DeployRefused(`remote-${name}'s canary was switched to ${now ?? 'none'} by another deploy while this one (${version}) built; not switched.`);
      }
    },
    change: (registry) => refusedOnError(() => setCanary(registry, name, version, audience)),
  });
}

/** A registry change whose error (no canary, no earlier version…) is a refusal printed as it is. */
function refusedOnError(change) {
  try {
    return change();
  } catch (error) {
    throw new DeployRefused(error.message);
  }
}

/** --promote and --rollback: pointer moves, no build. */
export function moveWithoutBuild({ origin, name, action }) {
  const change = action === 'promote' ? (registry) => promote(registry, name) : (registry) => rollBackOrDropCanary(registry, name);
  return switchPointer({ origin, change: (registry) => refusedOnError(() => change(registry)) });
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
  const { name, action, audience } = parseDeployArgs(args);
  const origin = process.env.HAULSTOP_CONSOLE ?? 'http://127.0.0.1:8080';
  const deploysDir = deploysDirOf();
  const seconds = () => ((Date.now() - started) / 1000).toFixed(1);
  if (action === 'rollback' || action === 'promote') {
    const { registry: before } = await readRegistry(origin);
    const { registry, dropped } = await moveWithoutBuild({ origin, name, action });
    dropVersions(deploysDir, name, dropped);
    const entry = registry.remotes[name];
    const what =
      action === 'promote'
        ? `promoted: everyone runs ${entry.version}`
        : before.remotes[name]?.canary
          ? `canary dropped: everyone runs ${entry.version}`
          : `rolled back to ${entry.version}`;
    process.stdout.write(`remote-${name} ${what} in ${seconds()} s\n`);
    return;
  }
  const { registry: before } = await readRegistry(origin);
  // The ranges the remote's manifest will declare, checked before it is built.
  const { requires } = createRequire(import.meta.url)('./remote-pages.cjs').pagesFileOf(path.join(ROOT, `remote-${name}`));
  const refusal = incompatibility(name, requires, before.host);
  if (refusal) throw new DeployRefused(refusal);
  if (action === 'canary' && !before.remotes[name]) throw new DeployRefused(`remote-${name} has no version yet: deploy it without --canary first.`);
  const baseVersion = before.remotes[name]?.version;
  const baseCanary = before.remotes[name]?.canary?.version;
  const version = newVersion(name);
  const target = versionDir(deploysDir, name, version);
  const building = `${target}.building`;
  await build(name, version, building);
  // Renamed whole: the folder appears complete, and nothing writes in it afterwards (immutable).
  fs.renameSync(building, target);
  try {
    const { dropped } =
      action === 'canary' ? await deployCanary({ origin, name, version, audience, baseCanary }) : await deployVersion({ origin, name, version, baseVersion });
    dropVersions(deploysDir, name, dropped);
  } catch (error) {
    fs.rmSync(target, { recursive: true, force: true });
    throw error;
  }
  const to =
    audience?.percent !== undefined
      ? ` as canary for ${audience.percent}% of sessions`
      : audience
        ? ` as canary for organisation ${audience.orgIds.join(', ')}`
        : '';
  process.stdout.write(`remote-${name} ${version} deployed${to} in ${seconds()} s\n`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main(process.argv.slice(2)).catch((error) => {
    process.stderr.write(`${error instanceof DeployRefused ? error.message : (error?.stack ?? error)}\n`);
    process.exit(1);
  });
}
