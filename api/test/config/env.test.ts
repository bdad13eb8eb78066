import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ConfigError, loadConfig } from '../../src/config/env';
import { newTempDir } from '../helpers/template';

describe('configuration from the environment (one validated module)', () => {
  const dataDir = newTempDir('hs-api-config-');
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  test('defaults: 127.0.0.1:8090, 15-minute access tokens, the console origins of DESIGN §5', () => {
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({
      host: '127.0.0.1',
      port: 8090,
      accessTokenTtlSeconds: 900,
      publicUrl: 'http://127.0.0.1:8090',
      seed: true,
      seedPasswordCost: 17,
      databaseUrl: undefined,
    });
    expect(config.corsOrigins).toEqual(
      expect.arrayContaining(['http://127.0.0.1:8080', 'http://localhost:8080', 'http://127.0.0.1:8084', 'http://localhost:8081']),
    );
  });

  test('without JWT_SECRET a random secret is generated once, kept in DATA_DIR and reused', () => {
    const first = loadConfig({ DATA_DIR: dataDir }).jwtSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(path.join(dataDir, 'jwt-secret'), 'utf8')).toBe(first);
    expect(loadConfig({ DATA_DIR: dataDir }).jwtSecret).toBe(first);
  });

  test.each([
    [{ PORT: 'eighty' }, 'PORT must be an integer'],
    [{ ACCESS_TOKEN_TTL_SECONDS: '0' }, 'ACCESS_TOKEN_TTL_SECONDS must be an integer from 1'],
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET must be at least 32 characters'],
    [{ PUBLIC_URL: 'not a url' }, 'PUBLIC_URL must be a URL'],
    [{ SEED_PASSWORD_COST: '9' }, 'SEED_PASSWORD_COST must be an integer from 10'],
  ])('invalid settings stop the start with a clear message: %j', (env, message) => {
    expect(() => loadConfig({ DATA_DIR: dataDir, ...env })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dataDir, ...env })).toThrow(message);
  });

  test('CORS_ORIGINS, SEED=false, SEED_PASSWORD_COST, LOGIN_RATE_LIMIT and DATABASE_URL are read', () => {
    const config = loadConfig({
      DATA_DIR: dataDir,
      CORS_ORIGINS: 'https://a.example, https://b.example',
      SEED: 'false',
      LOGIN_RATE_LIMIT: '3',
      DATABASE_URL: 'postgres://x@h/db',
      SEED_PASSWORD_COST: '10',
    });
    expect(config).toMatchObject({
      corsOrigins: ['https://a.example', 'https://b.example'],
      seed: false,
      seedPasswordCost: 10,
      loginRateLimit: 3,
      databaseUrl: 'postgres://x@h/db',
    });
  });
});
