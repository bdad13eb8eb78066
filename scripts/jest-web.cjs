/**
 * The one jest setup of the browser packages (shared, the host and the remotes): unit tests next
 * to the code in jsdom, TS compiled by swc (fast on 2 cores). A package's jest.config.cjs passes
 * only what differs; `<rootDir>` is that package.
 */
module.exports = function webJestConfig({ moduleNameMapper = {}, ...options } = {}) {
  return {
    testEnvironment: 'jsdom',
    roots: ['<rootDir>/src'],
    // jsdom lacks TextEncoder (react-router) and ResizeObserver (Chakra): added before any test module loads.
    setupFiles: ['@haulstop/shared/testing/polyfills'],
    // react-toastify loaded, as after a session's first toast (see that file).
    // The four remotes' pages loaded, as in the console once their manifests are here (see that file).
    setupFilesAfterEnv: [require.resolve('../shared/src/testing/toast-library-loaded.ts'), require.resolve('../shared/src/testing/console-pages-loaded.ts')],
    transform: {
      '^.+\\.(t|j|mj)sx?$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } } }],
    },
    // TypeBox (the endpoint definitions' schemas) ships ESM only: compiled like the sources.
    transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm|typebox)(/|@))'],
    moduleNameMapper: { ...moduleNameMapper, '\\.(css|svg|png|woff2?)$': require.resolve('./jest-file-stub.cjs') },
    ...options,
  };
};
