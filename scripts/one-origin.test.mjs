// The host's server as one origin (scripts/console.mjs): a remote's files under its
// path, the API forwarded as it answers (the live feed streams), server.json replaced, nothing
// outside a mounted folder served. Random ports: `node --test scripts/`.
import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { serveStatic } from './serve-static.mjs';
import { oneOriginServerJson } from './console.mjs';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'one-origin-test-'));
const hostDist = path.join(dir, 'host');
const remoteDist = path.join(dir, 'remote');
const secret = path.join(dir, 'remote-secret');
for (const folder of [hostDist, remoteDist, secret]) fs.mkdirSync(folder);
fs.writeFileSync(path.join(hostDist, 'index.html'), '<!doctype html><title>host</title>');
fs.writeFileSync(path.join(hostDist, 'server.json'), '{"built":true}');
fs.writeFileSync(path.join(remoteDist, 'remoteEntry.js'), 'var remote = 1;');
fs.writeFileSync(path.join(secret, 'key.txt'), 'not served');
const replacement = path.join(dir, 'server.json');
fs.writeFileSync(replacement, '{"oneOrigin":true}');

// A stand-in API: echoes what it was asked, and streams events one by one on /api/stream.
const seen = [];
let streamClosed;
const streamClosedPromise = new Promise((resolve) => (streamClosed = resolve));
const api = http.createServer((req, res) => {
  const parts = [];
  req.on('data', (d) => parts.push(d));
  req.on('end', () => {
    seen.push({ method: req.method, url: req.url, headers: req.headers, body: Buffer.concat(parts).toString() });
    if (req.url === '/api/stream') {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write('data: first\n\n');
      res.on('close', () => streamClosed());
      return;
    }
    res.writeHead(req.url === '/api/missing' ? 404 : 201, { 'content-type': 'application/json', 'x-api': 'yes' });
    res.end(JSON.stringify({ method: req.method, url: req.url }));
  });
});
await new Promise((resolve) => api.listen(0, '127.0.0.1', resolve));

const server = await serveStatic({
  root: hostDist,
  port: 0,
  spa: true,
  mounts: { '/remotes/reserve/': remoteDist },
  proxy: { prefix: '/api/', target: `http://127.0.0.1:${api.address().port}` },
  files: { '/server.json': replacement },
});
const base = `http://127.0.0.1:${server.address().port}`;
test.after(() => {
  server.close();
  api.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

test("a remote's files are served under its path; the host's own pages stay the single-page fallback", async () => {
  const entry = await fetch(`${base}/remotes/reserve/remoteEntry.js`);
  assert.equal(entry.status, 200);
  assert.equal(await entry.text(), 'var remote = 1;');
  assert.equal((await fetch(`${base}/remotes/reserve/missing.js`)).status, 404);
  // No fallback inside a mount: a missing remote page is not the host's index.html.
  assert.equal((await fetch(`${base}/remotes/reserve/somewhere`)).status, 404);
  assert.equal(await (await fetch(`${base}/mapDashboard`)).text(), '<!doctype html><title>host</title>');
});

test('nothing outside a mounted folder is served, not even a folder whose name starts the same', async () => {
  for (const url of [
    '/remotes/reserve/..%2fremote-secret%2fkey.txt',
    '/remotes/reserve/%2e%2e/remote-secret/key.txt',
    '/remotes/reserve/..%2f..%2fhost%2fserver.json',
  ]) {
    const res = await fetch(`${base}${url}`);
    assert.ok([403, 404].includes(res.status), `${url}: ${res.status}`);
    assert.notEqual(await res.text(), 'not served');
  }
});

test('server.json is the file given for it, not the build’s', async () => {
  assert.deepEqual(await (await fetch(`${base}/server.json`)).json(), { oneOrigin: true });
});

test('/api/ is forwarded with its method, query, headers and body (the client’s address its own, not one it wrote), and answered with the API’s status and headers', async () => {
  const res = await fetch(`${base}/api/reservations?page=1`, {
    method: 'POST',
    headers: { authorization: 'Bearer abc', 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.9' },
    body: JSON.stringify({ slots: 2 }),
  });
  assert.equal(res.status, 201);
  assert.equal(res.headers.get('x-api'), 'yes');
  assert.deepEqual(await res.json(), { method: 'POST', url: '/api/reservations?page=1' });
  const asked = seen.at(-1);
  assert.equal(asked.headers.authorization, 'Bearer abc');
  assert.equal(asked.body, '{"slots":2}');
  // The address that connected, not the one the client wrote (the API believes this header).
  assert.equal(asked.headers['x-forwarded-for'], '127.0.0.1');
  assert.equal(asked.headers['x-forwarded-host'], new URL(base).host);
  assert.equal((await fetch(`${base}/api/missing`)).status, 404);
  // /apihub is a console page, not the API.
  assert.equal(await (await fetch(`${base}/apihub`)).text(), '<!doctype html><title>host</title>');
});

test('an event stream is passed on as it comes, and ends upstream when the client leaves', { timeout: 10_000 }, async () => {
  const controller = new AbortController();
  const res = await fetch(`${base}/api/stream`, { signal: controller.signal });
  const reader = res.body.getReader();
  const { value } = await reader.read(); // the API never ends this answer: the first event arrives alone
  assert.equal(Buffer.from(value).toString(), 'data: first\n\n');
  controller.abort();
  await streamClosedPromise;
});

test('a stopped API answers 502, not a hang', async () => {
  const stopped = await serveStatic({ root: hostDist, port: 0, proxy: { prefix: '/api/', target: 'http://127.0.0.1:9' } });
  try {
    assert.equal((await fetch(`http://127.0.0.1:${stopped.address().port}/api/health`)).status, 502);
  } finally {
    stopped.close();
  }
});

test('the one-origin server.json moves the API and each remote entry under the origin, and keeps the rest', () => {
  const built = {
    servers: { server: { url: 'http://127.0.0.1:8090', USPassCode: '+1', CanadaPassCode: '+1' } },
    gMapKey: 'k',
    googleTagId: '',
    remotes: { reserve: 'http://127.0.0.1:8081/remoteEntry.js', finance: 'https://cdn.example/finance/v2/remoteEntry.js' },
  };
  assert.deepEqual(oneOriginServerJson(built, 'http://127.0.0.1:8080'), {
    servers: { server: { url: 'http://127.0.0.1:8080', USPassCode: '+1', CanadaPassCode: '+1' } },
    gMapKey: 'k',
    googleTagId: '',
    remotes: { reserve: 'http://127.0.0.1:8080/remotes/reserve/remoteEntry.js', finance: 'http://127.0.0.1:8080/remotes/finance/remoteEntry.js' },
  });
});
