import fs from 'node:fs';
import path from 'node:path';

/**
 * Issue 6: the login page loads only what it draws. Everything bootstrap.tsx reaches by static
 * imports arrives before the first screen; the design system (Chakra and emotion, ~55 KB gz and most
 * of the start's main-thread work) and the query layer must come only through an import() (the
 * guarded area, the sign-up and invitation pages). This walks the host's static import graph.
 */
const SRC = path.resolve(__dirname, '..');
const STATIC_IMPORT = /^(?:import|export)\s+(?!type\b)(?:[^'";]*?\s+from\s+)?'([^']+)'/gm;

function resolveLocal(from: string, spec: string): string | null {
  const base = path.resolve(path.dirname(from), spec);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** The packages (bare specifiers) a file reaches through static imports, and the local files on the way. */
function staticGraph(entry: string): { packages: Set<string>; files: Set<string> } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    for (const [, spec] of fs.readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) {
      if (spec.startsWith('.')) {
        const local = resolveLocal(file, spec);
        if (local && /\.tsx?$/.test(local)) visit(local);
      } else {
        packages.add(spec);
      }
    }
  };
  visit(entry);
  return { packages, files };
}

describe('the first load (login page) carries no design system', () => {
  const { packages, files } = staticGraph(path.join(SRC, 'bootstrap.tsx'));
  const rel = (f: string) => path.relative(SRC, f);

  it('walks the graph it checks (the login page and the routes are in it)', () => {
    expect([...files].map(rel)).toEqual(expect.arrayContaining(['app/routes.tsx', 'pages/LoginPage.tsx', 'features/auth/LoginForm.tsx']));
    expect(packages).toContain('react-router-dom');
  });

  it('no Chakra, emotion, @haulstop/shared/ui* nor the query layer before an import()', () => {
    const heavy = [...packages].filter((p) => /^@chakra-ui\/|^@emotion\/|^@haulstop\/shared\/(ui|query)(\/|$)|^@tanstack\//.test(p));
    expect(heavy).toEqual([]);
  });

  it('the console itself (shell, remote pages) is not in it either', () => {
    expect([...files].map(rel)).not.toEqual(expect.arrayContaining(['app/guarded-area.tsx']));
    expect([...files].map(rel).filter((f) => f.startsWith('features/header') || f.startsWith('features/drawer'))).toEqual([]);
  });
});
