// The host's areas (shared/locales/<lang>/<area>.json) are merged into the three files the browser
// loads first (language.json, french.json, Spanish.json). Each remote owns its page texts
// (remote-<name>/locales/<lang>.json), emitted by its own build under i18n/ and loaded at runtime
// by its pages (useRemoteTexts), so a new remote page needs no host rebuild.
const fs = require('node:fs');
const path = require('node:path');

const LOCALES_DIR = path.join(__dirname, '..', 'shared', 'locales');
const OUTPUT_NAMES = { en: 'language.json', fr: 'french.json', es: 'Spanish.json' };

function deepMerge(target, source, where) {
  for (const [key, value] of Object.entries(source)) {
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      target[key] = deepMerge(target[key] ?? {}, value, `${where}.${key}`);
    } else {
      if (key in target && target[key] !== value) throw new Error(`Locale key ${where}.${key} is defined twice with different text`);
      target[key] = value;
    }
  }
  return target;
}

/** @returns {Record<string, object>} output file name → merged translations */
function mergeLocales(dir = LOCALES_DIR) {
  const out = {};
  for (const [lang, fileName] of Object.entries(OUTPUT_NAMES)) {
    const langDir = path.join(dir, lang);
    const files = fs.existsSync(langDir)
      ? fs
          .readdirSync(langDir)
          .filter((f) => f.endsWith('.json'))
          .sort()
      : [];
    out[fileName] = files.reduce((acc, f) => deepMerge(acc, JSON.parse(fs.readFileSync(path.join(langDir, f), 'utf8')), `${lang}/${f}`), {});
  }
  return out;
}

/** A webpack plugin that emits the merged files under i18n/ and rebuilds when a locale file changes. */
class MergeLocalesPlugin {
  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('MergeLocalesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'MergeLocalesPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        compilation.contextDependencies.add(LOCALES_DIR);
        for (const [fileName, content] of Object.entries(mergeLocales())) {
          compilation.emitAsset(`i18n/${fileName}`, new RawSource(JSON.stringify(content)));
        }
      });
    });
  }
}

/** A webpack plugin for a remote: emits its locales/<lang>.json as i18n/<lang>.json, rebuilt when they change. */
class RemoteLocalesPlugin {
  constructor(dir) {
    this.dir = dir;
  }
  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('RemoteLocalesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'RemoteLocalesPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        compilation.contextDependencies.add(this.dir);
        for (const lang of Object.keys(OUTPUT_NAMES)) {
          const content = JSON.parse(fs.readFileSync(path.join(this.dir, `${lang}.json`), 'utf8'));
          compilation.emitAsset(`i18n/${lang}.json`, new RawSource(JSON.stringify(content)));
        }
      });
    });
  }
}

/** @returns {Record<string, object>} language (en, fr, es) → merged translations, as mergeLocales emits them */
function localeTextsByLanguage(dir = LOCALES_DIR) {
  const files = mergeLocales(dir);
  return Object.fromEntries(Object.entries(OUTPUT_NAMES).map(([lang, fileName]) => [lang, files[fileName]]));
}

module.exports = { mergeLocales, localeTextsByLanguage, MergeLocalesPlugin, RemoteLocalesPlugin, OUTPUT_NAMES };
