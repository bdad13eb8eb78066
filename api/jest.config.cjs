/** API tests go through HTTP (app.inject) into a real database: PGlite, or PostgreSQL when DATABASE_URL is set. */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/test', '<rootDir>/src'],
  transform: { '^.+\\.(t|j)sx?$': ['@swc/jest'] },
  testTimeout: 60000,
};
