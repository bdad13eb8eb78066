// A throwaway PostgreSQL 15 cluster on a loopback port, for running the API suite against a real
// server. PostgreSQL refuses to run as root, so as root the cluster runs as the postgres user.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';
export const PG_PORT = Number(process.env.PG_TEST_PORT ?? 54329);

function sh(args, { asPostgres }) {
  const [cmd, ...rest] = args;
  const result = asPostgres ? spawnSync('runuser', ['-u', 'postgres', '--', cmd, ...rest], { encoding: 'utf8' }) : spawnSync(cmd, rest, { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${path.basename(cmd)} failed: ${result.stderr || result.stdout}`);
  return result.stdout;
}

/** Starts a fresh cluster; returns its DATABASE_URL, its data folder (server.log) and a stop function. */
export function startPgCluster() {
  if (!fs.existsSync(path.join(BIN, 'initdb'))) throw new Error(`PostgreSQL 15 server not found in ${BIN}`);
  const asPostgres = process.getuid?.() === 0;
  const base = fs.mkdtempSync(path.join(os.tmpdir(), 'haulstop-pg-'));
  const dataDir = path.join(base, 'data');
  const sockDir = path.join(base, 'sock');
  fs.mkdirSync(dataDir, { mode: 0o700 });
  fs.mkdirSync(sockDir);
  if (asPostgres) {
    fs.chmodSync(base, 0o755);
    spawnSync('chown', ['-R', 'postgres:postgres', dataDir, sockDir]);
  }
  sh([path.join(BIN, 'initdb'), '-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8'], { asPostgres });
  sh(
    [
      path.join(BIN, 'pg_ctl'),
      '-D',
      dataDir,
      '-l',
      path.join(dataDir, 'server.log'),
      '-w',
      '-o',
      `-p ${PG_PORT} -k ${sockDir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`,
      'start',
    ],
    { asPostgres },
  );
  return {
    url: `postgres://postgres@127.0.0.1:${PG_PORT}/postgres`,
    dataDir,
    stop() {
      try {
        sh([path.join(BIN, 'pg_ctl'), '-D', dataDir, '-m', 'fast', '-w', 'stop'], { asPostgres });
      } finally {
        fs.rmSync(base, { recursive: true, force: true });
      }
    },
  };
}
