// West of UTC, in a zone with summer time, whatever the machine's: a date shifted by the time zone
// (a date-only value shown the day before, a month the month before) fails here, not for a user in Vancouver.
process.env.TZ = 'America/Vancouver';

module.exports = require('../scripts/jest-web.cjs')({
  // The package itself: its polyfills from the source, and its modules reach each other by package name (so federation shares one instance).
  setupFiles: ['<rootDir>/src/testing/polyfills.ts'],
  moduleNameMapper: { '^@haulstop/shared/contracts/(.+)$': '<rootDir>/src/contracts/$1.ts', '^@haulstop/shared/(.*)$': '<rootDir>/src/$1/index.ts' },
});
