// A remote's federation settings from its one pages file (remote-<name>/pages.manifest.cjs): its
// exposes are the pages' modules, and its build writes the pages, its version and the versions it
// needs into mf-manifest.json under metaData.haulstop (DESIGN §9), which the console reads at runtime.
const path = require('node:path');

/** The version a build of the remote carries: HAULSTOP_REMOTE_VERSION (set by a deploy), else its package's. */
function remoteVersion(appDir) {
  return process.env.HAULSTOP_REMOTE_VERSION || require(path.join(appDir, 'package.json')).version;
}

/**
 * `metaData.haulstop` of a remote's manifest: `{ version, requires, pages }`, the pages without the
 * source file (a build detail).
 * @param {{ requires: object, pages: Array<object & { file: string }> }} pagesFile
 */
function haulstopManifestData(pagesFile, version) {
  return { version, requires: pagesFile.requires, pages: pagesFile.pages.map(({ file: _file, ...page }) => page) };
}

/** The Module Federation options of a remote named `name` whose folder is `appDir`. */
function remoteFederation({ name, appDir }) {
  const pagesFile = require(path.join(appDir, 'pages.manifest.cjs'));
  const version = remoteVersion(appDir);
  return {
    name,
    filename: 'remoteEntry.js',
    exposes: Object.fromEntries(pagesFile.pages.map((page) => [page.module, page.file])),
    manifest: {
      additionalData: ({ stats }) => {
        stats.metaData = { ...stats.metaData, haulstop: haulstopManifestData(pagesFile, version) };
        return stats;
      },
    },
  };
}

module.exports = { remoteFederation, haulstopManifestData, remoteVersion };
