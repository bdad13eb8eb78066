import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { initReactI18next } from 'react-i18next';
import { i18n } from '@haulstop/shared/i18n';
import { menuTexts } from '@haulstop/shared/menu';
import { declaredConsolePages } from './console-pages';

type Texts = { [key: string]: string | Texts };

function deepMerge(target: Texts, source: Texts): Texts {
  for (const [key, value] of Object.entries(source)) {
    target[key] = typeof value === 'object' ? deepMerge((target[key] as Texts | undefined) ?? {}, value) : value;
  }
  return target;
}

const WORKSPACE = join(__dirname, '..', '..', '..');

/**
 * Every English text: the host's area files (language.json, scripts/merge-locales.cjs), each
 * remote's own file (remote-<name>/locales/en.json, which its pages load at runtime) and the menu
 * labels its pages declare (its manifest's).
 */
export function englishTexts(): Texts {
  const dir = join(WORKSPACE, 'shared', 'locales', 'en');
  const hostFiles = readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => join(dir, f));
  const remoteFiles = readdirSync(WORKSPACE)
    .filter((d) => d.startsWith('remote-'))
    .sort()
    .map((d) => join(WORKSPACE, d, 'locales', 'en.json'));
  const files = [...hostFiles, ...remoteFiles].reduce<Texts>((all, f) => deepMerge(all, JSON.parse(readFileSync(f, 'utf8')) as Texts), {});
  // The menu labels of the remotes' pages ship in their manifests (pages.manifest.cjs).
  return deepMerge(files, menuTexts(declaredConsolePages(), 'en'));
}

/**
 * THE console i18n instance with the English texts people read, loaded synchronously, so tests
 * query real wording: `screen.getByRole('button', { name: 'Save' })`.
 */
export function testI18n(): typeof i18n {
  if (!i18n.isInitialized) {
    void i18n.use(initReactI18next).init({
      resources: { en: { translation: englishTexts() } },
      lng: 'en',
      fallbackLng: 'en',
      interpolation: { escapeValue: false },
      initAsync: false,
    });
  }
  return i18n;
}
