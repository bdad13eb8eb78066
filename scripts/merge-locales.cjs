// Each area of the console owns its own language file (shared/locales/<lang>/<area>.json); the
// browser loads one file per language (SPEC §7: language.json, french.json, Spanish.json).
// This merges the areas into those three files at build time.
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
    const files = fs.existsSync(langDir) ? fs.readdirSync(langDir).filter((f) => f.endsWith('.json')).sort() : [];
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

module.exports = { mergeLocales, MergeLocalesPlugin, OUTPUT_NAMES };
