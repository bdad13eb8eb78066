import fs from 'node:fs';
import path from 'node:path';

/**
 * Every language file of every area (shared/locales/<language>/<area>.json): French and Spanish
 * define exactly the English keys with the same {{placeholders}}, and a term keeps one word
 * (issue 6: French said both Commodités and Services, Spanish both Intermediario and Corredor).
 */
type Tree = { [key: string]: string | Tree };
const LOCALES = path.resolve(__dirname, '..', '..', 'locales');
const flatten = (tree: Tree, prefix = ''): Record<string, string> =>
  Object.entries(tree).reduce<Record<string, string>>((acc, [k, v]) => {
    const key = prefix ? `${prefix}.${k}` : k;
    return typeof v === 'string' ? { ...acc, [key]: v } : { ...acc, ...flatten(v, key) };
  }, {});
const read = (language: string, file: string) => flatten(JSON.parse(fs.readFileSync(path.join(LOCALES, language, file), 'utf8')) as Tree);
const AREAS = fs.readdirSync(path.join(LOCALES, 'en')).filter((f) => f.endsWith('.json'));
const placeholders = (text: string) => (text.match(/\{\{\s*\w+\s*\}\}/g) ?? []).map((p) => p.replace(/\s/g, '')).sort();

describe.each(AREAS)('%s', (area) => {
  const en = read('en', area);
  it.each(['fr', 'es'])('%s has exactly the English keys, none empty, with the same placeholders', (language) => {
    const other = read(language, area);
    expect(Object.keys(other).sort()).toEqual(Object.keys(en).sort());
    expect(Object.entries(other).filter(([, text]) => !text.trim())).toEqual([]);
    for (const key of Object.keys(en)) expect([key, placeholders(other[key] ?? '')]).toEqual([key, placeholders(en[key])]);
  });
});

describe('one word per term', () => {
  const all = (language: string) => AREAS.flatMap((area) => Object.values(read(language, area)));
  it('French: amenities are Commodités (never Services); equipment is équipement (never matériel)', () => {
    expect(all('fr').filter((text) => /\bServices\b|matériel/i.test(text))).toEqual([]);
  });
  it('Spanish: a broker is Corredor (never Intermediario)', () => {
    expect(all('es').filter((text) => /Intermediario/i.test(text))).toEqual([]);
  });
  it("'Approved' (organisation approval) is translated", () => {
    expect([read('fr', 'common.json')['status.approved'], read('es', 'common.json')['status.approved']]).toEqual(['Approuvée', 'Aprobada']);
  });
});
