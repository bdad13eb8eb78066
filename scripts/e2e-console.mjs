// The console for the e2e suite: the built apps and the API on a fresh embedded database in a
// temporary folder, so every run starts from the demo data. Build first (npm run build).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startConsole } from './console.mjs';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'haulstop-e2e-'));
// Tests read mail from <dataDir>/outbox/ (e2e/tests/outbox.ts); this file tells them where it is.
const DATA_DIR_FILE = path.join(import.meta.dirname, '..', 'e2e', '.data-dir');
fs.writeFileSync(DATA_DIR_FILE, dataDir);
// The suite runs against the host whose server.json names each remote's and the API's own origin
// (what independent deployments need); one-origin.spec.ts against the one-origin host `npm start`
// runs, here on its own port.
const consoleProcess = await startConsole({
  oneOrigin: false,
  secondHostPort: 8085,
  // The demo users' hashes at a low scrypt cost (their password is published): every test signs
  // in, and at production's cost each sign-in spent ~1 s of the API's CPU in scrypt. A password
  // a test sets (change-password) is hashed at production's cost as always.
  env: {
    DATA_DIR: dataDir,
    WEBHOOK_ALLOW_LOOPBACK: 'true',
    SEED_PASSWORD_COST: '10',
    ...(process.env.E2E_API_ENV ? JSON.parse(process.env.E2E_API_ENV) : {}),
  },
  quiet: true,
});
process.stdout.write(`console ready (data in ${dataDir})\n`);
const stop = async () => {
  await consoleProcess.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(DATA_DIR_FILE, { force: true });
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
