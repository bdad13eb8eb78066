/**
 * API tests go through HTTP (app.inject) into a real database: PGlite, or PostgreSQL when
 * DATABASE_URL is set. globalSetup migrates and seeds one template that every test file copies.
 */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/test', '<rootDir>/src'],
  moduleFileExtensions: ['ts', 'js', 'mjs', 'cjs', 'json'],
  transform: { '^.+\\.(t|j|mj)s$': ['@swc/jest'] },
  // jose and typebox ship only ES modules; let swc turn them into CommonJS for jest.
  transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm|jose|typebox|content-disposition|cookie)(/|@))'],
  globalSetup: '<rootDir>/test/helpers/global-setup.ts',
  globalTeardown: '<rootDir>/test/helpers/global-teardown.ts',
  testTimeout: 60000,
};
