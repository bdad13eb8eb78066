import fs from 'node:fs';
import path from 'node:path';

/** The apps whose sources a repository-wide import check reads. */
const APPS = ['host', 'shared', 'remote-reserve', 'remote-finance', 'remote-admin', 'remote-reports'];

const ROOT = path.resolve(__dirname, '..', '..', '..');

function sourceFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/**
 * Every TypeScript source of the apps (tests too), with its path from the repository's root.
 * @example appSources().filter(({ file }) => file.startsWith('remote-'))
 */
export function appSources(): { file: string; source: string }[] {
  return APPS.flatMap((app) => sourceFiles(path.join(ROOT, app, 'src'))).map((full) => ({
    file: path.relative(ROOT, full),
    source: fs.readFileSync(full, 'utf8'),
  }));
}

/**
 * The runtime names one `import { … } from '<pkg>'` list brings, per import statement (type-only
 * imports and names are erased, so free).
 * @example importLists("import { a, type B } from 'x';", /x/) // [['a']]
 */
export function importLists(source: string, pkg: RegExp): string[][] {
  const lists: string[][] = [];
  for (const match of source.matchAll(new RegExp(`import\\s+(type\\s+)?\\{([^}]*)\\}\\s*from\\s*'${pkg.source}'`, 'g'))) {
    if (match[1]) continue;
    const names = match[2]
      .split(',')
      .map((part) =>
        part
          .trim()
          .split(/\s+as\s+/)[0]!
          .trim(),
      )
      .filter((name) => name && !name.startsWith('type '));
    lists.push(names);
  }
  return lists;
}
