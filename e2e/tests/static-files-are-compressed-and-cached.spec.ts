import { expect, test } from '@playwright/test';

/**
 * The console's files are served as a CDN would — compressed, with validators —
 * so a slow laptop downloads ~a third of the bytes and a second visit revalidates instead of
 * downloading again. These go to the real static servers of the e2e console.
 */
const HOST = 'http://127.0.0.1:8080';
const RESERVE = 'http://127.0.0.1:8081';

test('JavaScript is sent brotli-compressed to a browser that accepts it, gzip otherwise, with Vary', async ({ request }) => {
  const br = await request.get(`${RESERVE}/remoteEntry.js`, { headers: { 'accept-encoding': 'br, gzip' } });
  expect(br.status()).toBe(200);
  expect(br.headers()['content-encoding']).toBe('br');
  expect(br.headers()['vary']).toBe('Accept-Encoding');
  const gzip = await request.get(`${RESERVE}/remoteEntry.js`, { headers: { 'accept-encoding': 'gzip' } });
  expect(gzip.headers()['content-encoding']).toBe('gzip');
  // the body arrives whole either way (Playwright decodes it)
  expect(await br.text()).toEqual(await gzip.text());
});

test('remote entries, server.json and the page are revalidated (no-cache + ETag → 304); hashed chunks are immutable', async ({ request, page }) => {
  for (const url of [`${RESERVE}/remoteEntry.js`, `${HOST}/server.json`, `${HOST}/`]) {
    const first = await request.get(url);
    expect([url, first.headers()['cache-control']]).toEqual([url, 'no-cache']);
    const etag = first.headers()['etag'];
    expect(etag).toMatch(/^"[^"]+"$/);
    const again = await request.get(url, { headers: { 'if-none-match': etag } });
    expect([url, again.status()]).toEqual([url, 304]);
  }
  const chunks: string[] = [];
  page.on('response', (response) => {
    if (/\.[0-9a-f]{8}\.js$/.test(response.url())) chunks.push(response.headers()['cache-control'] ?? '');
  });
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  expect(chunks.length).toBeGreaterThan(0);
  expect(new Set(chunks)).toEqual(new Set(['public, max-age=31536000, immutable']));
});
