import { createTestContext, ORG, type TestContext } from '../../helpers/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

/** A multipart/form-data body with one file part. */
function multipart(field: string, filename: string, contentType: string, bytes: Buffer) {
  const boundary = '----haulstop-test-boundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`;
  return {
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
  };
}

const upload = (user: 'owner' | 'carrier', purpose: string, body: ReturnType<typeof multipart>) =>
  ctx.as(user, { method: 'POST', url: `/api/files?purpose=${purpose}`, headers: body.headers, payload: body.payload });

const signedUrlFor = (user: 'owner' | 'carrier' | 'admin', objectPath: string) =>
  ctx.as(user, { url: `/api/session/downloadUrl?objectPath=${encodeURIComponent(objectPath)}` });

describe('POST /api/files', () => {
  test('a lot image is stored under the organisation with a random name, and every signed-in user can read it back', async () => {
    const response = await upload('owner', 'lotImage', multipart('file', 'yard.png', 'image/png', PNG));
    expect(response.statusCode).toBe(201);
    const { objectPath, contentType, size } = response.json();
    expect(objectPath).toMatch(new RegExp(`^orgs/${ORG.prairie}/public/[0-9a-f]{24}\\.png$`));
    expect({ contentType, size }).toEqual({ contentType: 'image/png', size: PNG.length });

    const url = (await signedUrlFor('carrier', objectPath)).json() as string;
    const file = await ctx.app.inject({ url: url.replace('http://127.0.0.1:8090', '') });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.rawPayload.equals(PNG)).toBe(true);
  });

  test('a document is readable by its organisation and the platform, not by another organisation (404)', async () => {
    const response = await upload('owner', 'document', multipart('file', 'insurance.pdf', 'application/pdf', PDF));
    expect(response.statusCode).toBe(201);
    const { objectPath } = response.json();
    expect(objectPath).toMatch(new RegExp(`^orgs/${ORG.prairie}/documents/[0-9a-f]{24}\\.pdf$`));
    expect((await signedUrlFor('owner', objectPath)).statusCode).toBe(200);
    expect((await signedUrlFor('admin', objectPath)).statusCode).toBe(200);
    expect((await signedUrlFor('carrier', objectPath)).statusCode).toBe(404);
  });

  test("the type is read from the file's bytes: text named .png and sent as image/png is refused with 415", async () => {
    const response = await upload('owner', 'lotImage', multipart('file', 'photo.png', 'image/png', Buffer.from('<script>alert(1)</script>')));
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ errorCode: 'UNSUPPORTED_FILE_TYPE', errorMessage: 'Upload a JPEG, PNG or WebP image' });
  });

  test('a PDF is not a lot image (415); a document may be a PDF or an image', async () => {
    expect((await upload('owner', 'lotImage', multipart('file', 'a.pdf', 'application/pdf', PDF))).statusCode).toBe(415);
    expect((await upload('owner', 'document', multipart('file', 'a.png', 'image/png', PNG))).statusCode).toBe(201);
  });

  test('an image over 5 MB and a file over 10 MB are refused with 413 and a message giving the limit', async () => {
    const image = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    const big = await upload('owner', 'lotImage', multipart('file', 'big.png', 'image/png', image));
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({ errorCode: 'FILE_TOO_LARGE', errorMessage: 'The file is larger than 5 MB' });
    const huge = await upload('owner', 'document', multipart('file', 'huge.pdf', 'application/pdf', Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024 + 1)])));
    expect(huge.statusCode).toBe(413);
    expect(huge.json().errorMessage).toBe('The file is larger than 10 MB');
  });

  test('a file in another field, an empty file, or no multipart body is a 400 with the envelope', async () => {
    const wrongField = await upload('owner', 'document', multipart('upload', 'a.pdf', 'application/pdf', PDF));
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().errorMessage).toBe("Send the file in the field 'file'");
    expect((await upload('owner', 'document', multipart('file', 'a.pdf', 'application/pdf', Buffer.alloc(0)))).json().errorMessage).toBe('The file is empty');
    const json = await ctx.as('owner', { method: 'POST', url: '/api/files', payload: { file: 'x' } });
    expect(json.statusCode).toBe(400);
  });

  test.each([
    ['a body that is not multipart', 'multipart/form-data; boundary=x', 'this is not a multipart body'],
    ['an empty boundary', 'multipart/form-data; boundary=', '--\r\n'],
    ['no boundary', 'multipart/form-data', '--x\r\nContent-Disposition: form-data; name="file"\r\n\r\nabc\r\n--x--\r\n'],
    [
      'a part cut off before its end',
      'multipart/form-data; boundary=x',
      '--x\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF-1.4',
    ],
  ])('a malformed multipart body (%s) answers 400 with the envelope, not 500', async (_case, contentType, payload) => {
    const response = await ctx.as('owner', { method: 'POST', url: '/api/files?purpose=document', headers: { 'content-type': contentType }, payload });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ statusCode: 400, errorCode: 'VALIDATION_FAILED', errorMessage: expect.stringMatching(/multipart/) });
  });

  test('an unknown purpose is a 400; without a session the upload is a 401', async () => {
    expect((await upload('owner', 'avatar', multipart('file', 'a.png', 'image/png', PNG))).statusCode).toBe(400);
    const body = multipart('file', 'a.png', 'image/png', PNG);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/files', headers: body.headers, payload: body.payload })).statusCode).toBe(401);
  });
});
