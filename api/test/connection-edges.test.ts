import http from 'node:http';
import net from 'node:net';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { createTestContext, type TestContext } from './helpers/test-app';

/**
 * Connections that end early or send too much, over a real socket: a client gone before the
 * server reads its address is dropped quietly, and a body over the limit gets its 413 answer
 * rather than a reset, however much the client keeps sending.
 */
let ctx: TestContext;
let app: FastifyInstance;
let port: number;
const logged: { level: number; msg: string; err?: { type?: string; message?: string } }[] = [];

beforeAll(async () => {
  ctx = await createTestContext();
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) logged.push(JSON.parse(line));
      callback();
    },
  });
  app = await buildApp({ config: { ...ctx.config, globalRateLimit: 100000 }, db: ctx.db, logger: { level: 'warn', stream } });
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as net.AddressInfo).port;
});
afterAll(async () => {
  await app.close();
  await ctx.close();
});

const errorsLogged = () => logged.filter((line) => line.level >= 50);

describe('connection edges', () => {
  test('a client that is gone before its request is handled leaves no error in the log', async () => {
    const request = 'GET /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n';
    for (let i = 0; i < 60; i++) {
      await new Promise<void>((resolve) => {
        const socket = net.connect(port, '127.0.0.1', () => {
          socket.write(request);
          // Reset at once: the server may see the request after the connection is gone.
          socket.resetAndDestroy();
        });
        socket.on('error', () => undefined);
        socket.on('close', () => resolve());
      });
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(errorsLogged()).toEqual([]);
  });

  test('a body far over the limit is answered 413 with the envelope, not a reset, while the client is still sending', async () => {
    const answer = await postSlowly({ 'content-type': 'application/json', 'content-length': String(8 * 1024 * 1024) }, 8 * 1024 * 1024);
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toMatchObject({ statusCode: 413, errorCode: 'PAYLOAD_TOO_LARGE' });
  });

  test('a chunked body over the limit (no Content-Length) is answered 413 too', async () => {
    const answer = await postSlowly({ 'content-type': 'application/json' }, 4 * 1024 * 1024);
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toMatchObject({ statusCode: 413, errorCode: 'PAYLOAD_TOO_LARGE' });
  });

  test('a client that sends its whole body before reading gets the 413, the body read and discarded up to a bound', async () => {
    const total = 6 * 1024 * 1024;
    const { received, writeError, sentAtClose } = await new Promise<{ received: string; writeError: string | null; sentAtClose: number }>((resolve) => {
      let received = '';
      let writeError: string | null = null;
      let sent = 0;
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.write(`POST /api/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${total}\r\n\r\n`);
        const chunk = Buffer.alloc(64 * 1024, 'a');
        const pump = (): void => {
          if (sent >= total || socket.destroyed) return;
          sent += chunk.length;
          if (socket.write(chunk)) setTimeout(pump, 1);
          else socket.once('drain', () => setTimeout(pump, 1));
        };
        pump();
      });
      socket.on('data', (data) => (received += data.toString('latin1')));
      socket.on('error', (error: NodeJS.ErrnoException) => (writeError = error.code ?? error.message));
      socket.on('close', () => resolve({ received, writeError, sentAtClose: sent }));
      socket.setTimeout(10_000, () => socket.destroy());
    });
    // The server kept the connection until the whole body had arrived, then answered.
    expect(sentAtClose).toBe(total);
    expect(writeError).toBeNull();
    expect(received).toMatch(/^HTTP\/1\.1 413 /);
    expect(received).toContain('PAYLOAD_TOO_LARGE');
  });
});

/** POSTs `total` bytes in 64 KB pieces a few ms apart, as a client on a real network does: the body keeps arriving after the server has decided. */
function postSlowly(headers: Record<string, string>, total: number): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port, path: '/api/auth/login', method: 'POST', headers }, (response) => {
      let body = '';
      response.on('data', (chunk) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on('error', reject);
    const chunk = Buffer.alloc(64 * 1024, 'a');
    let sent = 0;
    const pump = (): void => {
      if (request.destroyed) return;
      if (sent >= total) return void request.end();
      sent += chunk.length;
      if (request.write(chunk)) setTimeout(pump, 2);
      else request.once('drain', () => setTimeout(pump, 2));
    };
    pump();
  });
}
