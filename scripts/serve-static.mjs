// Serves built apps as static files, each on its own port/origin (DESIGN.md §5), the way a CDN
// would: the host with a single-page fallback, remotes with CORS so the host origin can load them.
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';

const TYPES = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.json': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8', '.svg': 'image/svg+xml', '.png': 'image/png', '.jpg': 'image/jpeg', '.woff2': 'font/woff2',
  '.woff': 'font/woff', '.pdf': 'application/pdf', '.ico': 'image/x-icon', '.map': 'application/json',
};

/**
 * @param {{ root: string, port: number, host?: string, spa?: boolean }} options
 * @returns {Promise<http.Server>}
 */
export function serveStatic({ root, port, host = '127.0.0.1', spa = false }) {
  const rootDir = path.resolve(root);
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    let file = path.normalize(path.join(rootDir, decodeURIComponent(url.pathname)));
    if (!file.startsWith(rootDir)) { res.writeHead(403).end(); return; }
    if (!fs.existsSync(file) || fs.statSync(file).isDirectory()) {
      const index = path.join(file, 'index.html');
      if (fs.existsSync(index)) file = index;
      else if (spa && !path.extname(url.pathname)) file = path.join(rootDir, 'index.html');
      else { res.writeHead(404, { 'Access-Control-Allow-Origin': '*' }).end('Not found'); return; }
    }
    const hashed = /\.[0-9a-f]{8}\./.test(path.basename(file));
    res.writeHead(200, {
      'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream',
      'Access-Control-Allow-Origin': '*',
      // Hashed chunks never change; entries and server.json must always be fresh.
      'Cache-Control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
    });
    fs.createReadStream(file).pipe(res);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}
