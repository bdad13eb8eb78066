import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type AddressInfo } from 'node:net';
import path from 'node:path';

const API_ROOT = path.resolve(__dirname, '..', '..');

export interface ApiProcess {
  child: ChildProcess;
  base: string;
  /** Everything it printed so far (stdout and stderr), for failure messages. */
  output(): string;
  /** Resolves with the exit code (or the signal's name) once the process is gone. */
  exited: Promise<number | string | null>;
}

/** A port free right now on loopback (the OS picks it; the listener is closed again). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * `src/server.ts` in a process of its own, resolved once it prints that it listens. node runs it
 * with tsx as a loader, so a signal (SIGKILL included) reaches the server itself, not a wrapper.
 */
export async function startApiProcess(env: Record<string, string>): Promise<ApiProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: API_ROOT,
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | string | null>((resolve) => child.on('exit', (code, signal) => resolve(code ?? signal)));
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Haulstop API listening on')) resolve();
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    void exited.then((code) => reject(new Error(`the API process exited (${code}) before listening:\n${output}`)));
  });
  return { child, base: `http://127.0.0.1:${port}`, output: () => output, exited };
}

/** Kills it (SIGTERM unless told) and waits until it is gone. */
export async function stopApiProcess(api: ApiProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<number | string | null> {
  if (api.child.exitCode === null && api.child.signalCode === null) api.child.kill(signal);
  return api.exited;
}
