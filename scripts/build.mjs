// `npm run build`: production builds of the host and the four remotes.
import { buildApps, ensurePnpm } from './lib.mjs';

await buildApps(ensurePnpm(), { force: process.argv.includes('--force') });
