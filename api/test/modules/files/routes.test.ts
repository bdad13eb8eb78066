import { signObjectPath } from '../../../src/modules/files/storage';
import { createTestContext, ORG, TEST_JWT_SECRET, type TestContext } from '../../helpers/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const downloadUrl = (user: 'owner' | 'carrier' | 'admin' | 'broker', objectPath: string) =>
  ctx.as(user, { url: `/api/session/downloadUrl?objectPath=${encodeURIComponent(objectPath)}` });

/** The signed URL as the browser would use it, against the in-process app. */
const fetchSigned = (url: string) => ctx.app.inject({ url: url.replace(ctx.config.publicUrl, '') });

describe('GET /api/session/downloadUrl?objectPath=', () => {
  test('SPEC §7: answers a URL string (JSON) to a signed, short-lived file link under PUBLIC_URL', async () => {
    const response = await downloadUrl('carrier', 'lots/1/photo-1.svg');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/json');
    const url: string = response.json();
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:8090\/api\/files\/lots\/1\/photo-1\.svg\?expires=\d+&signature=[\w-]+$/);
    const expires = Number(new URL(url).searchParams.get('expires'));
    expect(expires - Date.now() / 1000).toBeGreaterThan(200);
    expect(expires - Date.now() / 1000).toBeLessThanOrEqual(300);
  });

  test('seeded lot images and organisation logos really exist and load as SVG images', async () => {
    for (const [user, objectPath] of [
      ['carrier', 'lots/3/photo-1.svg'],
      ['owner', `orgs/${ORG.prairie}/logo.svg`],
    ] as const) {
      const file = await fetchSigned((await downloadUrl(user, objectPath)).json());
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/svg+xml');
      expect(file.headers['cross-origin-resource-policy']).toBe('cross-origin');
      expect(file.body).toContain('<svg');
    }
  });

  test("an organisation's files are readable only by its members: another organisation's logo answers 404", async () => {
    const response = await downloadUrl('owner', `orgs/${ORG.northline}/logo.svg`);
    expect(response.statusCode).toBe(404);
    expect(response.json().errorCode).toBe('NOT_FOUND');
  });

  test('the platform organisation may read any organisation’s files', async () => {
    expect((await downloadUrl('admin', `orgs/${ORG.eastbound}/logo.svg`)).statusCode).toBe(200);
  });

  test.each([
    '../../etc/passwd',
    'lots/1/../../jwt-secret',
    'pglite/PG_VERSION',
    '/etc/passwd',
    'lots/abc/photo.svg',
    'orgs/1/',
    'lots/1/%2e%2e/x',
    'jwt-secret',
  ])('path traversal and paths outside orgs/ and lots/ are refused with 400 (%s)', async (objectPath) => {
    const response = await downloadUrl('admin', objectPath);
    expect(response.statusCode).toBe(400);
    expect(response.json().errorCode).toBe('VALIDATION_FAILED');
  });

  test('a file that does not exist answers 404; a missing objectPath 400', async () => {
    expect((await downloadUrl('carrier', 'lots/1/nothing.svg')).statusCode).toBe(404);
    expect((await ctx.as('carrier', { url: '/api/session/downloadUrl' })).statusCode).toBe(400);
  });

  test('without a bearer token answers 401', async () => {
    expect((await ctx.app.inject({ url: '/api/session/downloadUrl?objectPath=lots/1/photo-1.svg' })).statusCode).toBe(401);
  });
});

describe('GET /api/files/<objectPath>?expires=&signature=', () => {
  test('a tampered signature, another path or a missing signature answers 403 / 400', async () => {
    const url: string = (await downloadUrl('owner', `orgs/${ORG.prairie}/logo.svg`)).json();
    const tampered = await fetchSigned(url.replace(/signature=.../, 'signature=AAA'));
    expect(tampered.statusCode).toBe(403);
    expect(tampered.json()).toEqual({ statusCode: 403, errorCode: 'FORBIDDEN', errorMessage: 'This file link is invalid or has expired' });
    const otherPath = await fetchSigned(url.replace(`orgs/${ORG.prairie}/`, `orgs/${ORG.northline}/`));
    expect(otherPath.statusCode).toBe(403);
    expect((await fetchSigned(url.split('&signature')[0])).statusCode).toBe(400);
  });

  test('an expired link answers 403 even with a valid signature', async () => {
    const expires = Math.floor(Date.now() / 1000) - 1;
    const signature = signObjectPath(TEST_JWT_SECRET, 'lots/1/photo-1.svg', expires);
    const response = await ctx.app.inject({ url: `/api/files/lots/1/photo-1.svg?expires=${expires}&signature=${signature}` });
    expect(response.statusCode).toBe(403);
  });

  test('a signed traversal path is still refused (the store never leaves DATA_DIR/files)', async () => {
    const expires = Math.floor(Date.now() / 1000) + 60;
    for (const path of ['lots/1/../../jwt-secret', '../jwt-secret']) {
      const signature = signObjectPath(TEST_JWT_SECRET, path, expires);
      const response = await ctx.app.inject({ url: `/api/files/${path}?expires=${expires}&signature=${signature}` });
      expect([403, 404]).toContain(response.statusCode);
      expect(response.body).not.toContain(TEST_JWT_SECRET);
    }
  });
});

describe('how a downloaded file is offered', () => {
  test('a document (PDF) is served as an attachment with a file name; an image inline', async () => {
    const boundary = 'haulstop-disposition';
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="insurance.pdf"\r\nContent-Type: application/pdf\r\n\r\n`;
    const uploaded = await ctx.as('owner', {
      method: 'POST',
      url: '/api/files?purpose=document',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat([Buffer.from(head), pdf, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    });
    const { objectPath } = uploaded.json() as { objectPath: string };
    const document = await fetchSigned((await downloadUrl('owner', objectPath)).json());
    expect(document.statusCode).toBe(200);
    expect(document.headers['content-type']).toBe('application/pdf');
    expect(document.headers['content-disposition']).toBe(`attachment; filename="${objectPath.split('/').pop()}"`);

    const image = await fetchSigned((await downloadUrl('owner', `orgs/${ORG.prairie}/logo.svg`)).json());
    expect(image.headers['content-disposition']).toBe('inline');
  });
});
