import { lotBody, truckBody } from '../helpers/bodies';
import { createTestContext, ORG, type TestContext } from '../helpers/test-app';

/**
 * API messages are in the request's language (Accept-Language) and name a field by its
 * label, never its JSON name; `errorField` says which field. Without Accept-Language the answer is
 * the English API clients have always had.
 */
let ctx: TestContext;
let valid: Record<string, unknown>;
beforeAll(async () => {
  ctx = await createTestContext();
  valid = await truckBody(ctx, '1FUJGLDR4CLBP0001', 'NL-778');
});
afterAll(() => ctx.close());

const createAsset = (change: Record<string, unknown>, language?: string) =>
  ctx.as('carrier', {
    method: 'POST',
    url: '/api/assets',
    payload: Object.fromEntries(Object.entries({ ...valid, ...change }).filter(([, value]) => value !== undefined)),
    headers: language ? { 'accept-language': language } : {},
  });

const JSON_NAMES = /licensePlate|makeYear|vin\b|assetTypeId|Request body/;

describe('a too-long licence plate', () => {
  const change = { licensePlate: 'X'.repeat(40) };
  test('in French: the label, no JSON name, and errorField', async () => {
    const res = await createAsset(change, 'fr-CA,fr;q=0.9,en;q=0.8');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      statusCode: 400,
      errorCode: 'VALIDATION_FAILED',
      errorMessage: expect.stringMatching(/^Le champ « Plaque d'immatriculation » doit comporter moins de \d+ caractères$/),
      errorField: 'licensePlate',
    });
    expect(res.json().errorMessage).not.toMatch(JSON_NAMES);
  });
  test('in Spanish', async () => {
    expect((await createAsset(change, 'es')).json().errorMessage).toMatch(/^El campo «Matrícula» debe tener menos de \d+ caracteres$/);
  });
  test('in English with a language: the label', async () => {
    expect((await createAsset(change, 'en-US')).json().errorMessage).toMatch(/^License plate must be under \d+ characters$/);
  });
  test('without Accept-Language: the English of before, unchanged envelope', async () => {
    const res = await createAsset(change);
    expect(res.json()).toEqual({
      statusCode: 400,
      errorCode: 'VALIDATION_FAILED',
      errorMessage: expect.stringMatching(/^licensePlate must be under \d+ characters$/),
    });
  });
});

test('a missing field in French names it by its label', async () => {
  const res = await createAsset({ licensePlate: undefined }, 'fr');
  expect(res.statusCode).toBe(400);
  expect(res.json()).toMatchObject({ errorMessage: "Le champ « Plaque d'immatriculation » est obligatoire", errorField: 'licensePlate' });
});

test('a wrong type in French', async () => {
  const res = await createAsset({ axles: 'three' }, 'fr');
  expect(res.json()).toMatchObject({ errorMessage: 'Le champ « Essieux » doit être un nombre entier', errorField: 'axles' });
});

test("SPEC §5's required-field messages keep their key: the English wording, and French", async () => {
  const { rows } = await ctx.db.query<{ id: number }>("SELECT id FROM users WHERE login_id = 'manager@haulstop.test'");
  const update = (language?: string) =>
    ctx.as('manager', {
      method: 'PUT',
      url: `/api/user/update/${rows[0].id}?orgId=${ORG.prairie}`,
      payload: { email: 'manager@haulstop.test', lastName: 'Reyes' },
      headers: language ? { 'accept-language': language } : {},
    });
  expect((await update()).json().errorMessage).toBe('Enter First Name');
  expect((await update('en')).json()).toMatchObject({ errorMessage: 'Enter First Name', errorField: 'firstName' });
  expect((await update('fr')).json()).toMatchObject({ errorMessage: 'Saisissez le prénom', errorField: 'firstName' });
});

describe('a shared-rule verdict (bad VIN check digit)', () => {
  const change = { vin: '3AKJHHDR7JSJX1234' };
  test('in French: the rule key translated, with errorField', async () => {
    const res = await createAsset(change, 'fr');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ errorCode: 'VALIDATION_FAILED', errorField: 'vin' });
    expect(res.json().errorMessage).toMatch(/NIV/);
    expect(res.json().errorMessage).not.toMatch(/check digit/);
  });
  test('without Accept-Language: the SPEC §5 English', async () => {
    expect((await createAsset(change)).json()).toEqual({
      statusCode: 400,
      errorCode: 'VALIDATION_FAILED',
      errorMessage: 'This VIN is not valid: its check digit (9th character) does not match',
    });
  });
});

test('hand-written messages: catalogue refusal and not found, in Spanish and French', async () => {
  const refused = await createAsset({ assetTypeId: 99999 }, 'es');
  expect(refused.json()).toMatchObject({ errorMessage: 'Elija un tipo de activo del catálogo', errorField: 'assetTypeId' });
  const missing = await ctx.as('carrier', { url: '/api/assets/999999', headers: { 'accept-language': 'fr' } });
  expect(missing.statusCode).toBe(404);
  expect(missing.json().errorMessage).toBe('Équipement : introuvable');
  const english = await ctx.as('carrier', { url: '/api/assets/999999' });
  expect(english.json()).toEqual({ statusCode: 404, errorCode: 'NOT_FOUND', errorMessage: 'Asset not found' });
});

test('a language we do not speak answers English with labels off (as without the header)', async () => {
  const res = await createAsset({ licensePlate: 'X'.repeat(40) }, 'de');
  expect(res.json().errorMessage).toMatch(/^licensePlate must be under/);
});

/** Hand-written refusals of the modules, now keyed: a French user reads French, with errorField. */
describe('module refusals in the request language', () => {
  const fr = { 'accept-language': 'fr-CA,fr;q=0.9' };

  test('a payment method: an expired card', async () => {
    const res = await ctx.as('carrier', {
      method: 'POST',
      url: '/api/paymentMethods',
      payload: { type: 'CARD', cardNumber: '4242424242424242', expMonth: 1, expYear: 2001 },
      headers: fr,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ statusCode: 400, errorCode: 'CARD_EXPIRED', errorMessage: 'La carte est expirée', errorField: 'expYear' });
  });

  test("a lot: a blank name names the field in French words (the API's own sentence, translated)", async () => {
    const res = await ctx.as('owner', {
      method: 'POST',
      url: '/api/parkingLots',
      payload: lotBody(`orgs/${ORG.prairie}/public/none.png`, { name: '', amenities: [] }),
      headers: fr,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ errorCode: 'VALIDATION_FAILED', errorMessage: 'Saisissez le nom du stationnement', errorField: 'name' });
  });

  test('a lot: a duration priced twice, in French and in Spanish', async () => {
    const { rows } = await ctx.db.query<{ id: number }>(`SELECT id FROM parking_lots WHERE owner_org_id = $1 AND status = 'Active' ORDER BY id LIMIT 1`, [
      ORG.prairie,
    ]);
    const put = (headers: Record<string, string>) =>
      ctx.as('owner', {
        method: 'PUT',
        url: `/api/parkingLots/${rows[0].id}/prices`,
        payload: {
          prices: [
            { duration: '6 hrs', amountMinor: 100 },
            { duration: '6 hrs', amountMinor: 200 },
          ],
        },
        headers,
      });
    expect((await put(fr)).json()).toMatchObject({ errorMessage: 'La durée 6 hrs a deux prix', errorField: 'prices[1].duration' });
    expect((await put({ 'accept-language': 'es' })).json()).toMatchObject({
      errorMessage: 'La duración 6 hrs tiene dos precios',
      errorField: 'prices[1].duration',
    });
    expect((await put({})).json()).toEqual({ statusCode: 400, errorCode: 'VALIDATION_FAILED', errorMessage: '6 hrs is priced twice' });
  });

  test('a discount code: a code already taken keeps its 409 and code', async () => {
    const day = 24 * 3600 * 1000;
    const res = await ctx.as('owner', {
      method: 'POST',
      url: '/api/discountCodes',
      payload: {
        code: 'winter10',
        type: 'PERCENTAGE',
        value: 10,
        validFrom: new Date(Date.now() - day).toISOString(),
        validTo: new Date(Date.now() + 30 * day).toISOString(),
      },
      headers: fr,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      statusCode: 409,
      errorCode: 'ALREADY_EXISTS',
      errorMessage: 'Le code WINTER10 est déjà pris ; choisissez-en un autre',
      errorField: 'code',
    });
  });

  test('a record not found names the record in French (a webhook endpoint)', async () => {
    const res = await ctx.as('carrier', { method: 'DELETE', url: '/api/webhooks/endpoints/999999', orgId: ORG.northline, headers: fr });
    expect(res.statusCode).toBe(404);
    expect(res.json().errorMessage).toBe('Point de terminaison webhook : introuvable');
  });
});
