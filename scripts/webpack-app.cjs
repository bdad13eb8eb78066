// One webpack + Module Federation 2 setup for the host and the four remotes, so every app shares
// the same singletons (DESIGN.md §1, NOTES.md). Each app's webpack.config.cjs calls appConfig()
// with its own federation.config.cjs.
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');

/** The concerns of @haulstop/shared, each its own singleton (one store, one client, one i18n, one Chakra). */
const SHARED_SUBPATHS = ['auth', 'session', 'permissions', 'menu', 'i18n', 'status', 'rules', 'constants', 'contracts', 'config', 'query', 'api', 'ui', 'ui/core'];

/** Libraries that hold state or context: one copy across host and remotes. */
const SINGLETONS = ['react', 'react-dom', 'zustand', 'i18next', 'react-i18next', 'axios', 'react-toastify', '@tanstack/react-query'];

/** The thin react-router of the console (the client API it uses; see that file). */
const ROUTER_MODULE = path.join(__dirname, '..', 'shared', 'src', 'router', 'index.ts');

/**
 * react-router's production ESM build, as aliases: its package's conditions pick the development
 * build for 'react-router' and 'react-router/dom' alike, and the two entries must reach the same
 * inner files (one router context), which webpack then tree-shakes to what the thin module names.
 */
function reactRouterAliases(appDir) {
  const manifest = require.resolve('react-router/package.json', { paths: [appDir, path.join(__dirname, '..', 'shared')] });
  const dist = path.join(path.dirname(manifest), 'dist', 'production');
  return { 'react-router$': path.join(dist, 'index.mjs'), 'react-router/dom$': path.join(dist, 'dom-export.mjs') };
}

function sharedModules(appDir, { isRemote = false } = {}) {
  const deps = require(path.join(appDir, 'package.json')).dependencies;
  const sharedVersion = require(path.join(__dirname, '..', 'shared', 'package.json')).version;
  const shared = {};
  for (const name of SINGLETONS) shared[name] = { singleton: true, requiredVersion: deps[name] };
  // react-router is shared as the thin module, under the name every app imports.
  const routerVersion = require(require.resolve('react-router/package.json', { paths: [appDir, path.join(__dirname, '..', 'shared')] })).version;
  shared['react-router-dom'] = { singleton: true, import: ROUTER_MODULE, version: routerVersion, requiredVersion: deps['react-router-dom'] };
  // Deep imports are separate requests to the federation runtime: share them explicitly.
  shared['react/jsx-runtime'] = { singleton: true, requiredVersion: deps.react };
  shared['react-dom/client'] = { singleton: true, requiredVersion: deps['react-dom'] };
  shared['zustand/vanilla'] = { singleton: true, requiredVersion: deps.zustand };
  for (const sub of SHARED_SUBPATHS) {
    // workspace:* is not semver, so the version is given explicitly (NOTES.md).
    shared[`@haulstop/shared/${sub}`] = { singleton: true, version: sharedVersion, requiredVersion: `^${sharedVersion}` };
  }
  if (isRemote) {
    // The design system is two singletons (ui/core for the public pages, ui for the rest) built
    // from one Chakra: ui re-exports ui/core by a relative import. Both must come from the same
    // build, and the host loads ui only after login, when a remote may already have offered its
    // own copy. So remotes bring no copy of either (`import: false`): the host's is the only one.
    for (const sub of ['ui', 'ui/core']) shared[`@haulstop/shared/${sub}`].import = false;
  }
  return shared;
}

/**
 * @param {{ appDir: string, federation: object, port: number, isHost?: boolean, copy?: object[] }} options
 */
function appConfig({ appDir, federation, port, isHost = false, extraPlugins = [] }) {
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    return {
      entry: { main: './src/index.ts' },
      context: appDir,
      mode: production ? 'production' : 'development',
      devtool: production ? false : 'eval-cheap-module-source-map',
      output: {
        path: path.join(appDir, 'dist'),
        // Entry names carry no [contenthash] (the federation runtime rejects it); chunks do.
        filename: '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
        publicPath: isHost ? '/' : 'auto',
        uniqueName: federation.name,
        chunkLoadTimeout: 120000, // SPEC §9: script chunk load timeout 120 s
        clean: true,
      },
      resolve: { extensions: ['.tsx', '.ts', '.js'], alias: reactRouterAliases(appDir) },
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
          // One federation runtime (issue 6): the host (a pure consumer) publishes its runtime-core as
          // a global and each remote entry uses it instead of bundling its own copy.
          experiments: federation.exposes ? { externalRuntime: true } : { provideExternalRuntime: true },
          ...federation,
        }),
        ...(isHost ? [new HtmlWebpackPlugin({ template: './public/index.html', inject: 'body' })] : []),
        ...extraPlugins,
      ],
      performance: { hints: false },
      optimization: { moduleIds: 'deterministic' },
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
