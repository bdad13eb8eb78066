import fs from 'node:fs';
import path from 'node:path';

const STATIC_IMPORT = /^(?:import|export)\s+(?!type\b)(?:[^'";]*?\s+from\s+)?'([^']+)'/gm;

function resolveLocal(from: string, spec: string): string | null {
  const base = path.resolve(path.dirname(from), spec);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return null;
}

const SHARED_DIR = path.resolve(__dirname, '..', '..');

let sharedExports: Record<string, string> | undefined;

/**
 * The file of a `@haulstop/shared/<part>` specifier, from shared/package.json's exports. A barrel
 * (`@haulstop/shared/api`) is walked whole, as if nothing were tree-shaken: walk the file a page uses.
 */
function sharedModuleFile(spec: string): string | undefined {
  sharedExports ??= (JSON.parse(fs.readFileSync(path.join(SHARED_DIR, 'package.json'), 'utf8')) as { exports: Record<string, string> }).exports;
  const exports = sharedExports;
  const target = spec.startsWith('@haulstop/shared/') ? exports[`./${spec.slice('@haulstop/shared/'.length)}`] : undefined;
  return target && /\.tsx?$/.test(target) ? path.join(SHARED_DIR, target) : undefined;
}

/**
 * What a module brings before any import() runs: the packages (bare specifiers) its static imports
 * reach, and the local files on the way (code and the JSON it imports). A first-load test walks it to prove a page's first load
 * carries no design system (the login page; /globaldashboard).
 */
export function staticImportGraph(entry: string, { throughShared = false } = {}): { packages: Set<string>; files: Set<string> } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    for (const [, spec] of fs.readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) {
      if (spec.startsWith('.')) {
        const local = resolveLocal(file, spec);
        // A local data file (a JSON import) is in the graph too; only code is walked further.
        if (local && /\.tsx?$/.test(local)) visit(local);
        else if (local) files.add(local);
      } else {
        packages.add(spec);
        // With throughShared, @haulstop/shared/<part> is walked too: what the page reaches through it.
        const shared = throughShared ? sharedModuleFile(spec) : undefined;
        if (shared) visit(shared);
      }
    }
  };
  visit(entry);
  return { packages, files };
}

/** The packages of a graph that are the design system or, with `query`, the query layer too. */
export function heavyPackages(packages: Iterable<string>, { query = true } = {}): string[] {
  const heavy = query
    ? /^@chakra-ui\/|^@emotion\/|^@haulstop\/shared\/(ui|query)(\/|$)|^@tanstack\//
    : /^@chakra-ui\/|^@emotion\/|^@haulstop\/shared\/ui(\/|$)/;
  return [...packages].filter((p) => heavy.test(p));
}
