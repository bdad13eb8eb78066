/**
 * API tests go through HTTP (app.inject) into a real database: PGlite, or PostgreSQL when
 * DATABASE_URL is set. globalSetup migrates and seeds one template that every test file copies.
 */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/test', '<rootDir>/src'],
  moduleFileExtensions: ['ts', 'js', 'mjs', 'cjs', 'json'],
  transform: { '^.+\\.(t|j|mj|cj)s$': ['@swc/jest'] },
  // These packages are ESM-only (jose, typebox, content-disposition, cookie), or load node
  // built-ins with import() (PGlite), which jest's module sandbox refuses without
  // --experimental-vm-modules: swc turns both into plain CommonJS require.
  transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm|jose|typebox|content-disposition|cookie|@electric-sql|@seriousme)(/|@))'],
  globalSetup: '<rootDir>/test/helpers/global-setup.ts',
  globalTeardown: '<rootDir>/test/helpers/global-teardown.ts',
  testTimeout: 60000,
};
