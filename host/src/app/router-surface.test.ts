import fs from 'node:fs';
import path from 'node:path';
import * as reactRouterDom from 'react-router-dom';
import * as thinRouter from '../../../shared/src/router';

/**
 * Every app imports 'react-router-dom', and the build serves it from the thin module of
 * shared/src/router (scripts/webpack-app.cjs): a name the code imports that the thin module does
 * not export would be `undefined` in the browser. This reads every app's sources and checks.
 */
const ROOT = path.resolve(__dirname, '..', '..', '..');
const APPS = ['host', 'shared', 'remote-reserve', 'remote-finance', 'remote-admin', 'remote-reports'];

function sourceFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Runtime names imported from react-router(-dom) (type-only imports are erased, so free). */
function importedNames(source: string): string[] {
  const names: string[] = [];
  for (const match of source.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s*from\s*'react-router(?:-dom)?'/g)) {
    if (match[1]) continue;
    for (const part of match[2].split(',')) {
      const name = part.trim().split(/\s+as\s+/)[0].trim();
      if (name && !name.startsWith('type ')) names.push(name);
    }
  }
  return names;
}

describe('the thin react-router serves every name the apps import', () => {
  const used = new Set(APPS.flatMap((app) => sourceFiles(path.join(ROOT, app, 'src'))).flatMap((file) => importedNames(fs.readFileSync(file, 'utf8'))));

  it('finds the imports it checks (the scan itself works)', () => {
    expect([...used]).toEqual(expect.arrayContaining(['createBrowserRouter', 'useLocation', 'Link']));
  });

  it('each runtime name imported from react-router-dom is exported by shared/src/router', () => {
    // A name react-router-dom lacks at runtime is a type imported without `type`: erased, fine.
    const runtime = [...used].filter((name) => name in reactRouterDom);
    const missing = runtime.filter((name) => !(name in thinRouter));
    expect(missing).toEqual([]);
  });

  it('RouterProvider is the DOM one (flushSync-aware), as react-router-dom exports it', () => {
    expect(thinRouter.RouterProvider).toBe(reactRouterDom.RouterProvider);
  });
});
