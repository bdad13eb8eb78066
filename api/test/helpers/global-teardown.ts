import { rmSync } from 'node:fs';
import { TEMPLATE_ENV, onServer } from './template';

export default async function globalTeardown(): Promise<void> {
  const dir = process.env[TEMPLATE_ENV.dir];
  if (dir) rmSync(dir, { recursive: true, force: true });
  const database = process.env[TEMPLATE_ENV.database];
  if (database && process.env.DATABASE_URL) await onServer(process.env.DATABASE_URL, [`DROP DATABASE IF EXISTS ${database}`]);
}
