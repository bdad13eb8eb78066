/** Unit tests next to the code; TS compiled by swc (fast on 2 cores). */
module.exports = {
  testEnvironment: 'jsdom',
  roots: ['<rootDir>/src'],
  // jsdom lacks TextEncoder (react-router) and ResizeObserver (Chakra): added before any test module loads.
  setupFiles: ['@haulstop/shared/testing/polyfills'],
  transform: { '^.+\\.(t|j)sx?$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } } }] },
  moduleNameMapper: { '^react-i18next/full$': 'react-i18next', '\\.(css|svg|png|woff2?)$': '<rootDir>/../scripts/jest-file-stub.cjs' },
};
