// The static servers behave like the CDN the console is deployed behind (Speed):
// compressed JS, ETag revalidation, hashed chunks immutable, entries revalidated, CORS for remotes.
// Runs on a random port (no ports lock needed): `node --test scripts/`.
import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { serveStatic, pickEncoding, IMMUTABLE, REVALIDATE } from './serve-static.mjs';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'serve-static-test-'));
const chunk = `export const big = ${JSON.stringify('haulstop '.repeat(2000))};\n`;
fs.writeFileSync(path.join(root, '1234.0a1b2c3d.js'), chunk);
fs.writeFileSync(path.join(root, 'remoteEntry.js'), chunk);
fs.writeFileSync(path.join(root, 'index.html'), `<!doctype html><title>Haulstop</title>${'<!-- pad -->'.repeat(200)}`);
fs.writeFileSync(path.join(root, 'server.json'), '{"apiUrl":"http://127.0.0.1:8090"}');

const server = await serveStatic({ root, port: 0, spa: true });
const base = `http://127.0.0.1:${server.address().port}`;
test.after(() => {
  server.close();
  fs.rmSync(root, { recursive: true, force: true });
});

// fetch() decodes bodies itself; node:http shows the bytes and headers exactly as sent.
function get(url, headers = {}) {
  return new Promise((resolve, reject) => {
    http
      .get(`${base}${url}`, { headers }, (res) => {
        const parts = [];
        res.on('data', (d) => parts.push(d));
        res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(parts) }));
      })
      .on('error', reject);
  });
}

test('a hashed chunk is sent brotli-compressed, immutable for a year, with CORS and Vary', async () => {
  const res = await get('/1234.0a1b2c3d.js', { 'accept-encoding': 'gzip, deflate, br' });
  assert.equal(res.status, 200);
  assert.equal(res.headers['content-encoding'], 'br');
  assert.equal(zlib.brotliDecompressSync(res.body).toString(), chunk);
  assert.ok(res.body.length < chunk.length / 10, `brotli body ${res.body.length} B for ${chunk.length} B`);
  assert.equal(res.headers['cache-control'], IMMUTABLE);
  assert.equal(res.headers['cache-control'], 'public, max-age=31536000, immutable');
  assert.equal(res.headers.vary, 'Accept-Encoding');
  assert.equal(res.headers['access-control-allow-origin'], '*');
});

test('a client that accepts only gzip gets gzip; one that accepts nothing gets the plain file', async () => {
  const gz = await get('/1234.0a1b2c3d.js', { 'accept-encoding': 'gzip' });
  assert.equal(gz.headers['content-encoding'], 'gzip');
  assert.equal(zlib.gunzipSync(gz.body).toString(), chunk);
  const plain = await get('/1234.0a1b2c3d.js');
  assert.equal(plain.headers['content-encoding'], undefined);
  assert.equal(plain.body.toString(), chunk);
  assert.notEqual(gz.headers.etag, plain.headers.etag);
});

test('remote entries, server.json and index.html are revalidated on every load (no-cache)', async () => {
  for (const url of ['/remoteEntry.js', '/server.json', '/index.html', '/mapDashboard']) {
    const res = await get(url, { 'accept-encoding': 'br' });
    assert.equal(res.status, 200, url);
    assert.equal(res.headers['cache-control'], REVALIDATE, url);
    assert.equal(res.headers['cache-control'], 'no-cache', url);
  }
});

test('a matching If-None-Match is answered 304 with no body; a stale one gets the file', async () => {
  const first = await get('/remoteEntry.js', { 'accept-encoding': 'br' });
  assert.match(first.headers.etag, /^"[^"]+-br"$/);
  const again = await get('/remoteEntry.js', { 'accept-encoding': 'br', 'if-none-match': first.headers.etag });
  assert.equal(again.status, 304);
  assert.equal(again.body.length, 0);
  assert.equal(again.headers.etag, first.headers.etag);
  assert.equal(again.headers['cache-control'], 'no-cache');
  const stale = await get('/remoteEntry.js', { 'accept-encoding': 'br', 'if-none-match': '"stale-br"' });
  assert.equal(stale.status, 200);
});

test('a changed file gets a new ETag, so a revalidated entry picks up a new deployment', async () => {
  const before = await get('/server.json');
  fs.writeFileSync(path.join(root, 'server.json'), '{"apiUrl":"http://127.0.0.1:9999"}');
  const after = await get('/server.json', { 'if-none-match': before.headers.etag });
  assert.equal(after.status, 200);
  assert.notEqual(after.headers.etag, before.headers.etag);
  assert.equal(after.body.toString(), '{"apiUrl":"http://127.0.0.1:9999"}');
});

test('small files are not compressed (the headers would cost more than they save)', async () => {
  const res = await get('/server.json', { 'accept-encoding': 'br' });
  assert.equal(res.headers['content-encoding'], undefined);
});

test('Accept-Encoding is honoured with q-values: br;q=0 falls back to gzip, identity when nothing fits', () => {
  assert.equal(pickEncoding('gzip, deflate, br'), 'br');
  assert.equal(pickEncoding('br;q=0, gzip'), 'gzip');
  assert.equal(pickEncoding('deflate'), null);
  assert.equal(pickEncoding(undefined), null);
  assert.equal(pickEncoding('*'), 'br');
});

test('unknown files answer 404 with CORS; paths outside the root are refused', async () => {
  const res = await get('/missing.0a1b2c3d.js');
  assert.equal(res.status, 404);
  assert.equal(res.headers['access-control-allow-origin'], '*');
  const escape = await get('/..%2f..%2fetc%2fpasswd');
  assert.ok([403, 404].includes(escape.status), String(escape.status));
});
