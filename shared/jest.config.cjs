/** Unit tests next to the code; TS compiled by swc (fast on 2 cores). */

// West of UTC, in a zone with summer time, whatever the machine's: a date shifted by the time zone
// (a date-only value shown the day before, a month the month before) fails here, not for a user in Vancouver.
process.env.TZ = 'America/Vancouver';

module.exports = {
  testEnvironment: 'jsdom',
  roots: ['<rootDir>/src'],
  // jsdom lacks TextEncoder (react-router) and ResizeObserver (Chakra): added before any test module loads.
  setupFiles: ['<rootDir>/src/testing/polyfills.ts'],
  transform: { '^.+\\.(t|j)sx?$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } } }] },
  // Modules of shared reach each other by package name (so federation shares one instance).
  moduleNameMapper: { '^@haulstop/shared/(.*)$': '<rootDir>/src/$1/index.ts' },
};
