// `npm start`: installs what it needs, builds what changed, and runs the whole console
// (API on the embedded database with demo data, host and four remotes). Ctrl-C stops everything.
import { DEMO_PASSWORD, DEMO_USERS, API_PORT, buildApps, ensurePnpm, installDependencies, log } from './lib.mjs';
import { startConsole } from './console.mjs';

const pnpm = ensurePnpm();
await installDependencies(pnpm);
await buildApps(pnpm);
// A local demo may send webhooks to a receiver on this machine; a deployment refuses loopback targets.
const allowLoopback = process.env.WEBHOOK_ALLOW_LOOPBACK ?? 'true';
const consoleProcess = await startConsole({ env: { WEBHOOK_ALLOW_LOOPBACK: allowLoopback } });

log('');
log('Haulstop is running:  http://127.0.0.1:8080');
log(`API: http://127.0.0.1:${API_PORT}   API docs: http://127.0.0.1:${API_PORT}/api/docs`);
log(process.env.SMTP_URL ? 'Mail: sent through SMTP_URL' : 'Mail: written as .eml files to .data/outbox/ (set SMTP_URL to send it)');
log(
  allowLoopback === 'true'
    ? 'Webhooks: loopback targets (127.0.0.1, localhost) are allowed for this local demo (WEBHOOK_ALLOW_LOOPBACK=true); private and metadata addresses stay refused'
    : 'Webhooks: loopback, private, link-local and metadata targets are refused',
);
log(`Demo logins (password ${DEMO_PASSWORD}):`);
for (const [login, what] of DEMO_USERS) log(`  ${login.padEnd(24)} ${what}`);
log('Press Ctrl-C to stop.');

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    log('stopping…');
    await consoleProcess.stop();
    process.exit(0);
  });
}
