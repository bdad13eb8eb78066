import fs from 'node:fs';
import path from 'node:path';

/**
 * Every language file: the host's areas (shared/locales/<language>/<area>.json), each remote's
 * own texts (remote-<name>/locales/<language>.json, loaded at runtime by its pages) and the texts
 * only the API says (api/locales/<language>.json, never sent to the browser). French and
 * Spanish define exactly the English keys with the same {{placeholders}}, and a term keeps one
 * word (French said both Commodités and Services, Spanish both Intermediario and Corredor).
 */
type Tree = { [key: string]: string | Tree };
const WORKSPACE = path.resolve(__dirname, '..', '..', '..');
const LOCALES = path.join(WORKSPACE, 'shared', 'locales');
const flatten = (tree: Tree, prefix = ''): Record<string, string> =>
  Object.entries(tree).reduce<Record<string, string>>((acc, [k, v]) => {
    const key = prefix ? `${prefix}.${k}` : k;
    return typeof v === 'string' ? { ...acc, [key]: v } : { ...acc, ...flatten(v, key) };
  }, {});
const readTree = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8')) as Tree;

type LocaleFile = { name: string; path: (language: string) => string };
const HOST_FILES: LocaleFile[] = fs
  .readdirSync(path.join(LOCALES, 'en'))
  .filter((f) => f.endsWith('.json'))
  .map((f) => ({ name: `shared/locales/<lang>/${f}`, path: (language) => path.join(LOCALES, language, f) }));
const REMOTES = fs.readdirSync(WORKSPACE).filter((d) => d.startsWith('remote-'));
const REMOTE_FILES: LocaleFile[] = REMOTES.map((d) => ({
  name: `${d}/locales/<lang>.json`,
  path: (language) => path.join(WORKSPACE, d, 'locales', `${language}.json`),
}));
const API_FILE: LocaleFile = { name: 'api/locales/<lang>.json', path: (language) => path.join(WORKSPACE, 'api', 'locales', `${language}.json`) };
const FILES = [...HOST_FILES, ...REMOTE_FILES, API_FILE];
const read = (language: string, file: LocaleFile) => flatten(readTree(file.path(language)));
const placeholders = (text: string) => (text.match(/\{\{\s*\w+\s*\}\}/g) ?? []).map((p) => p.replace(/\s/g, '')).sort();

describe.each(FILES.map((f) => [f.name, f] as const))('%s', (_name, file) => {
  const en = read('en', file);
  it.each(['fr', 'es'])('%s has exactly the English keys, none empty, with the same placeholders', (language) => {
    const other = read(language, file);
    expect(Object.keys(other).sort()).toEqual(Object.keys(en).sort());
    expect(Object.entries(other).filter(([, text]) => !text.trim())).toEqual([]);
    for (const key of Object.keys(en)) expect([key, placeholders(other[key] ?? '')]).toEqual([key, placeholders(en[key])]);
  });
});

describe('each remote owns its page texts', () => {
  it('one file set per remote, holding only its own area', () => {
    expect(REMOTES.map((d) => [d, Object.keys(readTree(path.join(WORKSPACE, d, 'locales', 'en.json')))])).toEqual(
      REMOTES.map((d) => [d, [d.replace('remote-', '')]]),
    );
    expect(REMOTES.sort()).toEqual(['remote-admin', 'remote-finance', 'remote-reports', 'remote-reserve']);
  });
  it('the host files hold no remote area', () => {
    const hostAreas = HOST_FILES.flatMap((f) => Object.keys(readTree(f.path('en'))));
    expect(hostAreas.filter((a) => ['admin', 'finance', 'reports', 'reserve'].includes(a))).toEqual([]);
  });
});

describe('the API keeps its own texts', () => {
  // Its refusals, its documents' sentences, report names and the trip SMS: no page reads them, and
  // language.json, which every page downloads before its first paint, would be twice the size.
  const apiAreas = Object.keys(readTree(API_FILE.path('en')));
  it('holds the areas only the API says', () => {
    expect(apiAreas.sort()).toEqual(['apiErrors', 'documents', 'reportNames', 'trips']);
  });
  it('the browser files hold none of them (the API reads both: a key in both would be ambiguous)', () => {
    const hostAreas = HOST_FILES.flatMap((f) => Object.keys(readTree(f.path('en'))));
    expect(hostAreas.filter((area) => apiAreas.includes(area))).toEqual([]);
  });
});

describe('one word per term', () => {
  const all = (language: string) => FILES.flatMap((file) => Object.values(read(language, file)));
  it('French: amenities are Commodités (never Services); equipment is équipement (never matériel)', () => {
    expect(all('fr').filter((text) => /\bServices\b|matériel/i.test(text))).toEqual([]);
  });
  it('Spanish: a broker is Corredor (never Intermediario)', () => {
    expect(all('es').filter((text) => /Intermediario/i.test(text))).toEqual([]);
  });
  it("'Approved' (organisation approval) is translated", () => {
    const common = HOST_FILES.find((f) => f.name.endsWith('/common.json'))!;
    expect([read('fr', common)['status.approved'], read('es', common)['status.approved']]).toEqual(['Approuvée', 'Aprobada']);
  });
});

describe('the built-in English (english-fallback.ts, for when language.json fails)', () => {
  it('holds every English area file of the host, as language.json merges them', async () => {
    const { ENGLISH_AREAS } = await import('./english-fallback');
    const merged = ENGLISH_AREAS.reduce<Record<string, string>>((acc, area) => ({ ...acc, ...flatten(area as Tree) }), {});
    const expected = HOST_FILES.reduce<Record<string, string>>((acc, file) => ({ ...acc, ...read('en', file) }), {});
    expect(merged).toEqual(expected);
  });
});
