// Serves built apps as static files, each on its own port/origin (DESIGN.md §5), the way a CDN
// would: the host with a single-page fallback, remotes with CORS so the host origin can load them.
// Text is sent compressed (brotli, else gzip), every answer has an ETag and a conditional request
// gets 304; hashed chunks are immutable, everything else (remote entries, server.json, i18n,
// index.html) is revalidated on every use so a deploy shows at once.
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const TYPES = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.json': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8', '.svg': 'image/svg+xml', '.png': 'image/png', '.jpg': 'image/jpeg', '.woff2': 'font/woff2',
  '.woff': 'font/woff', '.pdf': 'application/pdf', '.ico': 'image/x-icon', '.map': 'application/json',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.json', '.css', '.svg', '.map', '.ico']);

/** Compressed bodies, made once per file version (path, size, mtime) and encoding. */
const compressed = new Map();

function encodingFor(acceptEncoding = '') {
  if (/\bbr\b/.test(acceptEncoding)) return 'br';
  if (/\bgzip\b/.test(acceptEncoding)) return 'gzip';
  return null;
}

function compress(file, stat, encoding) {
  const key = `${file}|${stat.size}|${stat.mtimeMs}|${encoding}`;
  let body = compressed.get(key);
  if (!body) {
    const raw = fs.readFileSync(file);
    body =
      encoding === 'br'
        ? zlib.brotliCompressSync(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 10, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length } })
        : zlib.gzipSync(raw, { level: 9 });
    compressed.set(key, body);
  }
  return body;
}

/** Hashed chunk names ([name].[contenthash:8].js) never change; anything else may. */
export function cacheControlFor(fileName) {
  return /\.[0-9a-f]{8}\./.test(fileName) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/**
 * @param {{ root: string, port: number, host?: string, spa?: boolean }} options
 * @returns {Promise<http.Server>}
 */
export function serveStatic({ root, port, host = '127.0.0.1', spa = false }) {
  const rootDir = path.resolve(root);
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    let file;
    try {
      file = path.normalize(path.join(rootDir, decodeURIComponent(url.pathname)));
    } catch {
      res.writeHead(400).end('Bad request');
      return;
    }
    if (!file.startsWith(rootDir)) { res.writeHead(403).end(); return; }
    if (!fs.existsSync(file) || fs.statSync(file).isDirectory()) {
      const index = path.join(file, 'index.html');
      if (fs.existsSync(index)) file = index;
      else if (spa && !path.extname(url.pathname)) file = path.join(rootDir, 'index.html');
      else { res.writeHead(404, { 'Access-Control-Allow-Origin': '*' }).end('Not found'); return; }
    }
    const stat = fs.statSync(file);
    const ext = path.extname(file);
    const encoding = COMPRESSIBLE.has(ext) ? encodingFor(req.headers['accept-encoding']) : null;
    const etag = `"${stat.size.toString(36)}-${Math.floor(stat.mtimeMs).toString(36)}${encoding ? `-${encoding}` : ''}"`;
    const headers = {
      'Content-Type': TYPES[ext] ?? 'application/octet-stream',
      'Access-Control-Allow-Origin': '*',
      'Cache-Control': cacheControlFor(path.basename(file)),
      ETag: etag,
      ...(COMPRESSIBLE.has(ext) ? { Vary: 'Accept-Encoding' } : {}),
    };
    if (req.headers['if-none-match'] === etag) {
      res.writeHead(304, headers).end();
      return;
    }
    if (encoding) {
      const body = compress(file, stat, encoding);
      res.writeHead(200, { ...headers, 'Content-Encoding': encoding, 'Content-Length': body.length });
      res.end(req.method === 'HEAD' ? undefined : body);
      return;
    }
    res.writeHead(200, { ...headers, 'Content-Length': stat.size });
    if (req.method === 'HEAD') res.end();
    else fs.createReadStream(file).pipe(res);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}
