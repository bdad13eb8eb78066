import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The API's whole configuration, read from the environment in one place. */
export interface AppConfig {
  host: string;
  port: number;
  /** PostgreSQL connection string; unset means the embedded PGlite database in `dataDir`. */
  databaseUrl: string | undefined;
  /** Local state: PGlite data (`pglite/`), the file store (`files/`), a generated JWT secret. */
  dataDir: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlDays: number;
  jwtSecret: string;
  corsOrigins: string[];
  /** Base URL the browser reaches the API on; signed file URLs are built from it. */
  publicUrl: string;
  /** Failed logins allowed per account in the window; per address it is 4 times this. */
  loginRateLimit: number;
  loginRateWindowMinutes: number;
  /** After the account-wide or address-wide failure limit: one sign-in attempt per this many seconds. */
  loginThrottleSeconds: number;
  /** Proxies whose X-Forwarded-For is believed (addresses or CIDRs); none by default. */
  trustedProxies: string[];
  /** A request (headers and body) must arrive within this; a stalled upload is cut off. */
  requestTimeoutSeconds: number;
  /** Requests per minute per address for everything (a coarse guard, not the login limit). */
  globalRateLimit: number;
  seed: boolean;
  /**
   * The scrypt cost (log2 N) of the demo users' password hashes when seeding; production's 17 by
   * default. The e2e console seeds at 10: the demo password is published, so its hashes protect
   * nothing, and each of the suite's ~250 sign-ins then verifies in ~15 ms, not ~1 s.
   */
  seedPasswordCost: number;
  logLevel: string;
  /** SMTP server for mail (smtp://user:pass@host:port); unset writes each message to `<dataDir>/outbox/`. */
  smtpUrl: string | undefined;
  /** The sender of every mail. */
  mailFrom: string;
  /** Base URL of the console (host); links in mails point at it. */
  consoleUrl: string;
  /** Sign-ups, e-mail verifications and invitation calls allowed per address in 15 minutes. */
  signupRateLimit: number;
  /** Requests per minute per API key (DESIGN §8); past it 429 RATE_LIMITED. */
  apiKeyRateLimit: number;
  /**
   * Webhook URLs may resolve to loopback addresses (127.0.0.0/8, ::1): only for a local demo and
   * tests (`npm start` sets it); private, link-local and metadata addresses are refused regardless.
   */
  webhookAllowLoopback: boolean;
  /** Delays between webhook attempts (ms): the first is the wait before the 2nd attempt. */
  webhookRetryDelaysMs: number[];
  /** Time allowed per webhook attempt. */
  webhookTimeoutMs: number;
  /**
   * The console's deploys (DESIGN §9: registry.json and remotes/<name>/<version>/): DEPLOYS_DIR, else
   * `<dataDir>/deploys`, as the console and npm run deploy choose it. The platform's remote versions page switches it.
   */
  deploysDir: string;
  /** The built-in payment sandbox answers each charge and refund after this (a real processor: 300–800 ms); 0 by default. */
  paymentSandboxLatencyMs: number;
}

/** Svix's schedule after the first attempt: 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h (8 attempts in all). */
export const WEBHOOK_RETRY_DELAYS_MS = [5, 300, 1800, 7200, 18000, 36000, 36000].map((seconds) => seconds * 1000);

export const API_ROOT = path.resolve(__dirname, '..', '..');
const REPO_ROOT = path.resolve(API_ROOT, '..');

const defaultCorsOrigins = ['127.0.0.1', 'localhost'].flatMap((host) => [8080, 8081, 8082, 8083, 8084].map((port) => `http://${host}:${port}`));

export class ConfigError extends Error {}

function integer(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(`${name} must be an integer from ${min} to ${max} (got '${raw}')`);
  }
  return value;
}

function url(env: NodeJS.ProcessEnv, name: string, fallback: string): string {
  const raw = env[name] || fallback;
  try {
    return new URL(raw).toString().replace(/\/$/, '');
  } catch {
    throw new ConfigError(`${name} must be a URL (got '${raw}')`);
  }
}

/**
 * A secret generated on first start and kept beside the data, so tokens survive a restart
 * without anyone committing a secret to the repository.
 */
function persistedSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const dataDir = path.resolve(env.DATA_DIR || path.join(REPO_ROOT, '.data'));
  const jwtSecret = env.JWT_SECRET || persistedSecret(dataDir);
  if (jwtSecret.length < 32) throw new ConfigError('JWT_SECRET must be at least 32 characters');
  return {
    host: env.HOST || '127.0.0.1',
    port: integer(env, 'PORT', 8090, 0, 65535),
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir,
    accessTokenTtlSeconds: integer(env, 'ACCESS_TOKEN_TTL_SECONDS', 900, 1, 86400),
    refreshTokenTtlDays: integer(env, 'REFRESH_TOKEN_TTL_DAYS', 14, 1, 365),
    jwtSecret,
    corsOrigins: env.CORS_ORIGINS
      ? env.CORS_ORIGINS.split(',')
          .map((origin) => origin.trim())
          .filter(Boolean)
      : defaultCorsOrigins,
    publicUrl: url(env, 'PUBLIC_URL', 'http://127.0.0.1:8090'),
    loginRateLimit: integer(env, 'LOGIN_RATE_LIMIT', 5, 1, 10000),
    loginRateWindowMinutes: integer(env, 'LOGIN_RATE_WINDOW_MINUTES', 15, 1, 1440),
    loginThrottleSeconds: integer(env, 'LOGIN_THROTTLE_SECONDS', 5, 0, 3600),
    trustedProxies: (env.TRUSTED_PROXIES ?? '')
      .split(',')
      .map((p) => p.trim())
      .filter(Boolean),
    requestTimeoutSeconds: integer(env, 'REQUEST_TIMEOUT_SECONDS', 30, 1, 3600),
    globalRateLimit: integer(env, 'RATE_LIMIT_MAX', 3000, 1, 1000000),
    seed: env.SEED !== 'false',
    seedPasswordCost: integer(env, 'SEED_PASSWORD_COST', 17, 10, 17),
    logLevel: env.LOG_LEVEL || 'info',
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'Haulstop <no-reply@haulstop.test>',
    consoleUrl: url(env, 'CONSOLE_URL', 'http://127.0.0.1:8080'),
    signupRateLimit: integer(env, 'SIGNUP_RATE_LIMIT', 20, 1, 100000),
    apiKeyRateLimit: integer(env, 'API_KEY_RATE_LIMIT', 120, 1, 1000000),
    webhookAllowLoopback: env.WEBHOOK_ALLOW_LOOPBACK === 'true',
    webhookRetryDelaysMs: WEBHOOK_RETRY_DELAYS_MS,
    webhookTimeoutMs: integer(env, 'WEBHOOK_TIMEOUT_MS', 15000, 100, 120000),
    paymentSandboxLatencyMs: integer(env, 'PAYMENT_SANDBOX_LATENCY_MS', 0, 0, 60000),
    deploysDir: env.DEPLOYS_DIR ? path.resolve(env.DEPLOYS_DIR) : path.join(dataDir, 'deploys'),
  };
}
