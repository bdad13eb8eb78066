import { createTestContext, ORG, type TestContext } from '../../helpers/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

type User = 'admin' | 'owner' | 'manager' | 'carrier' | 'dispatch' | 'broker';
const put = (user: User, url: string, payload: Record<string, unknown>) => ctx.as(user, { method: 'PUT', url, payload });
const PRAIRIE = `/api/organization/${ORG.prairie}`;
const profile = (over: Record<string, unknown> = {}) => ({
  orgName: 'Prairie Truck Stops',
  dotNumber: null,
  taxId: '812345678',
  phone: '306 555 0142',
  address: '1500 Ross Avenue E',
  city: 'Regina',
  region: 'SK',
  postalCode: 'S4N 7A7',
  country: 'CA',
  logoPath: null,
  ...over,
});

describe('the company record: GET …/profile and PUT /api/organization/{saasOrgId}', () => {
  test('a member reads the seeded record', async () => {
    const response = await ctx.as('owner', { url: `${PRAIRIE}/profile` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ saasOrgId: ORG.prairie, orgName: 'Prairie Truck Stops', taxId: '812345678', phone: '3065550142', country: 'CA' });
  });

  test('the owner admin saves it; phone and tax id are kept as digits', async () => {
    const response = await put('owner', PRAIRIE, profile({ phone: '(306) 555-0199', taxId: '812-345-678' }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ phone: '3065550199', taxId: '812345678' });
  });

  test.each([
    ['a name of 35 characters', { orgName: 'x'.repeat(35) }, 'Organization name must be less than 35 characters'],
    ['a tax id of 8 digits', { taxId: '12345678' }, 'Tax ID must be 9 digits'],
    ['a phone of 8 digits', { phone: '12345678' }, undefined],
    ['a DOT number of 7 digits', { dotNumber: '1234567' }, undefined],
    // "a US address takes state ZZ and postal code !!!"
    ['a US address in state ZZ', { country: 'US', region: 'ZZ', postalCode: '58103' }, 'Enter a US state as its 2-letter code (e.g. ND)'],
    ['a US address with postal code !!!', { country: 'US', region: 'ND', postalCode: '!!!' }, 'Enter a ZIP code of 5 digits (or 5+4)'],
  ])('SPEC §5: %s is a 400 and nothing changes', async (_label, over, message) => {
    const response = await put('owner', PRAIRIE, profile(over));
    expect(response.statusCode).toBe(400);
    if (message) expect(response.json().errorMessage).toBe(message);
    expect((await ctx.as('owner', { url: `${PRAIRIE}/profile` })).json().orgName).toBe('Prairie Truck Stops');
  });

  test("a logo must be the organisation's own upload", async () => {
    const response = await put('owner', PRAIRIE, profile({ logoPath: 'orgs/3/logos/abc.png' }));
    expect(response.statusCode).toBe(400);
  });

  test("a carrier needs its DOT number (cleared with null: 400; left out, it keeps the stored one); another carrier's DOT is taken (409)", async () => {
    const carrier = `/api/organization/${ORG.northline}`;
    const current = (await ctx.as('carrier', { url: `${carrier}/profile` })).json();
    expect((await put('carrier', carrier, { orgName: current.orgName, dotNumber: null })).statusCode).toBe(400);
    const kept = await put('carrier', carrier, { orgName: current.orgName });
    expect([kept.statusCode, kept.json().dotNumber]).toEqual([200, current.dotNumber]);
    const { rows } = await ctx.db.query<{ dot: string }>('SELECT dot_number AS dot FROM organizations WHERE dot_number IS NOT NULL AND id <> $1 LIMIT 1', [
      ORG.northline,
    ]);
    const taken = await put('carrier', carrier, { orgName: current.orgName, dotNumber: rows[0].dot });
    expect(taken.statusCode).toBe(409);
  });

  test('another organisation answers 404; a plain user may read but not write (403); the platform edits any', async () => {
    expect((await ctx.as('carrier', { url: `${PRAIRIE}/profile` })).statusCode).toBe(404);
    expect((await put('carrier', PRAIRIE, profile())).statusCode).toBe(404);
    expect((await ctx.as('dispatch', { url: `/api/organization/${ORG.northline}/profile` })).statusCode).toBe(200);
    const northline = (await ctx.as('dispatch', { url: `/api/organization/${ORG.northline}/profile` })).json();
    expect((await put('dispatch', `/api/organization/${ORG.northline}`, { orgName: northline.orgName, dotNumber: northline.dotNumber })).statusCode).toBe(403);
    // The platform acts in the organisation it switched to (X-Org-Id), like every other route.
    expect((await put('admin', PRAIRIE, profile({ address: '1501 Ross Avenue E' }))).statusCode).toBe(404);
    const byPlatform = await ctx.as('admin', { method: 'PUT', url: PRAIRIE, orgId: ORG.prairie, payload: profile({ address: '1501 Ross Avenue E' }) });
    expect(byPlatform.statusCode).toBe(200);
    expect(byPlatform.json().address).toBe('1501 Ross Avenue E');
  });
});

describe('documents (expiry not before signed)', () => {
  const doc = (over: Record<string, unknown> = {}) => ({
    kind: 'agreement',
    filePath: `orgs/${ORG.prairie}/documents/agreement.pdf`,
    fileName: 'agreement.pdf',
    signedDate: '2026-01-10',
    expiryDate: '2027-01-10',
    ...over,
  });

  test('lists the seeded insurance certificate; adds an agreement; removes it', async () => {
    const before = (await ctx.as('owner', { url: `${PRAIRIE}/documents` })).json();
    expect(before).toEqual([expect.objectContaining({ kind: 'insurance', fileName: 'certificate-of-insurance.pdf', expired: false })]);
    const added = await ctx.as('owner', { method: 'POST', url: `${PRAIRIE}/documents`, payload: doc() });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({ kind: 'agreement', signedDate: '2026-01-10', expiryDate: '2027-01-10' });
    const removed = await ctx.as('owner', { method: 'DELETE', url: `${PRAIRIE}/documents/${added.json().documentId}` });
    expect(removed.statusCode).toBe(204);
    expect((await ctx.as('owner', { url: `${PRAIRIE}/documents` })).json()).toHaveLength(1);
  });

  test('an expiry before the signed date is a 400; a file of another organisation too', async () => {
    const early = await ctx.as('owner', { method: 'POST', url: `${PRAIRIE}/documents`, payload: doc({ expiryDate: '2025-12-31' }) });
    expect(early.statusCode).toBe(400);
    expect(early.json().errorMessage).toMatch(/expiry/i);
    expect((await ctx.as('owner', { method: 'POST', url: `${PRAIRIE}/documents`, payload: doc({ filePath: 'orgs/3/documents/x.pdf' }) })).statusCode).toBe(400);
  });

  test("another organisation's documents are not found", async () => {
    expect((await ctx.as('broker', { url: `${PRAIRIE}/documents` })).statusCode).toBe(404);
  });
});

describe('bank details: saved whole, answered masked, never to another organisation', () => {
  test('the seeded Canadian details are answered masked', async () => {
    const response = await ctx.as('owner', { url: `${PRAIRIE}/bankDetails` });
    expect(response.statusCode).toBe(200);
    const bank = response.json();
    expect(bank).toMatchObject({
      country: 'CA',
      accountNumber: '••••••••8871',
      transitNumber: '•••42',
      institutionNumber: '••3',
      abaRoutingNumber: null,
      swiftCode: 'ROYCCAT2',
    });
    expect(JSON.stringify(bank)).not.toContain('004512398871');
  });

  test('US details need a 9-digit ABA routing number; saved, they come back masked', async () => {
    const us = { accountHolderName: 'Prairie Truck Stops', accountNumber: '000123456789', country: 'US', abaRoutingNumber: '02100002' };
    const refused = await put('owner', `${PRAIRIE}/bankDetails`, us);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errorMessage).toMatch(/ABA/);
    // "ABA routing numbers are not checksum-checked"
    const checksum = await put('owner', `${PRAIRIE}/bankDetails`, { ...us, abaRoutingNumber: '021000022' });
    expect(checksum.statusCode).toBe(400);
    expect(checksum.json().errorMessage).toBe('This ABA routing number is not valid (its check digit does not match)');
    const saved = await put('owner', `${PRAIRIE}/bankDetails`, { ...us, abaRoutingNumber: '021000021' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ accountNumber: '••••••••6789', abaRoutingNumber: '•••••0021', transitNumber: null });
    const stored = await ctx.db.query<{ account_number: string }>('SELECT account_number FROM organization_bank_details WHERE org_id = $1', [ORG.prairie]);
    expect(stored.rows[0].account_number).toBe('000123456789');
  });

  test('Canada: transit 5 and institution 3 digits', async () => {
    const ca = { accountHolderName: 'Prairie Truck Stops', accountNumber: '1234567', country: 'CA', transitNumber: '1234', institutionNumber: '003' };
    expect((await put('owner', `${PRAIRIE}/bankDetails`, ca)).statusCode).toBe(400);
    expect((await put('owner', `${PRAIRIE}/bankDetails`, { ...ca, transitNumber: '12345' })).statusCode).toBe(200);
  });

  test('another organisation never reads them (404), not even masked', async () => {
    for (const user of ['carrier', 'broker'] as const) expect((await ctx.as(user, { url: `${PRAIRIE}/bankDetails` })).statusCode).toBe(404);
  });
});

describe('the logo', () => {
  test('the logo the organisation has may be sent back unchanged (the seeded one is not under logos/)', async () => {
    await ctx.db.query('UPDATE organizations SET logo_path = $2 WHERE id = $1', [ORG.prairie, `orgs/${ORG.prairie}/logo.svg`]);
    const current = (await ctx.as('owner', { url: `${PRAIRIE}/profile` })).json();
    expect(current.logoPath).toBe(`orgs/${ORG.prairie}/logo.svg`);
    const response = await put('owner', PRAIRIE, profile({ logoPath: current.logoPath }));
    expect(response.statusCode).toBe(200);
    expect(response.json().logoPath).toBe(current.logoPath);
  });
});
