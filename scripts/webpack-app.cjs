// One webpack + Module Federation 2 setup for the host and the four remotes, so every app shares
// the same singletons (DESIGN.md §1, NOTES.md). Each app's webpack.config.cjs calls appConfig()
// with its own federation.config.cjs.
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { FirstLoadPreloadPlugin, loadChunkGroups } = require('./webpack/first-load-preload.cjs');
const { localeTextsByLanguage } = require('./merge-locales.cjs');

/**
 * The concerns of @haulstop/shared, each its own singleton (one store, one client, one i18n, one Chakra).
 * @haulstop/shared/api is not among them: it holds no state (its cache lives in query's one client),
 * so each app bundles only the endpoints it uses instead of every domain's module.
 */
const SHARED_SUBPATHS = [
  'auth',
  'feedback',
  'session',
  'permissions',
  'menu',
  'i18n',
  'status',
  'rules',
  'constants',
  'contracts',
  'config',
  'query',
  'ui',
  'ui/core',
  'ui/display',
];

/** Libraries that hold state or context: one copy across host and remotes. */
const SINGLETONS = ['react', 'react-dom', 'zustand', 'i18next', 'axios', 'react-toastify', '@tanstack/react-query'];

/** The shared modules that must match exactly what each app was built against: react, react-dom, the router, @haulstop/shared. */
const STRICT_SINGLETONS = (shared) =>
  Object.keys(shared).filter((name) => /^(react|react-dom|react-router-dom)(\/|$)/.test(name) || name.startsWith('@haulstop/shared/'));

/** The thin react-router and react-i18next of the console (the API they use; see those files). */
const ROUTER_MODULE = path.join(__dirname, '..', 'shared', 'src', 'router', 'index.ts');
const I18NEXT_REACT_MODULE = path.join(__dirname, '..', 'shared', 'src', 'react-i18next', 'index.ts');

/** A package's version and folder as an app resolves it (shared/ as the fallback). */
function packageOf(appDir, name) {
  const manifest = require.resolve(`${name}/package.json`, { paths: [appDir, path.join(__dirname, '..', 'shared')] });
  return { dir: path.dirname(manifest), version: require(manifest).version };
}

/**
 * react-router's production ESM build, as aliases: its package's conditions pick the development
 * build for 'react-router' and 'react-router/dom' alike, and the two entries must reach the same
 * inner files (one router context), which webpack then tree-shakes to what the thin module names.
 */
function thinModuleAliases(appDir) {
  const dist = path.join(packageOf(appDir, 'react-router').dir, 'dist', 'production');
  return {
    'react-router$': path.join(dist, 'index.mjs'),
    'react-router/dom$': path.join(dist, 'dom-export.mjs'),
    'react-i18next/full$': path.join(packageOf(appDir, 'react-i18next').dir, 'dist', 'es', 'index.js'),
    // axios's fetch adapter, never chosen in a browser (see that file).
    [`${path.join(packageOf(appDir, 'axios').dir, 'lib', 'adapters', 'fetch.js')}$`]: path.join(__dirname, 'webpack', 'axios-fetch-adapter.mjs'),
  };
}

/**
 * The federation plugin injects the runtime-core provider (provideExternalRuntime) by the path of
 * its CommonJS build, which requires runtime-core's and the sdk's CommonJS builds: the host then
 * shipped the runtime twice (ESM for itself, CJS for the remotes, ~20 KB gz). Its ESM build shares
 * the one ESM runtime the host already has.
 */
function federationRuntimeAliases(appDir) {
  const enhanced = path.dirname(require.resolve('@module-federation/enhanced/webpack', { paths: [appDir] }));
  const cjs = require.resolve('@module-federation/inject-external-runtime-core-plugin', { paths: [enhanced] });
  return { [`${cjs}$`]: cjs.replace(/\.cjs$/, '.js') };
}

function sharedModules(appDir, { isRemote = false } = {}) {
  const deps = require(path.join(appDir, 'package.json')).dependencies;
  const sharedVersion = require(path.join(__dirname, '..', 'shared', 'package.json')).version;
  const shared = {};
  for (const name of SINGLETONS) shared[name] = { singleton: true, requiredVersion: deps[name] };
  // react-router is shared as the thin module, under the name every app imports.
  shared['react-router-dom'] = {
    singleton: true,
    import: ROUTER_MODULE,
    version: packageOf(appDir, 'react-router').version,
    requiredVersion: deps['react-router-dom'],
  };
  shared['react-i18next'] = {
    singleton: true,
    import: I18NEXT_REACT_MODULE,
    version: packageOf(appDir, 'react-i18next').version,
    requiredVersion: deps['react-i18next'],
  };
  // Deep imports are separate requests to the federation runtime: share them explicitly.
  shared['react/jsx-runtime'] = { singleton: true, requiredVersion: deps.react };
  shared['react-dom/client'] = { singleton: true, requiredVersion: deps['react-dom'] };
  shared['zustand/vanilla'] = { singleton: true, requiredVersion: deps.zustand };
  for (const sub of SHARED_SUBPATHS) {
    // workspace:* is not semver, so the version is given explicitly (NOTES.md).
    shared[`@haulstop/shared/${sub}`] = { singleton: true, version: sharedVersion, requiredVersion: `^${sharedVersion}` };
  }
  // react, react-dom, the router and @haulstop/shared are strict singletons: a remote built against
  // versions the console's copy does not satisfy fails to load (its retry boundary shows it) instead
  // of running on the wrong copy with a warning lost among others.
  for (const name of STRICT_SINGLETONS(shared)) shared[name].strictVersion = true;
  if (isRemote) {
    // The design system is three singletons (ui/core for the public pages, ui/display for the
    // shell and read-only pages, ui for the rest) built from one Chakra: each re-exports the
    // lighter one by a relative import. Both must come from the same
    // build, and the host loads ui only after login, when a remote may already have offered its
    // own copy. So remotes bring no copy of either (`import: false`): the host's is the only one.
    for (const sub of ['ui', 'ui/core', 'ui/display']) shared[`@haulstop/shared/${sub}`].import = false;
    // The rules too: the login page no longer loads them, so the host's copy is not yet in
    // the share scope when a remote asks; with a copy of its own, the remote would provide it. They
    // come from the host's build, loaded when a page first needs them (like the design system).
    shared['@haulstop/shared/rules'].import = false;
  }
  return shared;
}

/** The host's signed-in console: the module its guarded area loads (host/src/app/guarded-area.tsx). */
const CONSOLE_MODULE = /src[\\/]app[\\/]guarded-area\.tsx$/;

/** A visitor's public page, loaded without the console (host/src/app/public-remote-page.tsx). */
const PUBLIC_PAGE_MODULE = /src[\\/]app[\\/]public-remote-page\.tsx$/;

/**
 * In the page, before any script: a stored session (this tab's, or a login's snapshot a new tab
 * copies: SPEC §4) means the console opens.
 */
const SIGNED_IN = "(sessionStorage.getItem('token')||localStorage.getItem('lastLoginKey'))";

/**
 * In the page: a visitor at a remote page open to everyone (/globaldashboard, the driver's
 * /trip/<token>; host guard-entry.ts publicRemoteModuleAt). e2e login-page-loads-light checks it
 * preloads what runs.
 */
const AT_PUBLIC_PAGE = `!${SIGNED_IN}&&/^\\/(globaldashboard|trip)(\\/|$)/.test(location.pathname)`;

/**
 * @param {{ appDir: string, federation: object, port: number, isHost?: boolean, copy?: object[] }} options
 */
function appConfig({ appDir, federation, port, isHost = false, extraPlugins = [] }) {
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    const hostChunks = isHost ? loadChunkGroups(CONSOLE_MODULE, PUBLIC_PAGE_MODULE) : null;
    return {
      entry: { main: './src/index.ts' },
      context: appDir,
      mode: production ? 'production' : 'development',
      devtool: production ? false : 'eval-cheap-module-source-map',
      output: {
        // A deploy builds a remote into its own version's folder (scripts/deploy.mjs).
        path: process.env.HAULSTOP_OUT_DIR || path.join(appDir, 'dist'),
        // Entry names carry no [contenthash] (the federation runtime rejects it); chunks do.
        filename: '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
        publicPath: isHost ? '/' : 'auto',
        uniqueName: federation.name,
        chunkLoadTimeout: 120000, // SPEC §9: script chunk load timeout 120 s
        clean: true,
      },
      resolve: { extensions: ['.tsx', '.ts', '.js'], alias: { ...thinModuleAliases(appDir), ...federationRuntimeAliases(appDir) } },
      module: {
        rules: [
          {
            test: /\.tsx?$/,
            exclude: /node_modules/,
            // Type checking runs once in `tsc --noEmit`; the build only transpiles.
            use: { loader: 'ts-loader', options: { transpileOnly: true, configFile: path.join(appDir, 'tsconfig.json') } },
          },
          { test: /\.(png|svg|jpg|woff2?|pdf)$/, type: 'asset/resource' },
          {
            test: /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/](theme[\\/]index|preset)\.js$/,
            use: path.join(__dirname, 'webpack', 'pure-chakra-theme-loader.cjs'),
          },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          dts: false,
          shared: sharedModules(appDir, { isRemote: Boolean(federation.exposes) }),
          // A remote entry loads when one of its pages is opened, never up front: 'version-first'
          // would fetch every remote entry as soon as the host loads a shared module after
          // start (the guarded console's chunk), and could take a shared module from a remote
          // that goes down later. Every app ships the same versions, so comparing is pointless.
          shareStrategy: 'loaded-first',
          // One federation runtime: the host (a pure consumer) publishes its runtime-core as
          // a global and each remote entry uses it instead of bundling its own copy.
          experiments: federation.exposes ? { externalRuntime: true } : { provideExternalRuntime: true },
          ...federation,
        }),
        ...(isHost
          ? [
              // The host's version (its package.json), for the user menu's About (DESIGN §9), and the
              // @haulstop/shared version it carries: a remote whose manifest needs others is not mounted.
              {
                apply: (compiler) =>
                  new compiler.webpack.DefinePlugin({
                    __HAULSTOP_HOST_VERSION__: JSON.stringify(require(path.join(appDir, 'package.json')).version),
                    __HAULSTOP_SHARED_VERSION__: JSON.stringify(require(path.join(__dirname, '..', 'shared', 'package.json')).version),
                  }).apply(compiler),
              },
              new HtmlWebpackPlugin({
                template: './public/index.html',
                inject: 'head',
                // The texts of the login page's copies in index.html (host/src/app/login-copy.tsx), by language.
                templateParameters: { localeTexts: localeTextsByLanguage() },
              }),
              new FirstLoadPreloadPlugin({
                // The console's chunks, or a visitor's public page's, download alongside the first load's.
                lazy: [
                  { module: CONSOLE_MODULE, when: SIGNED_IN },
                  { module: PUBLIC_PAGE_MODULE, when: AT_PUBLIC_PAGE },
                ],
              }),
              hostChunks.plugin,
            ]
          : []),
        ...extraPlugins,
      ],
      performance: { hints: false },
      optimization: {
        moduleIds: 'deterministic',
        // A remote's page comes in one file (with its later parts, each an import(), in one file each):
        // webpack's default split put what two pages share in files of their own, so a page came in
        // three to five, each one more round trip on one of the six connections a phone opens to an
        // origin (Lighthouse's simulated LCP of the driver's pages and /mapDashboard fell 4-6% once
        // merged). A module two pages use is then in both: a second page fetches those few KB again.
        splitChunks: hostChunks ? { cacheGroups: hostChunks.cacheGroups } : false,
      },
      devServer: {
        port,
        host: '127.0.0.1',
        historyApiFallback: isHost,
        headers: { 'Access-Control-Allow-Origin': '*' },
        static: isHost ? { directory: path.join(appDir, 'public') } : false,
      },
    };
  };
}

module.exports = { appConfig, sharedModules, SHARED_SUBPATHS, SINGLETONS };
