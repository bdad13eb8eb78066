import fs from 'node:fs';
import path from 'node:path';
import { consoleSystem, UNUSED_PALETTES } from './system';

/**
 * The system leaves out the colour palettes nobody names (less work when the console
 * starts). A palette named anyway would draw nothing and no type check would say so: this scans
 * every app's sources for a use of one.
 */
const ROOT = path.resolve(__dirname, '../../..');
const SOURCES = [
  'host/src',
  'shared/src',
  ...fs
    .readdirSync(ROOT)
    .filter((d) => d.startsWith('remote-'))
    .map((d) => `${d}/src`),
];

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && entry.name !== 'system.ts' ? [file] : [];
  });
}

describe('colour palettes of the design system', () => {
  const names = UNUSED_PALETTES.join('|');
  const use = new RegExp(`['"\`](?:${names})\\.[\\w.]+['"\`]|colorPalette[=:]\\s*\\{?\\s*['"\`](?:${names})['"\`]`);

  it('no source names a palette the system leaves out', () => {
    const files = SOURCES.flatMap((dir) => sourceFiles(path.join(ROOT, dir)));
    expect(files.length).toBeGreaterThan(100);
    const offenders = files.filter((file) => use.test(fs.readFileSync(file, 'utf8'))).map((file) => path.relative(ROOT, file));
    expect(offenders).toEqual([]);
  });

  it('the check would catch one', () => {
    expect(use.test(`<Badge colorPalette="purple">`)).toBe(true);
    expect(use.test(`bg: 'teal.500'`)).toBe(true);
    expect(use.test(`color="red.600"`)).toBe(false);
  });

  it('the palettes the console uses are in the system, the unused ones are not', () => {
    for (const palette of ['gray', 'red', 'orange', 'green', 'blue', 'accent']) expect(consoleSystem().tokens.getByName(`colors.${palette}.500`)).toBeDefined();
    for (const palette of UNUSED_PALETTES) expect(consoleSystem().tokens.getByName(`colors.${palette}.500`)).toBeUndefined();
    // The dialogs' backdrop.
    expect(consoleSystem().tokens.getByName('colors.blackAlpha.500')).toBeDefined();
  });
});
