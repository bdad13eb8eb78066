/** Unit tests next to the code; TS compiled by swc (fast on 2 cores). */
module.exports = {
  testEnvironment: 'jsdom',
  roots: ['<rootDir>/src'],
  // jsdom lacks TextEncoder (react-router) and ResizeObserver (Chakra): added before any test module loads.
  setupFiles: ['<rootDir>/src/testing/polyfills.ts'],
  transform: { '^.+\\.(t|j)sx?$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } } }] },
  // Modules of shared reach each other by package name (so federation shares one instance).
  moduleNameMapper: { '^@haulstop/shared/(.*)$': '<rootDir>/src/$1/index.ts' },
};
