import { cpSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../src/app';
import { loadConfig, type AppConfig } from '../../src/config/env';
import type { Db } from '../../src/db/db';
import { openPgliteDb } from '../../src/db/pglite-db';
import { openPostgresDb } from '../../src/db/pg-db';
import { DEMO_LOGINS, DEMO_PASSWORD, type DemoUser } from '../../src/db/seed-data';
import { SEEDED_HASHES_FILE, restoreSeededPasswords } from './passwords';
import { TEMPLATE_ENV, newTempDir, onServer, randomName, urlForDatabase } from './template';

export const DEMO_USERS = DEMO_LOGINS;
export type { DemoUser };

/** Seeded organisation ids (seed-data.ts). */
export const ORG = { platform: 1, prairie: 2, northline: 3, eastbound: 4, ridgeway: 5, lakeshore: 6, cascade: 7, mapleLeaf: 8 } as const;
export const ORG_COUNT = 12;

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';

export interface Session {
  token: string;
  refreshToken: string;
  user: { userId: number; loginId: string; firstName: string; lastName: string };
  organizations: { orgId: number; saasOrgId: number; role: string; orgType: string; orgName: string }[];
}

export interface TestContext {
  app: FastifyInstance;
  db: Db;
  config: AppConfig;
  /** The URL of this file's own PostgreSQL database (for other processes to open); undefined on PGlite. */
  databaseUrl: string | undefined;
  /** Signs a demo user in once per file and reuses the session (at the template's test scrypt cost: helpers/passwords.ts). */
  login(user: DemoUser): Promise<Session>;
  /** An authenticated request as a demo user, optionally in an organisation (X-Org-Id). */
  as(user: DemoUser, options: InjectOptions & { orgId?: number }): Promise<LightMyRequestResponse>;
  /** Another app on the same database with other settings (e.g. a 1-second token lifetime). */
  withConfig(overrides: Partial<AppConfig>): Promise<FastifyInstance>;
  close(): Promise<void>;
}

export interface TestContextOptions {
  /** The seed's own password hashes (production cost) instead of the template's test-cost ones: for a file asserting on them. */
  seededPasswords?: boolean;
}

/**
 * A fresh copy of the seeded template for one test file: a PGlite folder copy, or a new
 * PostgreSQL database created from the template database.
 */
export async function createTestContext(overrides: Partial<AppConfig> = {}, options: TestContextOptions = {}): Promise<TestContext> {
  const templateDir = process.env[TEMPLATE_ENV.dir];
  if (!templateDir) throw new Error('globalSetup did not run (no template)');
  const dataDir = newTempDir('hs-api-test-');
  cpSync(templateDir, dataDir, { recursive: true });

  let db: Db;
  let dropDatabase: (() => Promise<void>) | undefined;
  let databaseUrl: string | undefined;
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const name = randomName('hs_test');
    await onServer(serverUrl, [`CREATE DATABASE ${name} TEMPLATE ${process.env[TEMPLATE_ENV.database]}`]);
    databaseUrl = urlForDatabase(serverUrl, name);
    db = openPostgresDb(databaseUrl, 4);
    dropDatabase = () => onServer(serverUrl, [`DROP DATABASE IF EXISTS ${name}`]);
  } else {
    db = await openPgliteDb(path.join(dataDir, 'pglite'));
  }
  if (options.seededPasswords) await restoreSeededPasswords(db, JSON.parse(readFileSync(path.join(templateDir, SEEDED_HASHES_FILE), 'utf8')));

  const config: AppConfig = {
    ...loadConfig({ DATA_DIR: dataDir, JWT_SECRET: TEST_JWT_SECRET, RATE_LIMIT_MAX: '100000', LOG_LEVEL: 'silent' }),
    databaseUrl: serverUrl,
    ...overrides,
  };
  const app = await buildApp({ config, db, logger: false });
  const extraApps: FastifyInstance[] = [];
  const sessions = new Map<DemoUser, Promise<Session>>();

  const login = (user: DemoUser) => {
    let session = sessions.get(user);
    if (!session) {
      session = app.inject({ method: 'POST', url: '/api/auth/login', payload: { loginId: DEMO_USERS[user], password: DEMO_PASSWORD } }).then((response) => {
        if (response.statusCode !== 200) throw new Error(`login ${user} failed: ${response.body}`);
        return response.json() as Session;
      });
      sessions.set(user, session);
    }
    return session;
  };

  return {
    app,
    db,
    config,
    databaseUrl,
    login,
    async as(user, { orgId, headers, ...options }) {
      const { token } = await login(user);
      return app.inject({
        ...options,
        headers: { ...headers, authorization: `Bearer ${token}`, ...(orgId !== undefined ? { 'x-org-id': String(orgId) } : {}) },
      });
    },
    async withConfig(more) {
      const other = await buildApp({ config: { ...config, ...more }, db, logger: false });
      extraApps.push(other);
      return other;
    },
    async close() {
      for (const other of extraApps) await other.close();
      await app.close();
      await db.close();
      if (dropDatabase) await dropDatabase();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Every user's id by the part of its login before the @ (`dispatch` for the dispatch demo user). */
export async function userIdsByLogin(ctx: TestContext): Promise<Record<string, number>> {
  const { rows } = await ctx.db.query<{ id: number; login_id: string }>('SELECT id, login_id FROM users');
  return Object.fromEntries(rows.map((row) => [row.login_id.split('@')[0], row.id]));
}
