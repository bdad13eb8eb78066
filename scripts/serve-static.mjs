// Serves built apps as static files, each on its own port/origin (DESIGN.md §5), the way a CDN
// would: the host with a single-page fallback, remotes with CORS so the host origin can load them.
// Like a CDN it compresses (brotli, else gzip), answers ETag revalidations with 304, keeps hashed
// chunks forever and makes entries (remoteEntry.js, manifests, server.json, locales, index.html)
// revalidate on every load. Like a CDN that routes by path, the host's server can also answer the
// remotes' files and the API under its own origin (`mounts`, `proxy`, see console.mjs).
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import crypto from 'node:crypto';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.pdf': 'application/pdf',
  '.ico': 'image/x-icon',
  '.map': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.json', '.css', '.svg', '.map', '.txt']);
// Below this size the encoding headers cost more than they save.
const MIN_COMPRESS_BYTES = 1024;

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

/** Hashed chunk names ([name].[contenthash:8].js) never change content; anything else may. */
export function cacheControlFor(fileName) {
  return /\.[0-9a-f]{8}\./.test(path.basename(fileName)) ? IMMUTABLE : REVALIDATE;
}

/**
 * Picks the encoding to send from an Accept-Encoding header: brotli first, then gzip, honouring q=0.
 * @param {string | undefined} header
 * @returns {'br' | 'gzip' | null}
 */
export function pickEncoding(header) {
  if (!header) return null;
  const accepted = new Map();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name, q ? Number(q.slice(2)) : 1);
  }
  const ok = (name) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (ok('br')) return 'br';
  if (ok('gzip')) return 'gzip';
  return null;
}

/**
 * Compressed variants and ETags, computed once per file version (path + size + mtime) and kept
 * in memory: built files are few and small, and a restart or rebuild makes a new version.
 */
function createVariantCache() {
  const cache = new Map();
  return (file, stat) => {
    const key = `${file}:${stat.size}:${stat.mtimeMs}`;
    let entry = cache.get(file);
    if (entry?.key !== key) {
      const identity = fs.readFileSync(file);
      const hash = crypto.createHash('sha1').update(identity).digest('base64url').slice(0, 20);
      entry = { key, identity, hash, encoded: new Map() };
      cache.set(file, entry);
    }
    return entry;
  };
}

function encode(entry, encoding) {
  let body = entry.encoded.get(encoding);
  if (!body) {
    body =
      encoding === 'br'
        ? zlib.brotliCompressSync(entry.identity, {
            params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: entry.identity.length },
          })
        : zlib.gzipSync(entry.identity, { level: 9 });
    entry.encoded.set(encoding, body);
  }
  return body;
}

/** True when If-None-Match names the current ETag (a list, weak forms and `*` included). */
function matches(ifNoneMatch, etag) {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch
    .split(',')
    .map((t) => t.trim().replace(/^W\//, ''))
    .includes(etag);
}

// Hop-by-hop headers (RFC 9110 §7.6.1) belong to one connection and are not forwarded.
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'te', 'trailer']);
const endToEnd = (headers) => Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP.has(name.toLowerCase())));

/**
 * Forwards a request as it comes (method, headers, streamed body) to `target` and streams the
 * answer back as it comes (the live feed is a never-ending event stream), saying who asked in
 * X-Forwarded-* (the API believes this server's X-Forwarded-For: TRUSTED_PROXIES); a client that
 * leaves ends the upstream request.
 */
function forward(req, res, target, agent) {
  const upstream = http.request(
    new URL(req.url ?? '/', target),
    {
      method: req.method,
      agent,
      headers: {
        ...endToEnd(req.headers),
        // The address that connected, not one the client wrote: this server is the edge.
        'x-forwarded-for': req.socket.remoteAddress ?? '',
        'x-forwarded-host': req.headers.host ?? '',
        'x-forwarded-proto': 'http',
      },
    },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, endToEnd(answer.headers));
      answer.pipe(res);
    },
  );
  upstream.on('error', () => {
    if (!res.headersSent) res.writeHead(502, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Bad gateway');
    else res.destroy();
  });
  res.on('close', () => upstream.destroy());
  req.pipe(upstream);
}

/**
 * @param {{
 *   root: string, port: number, host?: string, spa?: boolean,
 *   mounts?: Record<string, string>,
 *   proxy?: { prefix: string, target: string },
 *   files?: Record<string, string>,
 * }} options `mounts`: a path prefix ('/remotes/reserve/') → the folder it serves (no single-page
 * fallback there); `proxy`: requests under `prefix` are forwarded to `target` (an origin);
 * `files`: a path → the file served for it instead of the one in `root`; `intercept(req, res)`:
 * asked first, answers true when it answered the request itself, or `{ file, cacheControl }` for
 * a file to serve (the deploy registry and its versioned builds, registry.mjs), else false.
 * @returns {Promise<http.Server>}
 */
export function serveStatic({ root, port, host = '127.0.0.1', spa = false, mounts = {}, proxy, files = {}, intercept }) {
  const rootDir = path.resolve(root);
  const mounted = Object.entries(mounts).map(([prefix, dir]) => ({ prefix, dir: path.resolve(dir) }));
  const agent = proxy ? new http.Agent({ keepAlive: true }) : undefined;
  const variants = createVariantCache();
  const server = http.createServer((req, res) => {
    if (proxy && (req.url ?? '/').startsWith(proxy.prefix)) {
      forward(req, res, proxy.target, agent);
      return;
    }
    const hit = intercept?.(req, res) ?? false;
    if (hit === true) return;
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD', 'Access-Control-Allow-Origin': '*' }).end();
      return;
    }
    let pathname;
    try {
      pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    } catch {
      res.writeHead(400, { 'Access-Control-Allow-Origin': '*' }).end('Bad request');
      return;
    }
    const mount = mounted.find(({ prefix }) => pathname.startsWith(prefix));
    const dir = mount ? mount.dir : rootDir;
    let file = hit
      ? hit.file
      : Object.hasOwn(files, pathname)
        ? path.resolve(files[pathname])
        : path.normalize(path.join(dir, mount ? pathname.slice(mount.prefix.length - 1) : pathname));
    if (!hit && !Object.hasOwn(files, pathname) && file !== dir && !file.startsWith(dir + path.sep)) {
      res.writeHead(403).end();
      return;
    }
    if (!fs.existsSync(file) || fs.statSync(file).isDirectory()) {
      const index = path.join(file, 'index.html');
      if (fs.existsSync(index)) file = index;
      else if (spa && !mount && !path.extname(pathname)) file = path.join(rootDir, 'index.html');
      else {
        res.writeHead(404, { 'Access-Control-Allow-Origin': '*' }).end('Not found');
        return;
      }
    }
    const stat = fs.statSync(file);
    const entry = variants(file, stat);
    const ext = path.extname(file);
    const compressible = COMPRESSIBLE.has(ext) && stat.size >= MIN_COMPRESS_BYTES;
    const encoding = compressible ? pickEncoding(req.headers['accept-encoding']) : null;
    // Each representation has its own ETag, so a cache never serves gzip bytes under a brotli tag.
    const etag = `"${entry.hash}${encoding ? `-${encoding}` : ''}"`;
    const headers = {
      'Content-Type': TYPES[ext] ?? 'application/octet-stream',
      'Access-Control-Allow-Origin': '*',
      'Access-Control-Expose-Headers': 'ETag',
      'Cache-Control': hit ? hit.cacheControl : cacheControlFor(file),
      ETag: etag,
      ...(compressible ? { Vary: 'Accept-Encoding' } : {}),
    };
    if (matches(req.headers['if-none-match'], etag)) {
      res.writeHead(304, headers).end();
      return;
    }
    const body = encoding ? encode(entry, encoding) : entry.identity;
    res.writeHead(200, { ...headers, ...(encoding ? { 'Content-Encoding': encoding } : {}), 'Content-Length': body.length });
    res.end(req.method === 'HEAD' ? undefined : body);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}
