// A remote's federation settings from its one pages file (remote-<name>/pages.manifest.cjs): its
// exposes are the pages' modules, and its build writes the pages, its version and the versions it
// needs into mf-manifest.json under metaData.haulstop (DESIGN §9), which the console reads at runtime.
const path = require('node:path');

/**
 * A remote's pages file: its own pages.manifest.cjs. HAULSTOP_REMOTE_PAGES_FILE names another one
 * for the e2e tests of a deploy only (e2e/fixtures/remote-deploy/), which deploy a remote with a page
 * more, or needing another @haulstop/shared, without editing the remote's sources.
 * @returns {import('@haulstop/shared/menu').RemotePagesFile}
 */
function pagesFileOf(appDir) {
  return require(process.env.HAULSTOP_REMOTE_PAGES_FILE || path.join(appDir, 'pages.manifest.cjs'));
}

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
  const pagesFile = pagesFileOf(appDir);
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

/**
 * One page of a remote's pages file: its route, its module (`./<name>`, the page `./src/pages/<name>.tsx`),
 * and viewing the route's resource, the route without its parameters, as what decides entry
 * (`/reservations/:reservationId` is the `/reservations` resource). A page without `menu` has no drawer entry.
 * @example remotePage('/revenue', 'Revenue', { menu: { group: 'reports', order: 304, labelKey: 'menu.revenue', labels, iconClass: 'revenue' } })
 * @returns {import('@haulstop/shared/menu').RemotePagesFile['pages'][number]}
 */
function remotePage(route, name, { menu = null, public: isPublic = false } = {}) {
  return {
    route,
    module: `./${name}`,
    file: `./src/pages/${name}.tsx`,
    access: { resource: route.replace(/\/:[^/]+/g, ''), action: 'view' },
    public: isPublic,
    menu,
  };
}

module.exports = { remoteFederation, haulstopManifestData, remoteVersion, pagesFileOf, remotePage };
