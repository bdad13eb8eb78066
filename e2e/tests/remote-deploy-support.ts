import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

// What the deploy e2e specs share: the running e2e console's registry (DESIGN §9), `npm run deploy`
// pointed at that console, and a version forced into the registry as a deploy switches it.

export const ROOT = path.join(__dirname, '..', '..');
/** The e2e console's host, where /registry.json and the deployed builds are served. */
export const CONSOLE = 'http://127.0.0.1:8080';
export const SHARED_VERSION = (JSON.parse(fs.readFileSync(path.join(ROOT, 'shared', 'package.json'), 'utf8')) as { version: string }).version;

export type RegistryEntry = { version: string; manifest: string; previous: string[]; canary: unknown };
export type Registry = { host: { version: string; shared?: string }; remotes: Record<string, RegistryEntry> };

/** The e2e console's data folder (scripts/e2e-console.mjs writes it to e2e/.data-dir); its deploys are kept under it. */
export function dataDir(): string {
  return fs.readFileSync(path.join(__dirname, '..', '.data-dir'), 'utf8').trim();
}

export async function readRegistry(): Promise<{ registry: Registry; etag: string }> {
  const response = await fetch(`${CONSOLE}/registry.json`, { cache: 'no-store' });
  if (!response.ok) throw new Error(`registry.json answered ${response.status}`);
  return { registry: (await response.json()) as Registry, etag: response.headers.get('etag') ?? '' };
}

/** Switches the registry as a deploy does: PUT with If-Match on the ETag read. */
export async function switchRegistry(change: (registry: Registry) => Registry): Promise<Registry> {
  const { registry, etag } = await readRegistry();
  const response = await fetch(`${CONSOLE}/registry.json`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', 'If-Match': etag },
    body: JSON.stringify(change(registry)),
  });
  if (!response.ok) throw new Error(`the registry refused the switch: ${response.status} ${await response.text()}`);
  return (await response.json()) as Registry;
}

/**
 * Puts a build of remote `name` (a folder of built files, e.g. remote-reports/dist) in the console's
 * deploys as `version`, its manifest's `metaData.haulstop` changed by `edit`, and points the registry
 * at it (the version it ran first in `previous`), as a deploy would after building it.
 */
export async function forceVersion(
  name: string,
  version: string,
  builtDir: string,
  edit: (haulstop: Record<string, unknown>) => Record<string, unknown> = (haulstop) => haulstop,
): Promise<Registry> {
  const target = path.join(dataDir(), 'deploys', 'remotes', name, version);
  fs.cpSync(builtDir, target, { recursive: true });
  const manifestFile = path.join(target, 'mf-manifest.json');
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as { metaData: { haulstop: Record<string, unknown> } };
  manifest.metaData.haulstop = edit({ ...manifest.metaData.haulstop, version });
  fs.writeFileSync(manifestFile, JSON.stringify(manifest));
  return switchRegistry((registry) => {
    const current = registry.remotes[name];
    const previous = current ? [current.version, ...current.previous].slice(0, 4) : [];
    return {
      ...registry,
      remotes: { ...registry.remotes, [name]: { version, manifest: `/remotes/${name}/${version}/mf-manifest.json`, previous, canary: null } },
    };
  });
}

/** Runs `npm run deploy -- <args>` against the e2e console; `pagesFile` builds the remote from a fixture pages file. */
export function runDeploy(args: string[], { pagesFile }: { pagesFile?: string } = {}): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(ROOT, 'scripts', 'deploy.mjs'), ...args], {
      cwd: ROOT,
      env: { ...process.env, DATA_DIR: dataDir(), HAULSTOP_CONSOLE: CONSOLE, ...(pagesFile ? { HAULSTOP_REMOTE_PAGES_FILE: pagesFile } : {}) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code: code ?? 1, stdout, stderr }));
  });
}

export const fixture = (file: string) => path.join(ROOT, 'e2e', 'fixtures', 'remote-deploy', file);
