import { lotBody } from '../../helpers/bodies';
import { createTestContext, ORG, type TestContext } from '../../helpers/test-app';

let ctx: TestContext;
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(32, 7)]);

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

async function uploadImage(user: 'owner' | 'carrier' = 'owner', orgId?: number): Promise<string> {
  const boundary = 'lot-test';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`),
    PNG,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const response = await ctx.as(user, {
    method: 'POST',
    url: '/api/files?purpose=lotImage',
    orgId,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
  return response.json().objectPath;
}

const lotCount = async () => (await ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM parking_lots')).rows[0].n;
const create = (body: object, user: 'owner' | 'manager' | 'carrier' | 'admin' = 'owner', orgId?: number) =>
  ctx.as(user, { method: 'POST', url: '/api/parkingLots', orgId, payload: body });

describe('POST /api/parkingLots', () => {
  test('an owner adds a lot with an uploaded image; it is read back whole and listed', async () => {
    const image = await uploadImage();
    const response = await create(lotBody(image));
    expect(response.statusCode).toBe(201);
    const lot = response.json();
    expect(lot).toMatchObject({
      name: 'Moose Jaw North',
      ownerOrgId: ORG.prairie,
      country: 'CA',
      currency: 'CAD',
      totalSlots: 24,
      status: 'Active',
      postalCode: 'S6H 0W1',
      amenities: ['Shower', 'Wifi'],
      // "keep writes accepting what the console sends": CST in Saskatchewan is Regina's clock (no DST).
      timeZone: 'America/Regina',
    });
    expect(lot.attachments).toEqual([{ imageFilePath: image, priority: 1 }]);
    expect((await ctx.as('owner', { url: `/api/parkingLots/${lot.parkingLotId}` })).json()).toEqual(lot);
    const listed = (await ctx.as('carrier', { url: '/api/parkingLots?search=Moose Jaw North' })).json().content;
    expect(listed.map((row: { parkingLotId: number }) => row.parkingLotId)).toEqual([lot.parkingLotId]);
  });

  test('"a real zone per lot": a zone is stored as sent; an abbreviation as the zone of where the lot is', async () => {
    const image = await uploadImage();
    const zoneOf = async (changes: Record<string, unknown>) => (await create(lotBody(image, changes))).json().timeZone;
    expect(await zoneOf({ timeZone: 'America/Edmonton' })).toBe('America/Edmonton');
    expect(await zoneOf({ timeZone: 'CST', region: 'MB' })).toBe('America/Winnipeg');
    expect(await zoneOf({ timeZone: 'EST', region: 'ON' })).toBe('America/Toronto');
  });

  test.each([
    [{ name: '' }, 'Enter the lot name'],
    [{ attachments: [] }, 'Add at least 1 image'],
    [{ instructions: 'x'.repeat(1001) }, 'Instructions cannot be more than 1000 characters'],
    [{ latitude: 95 }, 'Latitude must be a number from -90 to 90'],
    [{ timeZone: 'AST' }, 'Choose the time zone (a zone such as America/Regina, or MST, CST, EST or PST)'],
    [{ currency: 'USD' }, 'Lots in the US are priced in USD, lots in Canada in CAD'],
    [{ totalSlots: 0 }, 'Slots must be a whole number from 1 to 10000'],
    [{ amenities: ['Wifi', 'Helipad'] }, 'Unknown amenity: Helipad (see GET /api/amenities)'],
    // "a lot name is cut silently at 63 characters"; "a US address takes state ZZ and postal code !!!"
    [{ name: 'n'.repeat(64) }, 'Lot name must be less than 64 characters'],
    [{ country: 'US', currency: 'USD', region: 'ZZ', postalCode: '58103' }, 'Enter a US state as its 2-letter code (e.g. ND)'],
    [{ country: 'US', currency: 'USD', region: 'ND', postalCode: '!!!' }, 'Enter a ZIP code of 5 digits (or 5+4)'],
    [{ postalCode: '12345' }, 'Enter a postal code like T2P 1J9'],
  ])('SPEC §5: %j is refused with "%s" and nothing is written', async (changes, message) => {
    const image = await uploadImage();
    const before = await lotCount();
    const response = await create(lotBody(image, changes));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errorCode: 'VALIDATION_FAILED', errorMessage: message });
    expect(await lotCount()).toBe(before);
  });

  test('a bad image list creates nothing: one image of another organisation among good ones', async () => {
    const mine = await uploadImage();
    const theirs = await uploadImage('carrier', ORG.northline);
    const before = await lotCount();
    const response = await create(
      lotBody(mine, {
        attachments: [
          { imageFilePath: mine, priority: 1 },
          { imageFilePath: theirs, priority: 2 },
        ],
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().errorMessage).toBe(`Image ${theirs} is not a file this organisation uploaded`);
    const missing = await create(lotBody(mine, { attachments: [{ imageFilePath: `orgs/${ORG.prairie}/public/nothing.png`, priority: 1 }] }));
    expect(missing.statusCode).toBe(400);
    expect(await lotCount()).toBe(before);
  });

  test('only a parking lot owner organisation adds lots: a carrier is refused with 403; a Manager of the owner may', async () => {
    const image = await uploadImage();
    expect((await create(lotBody(image), 'carrier')).statusCode).toBe(403);
    expect((await create(lotBody(image, { name: 'Manager Yard' }), 'manager')).statusCode).toBe(201);
  });
});

describe('PUT and DELETE /api/parkingLots/{id}', () => {
  let lotId: number;
  let images: string[];
  beforeAll(async () => {
    images = [await uploadImage(), await uploadImage(), await uploadImage()];
    const response = await create(
      lotBody(images[0], { name: 'Swift Current Stop', attachments: images.map((imageFilePath, i) => ({ imageFilePath, priority: i + 1 })) }),
    );
    lotId = response.json().parkingLotId;
  });

  test('reordering the images sets their priority in the order asked', async () => {
    const reordered = [
      { imageFilePath: images[2], priority: 1 },
      { imageFilePath: images[0], priority: 2 },
      { imageFilePath: images[1], priority: 3 },
    ];
    const response = await ctx.as('owner', {
      method: 'PUT',
      url: `/api/parkingLots/${lotId}`,
      payload: lotBody(images[0], { name: 'Swift Current Stop', attachments: reordered }),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().attachments).toEqual(reordered);
    expect(response.json().images.map((image: { imagePath: string }) => image.imagePath)).toEqual([images[2], images[0], images[1]]);
  });

  test('a deactivated lot is hidden from carriers and stays with its owner', async () => {
    const response = await ctx.as('owner', {
      method: 'PUT',
      url: `/api/parkingLots/${lotId}`,
      payload: lotBody(images[0], { name: 'Swift Current Stop', status: 'Inactive' }),
    });
    expect(response.json().status).toBe('Inactive');
    expect((await ctx.as('carrier', { url: `/api/parkingLots/${lotId}` })).statusCode).toBe(404);
    expect((await ctx.as('owner', { url: `/api/parkingLots/${lotId}` })).statusCode).toBe(200);
  });

  test('text is stored trimmed and an empty optional field as null; a PUT that leaves an optional field out keeps it', async () => {
    const padded: Record<string, unknown> = lotBody(images[0], {
      name: '  Swift Current Stop ',
      address: ' 12 Central Ave N ',
      city: ' Swift Current ',
      postalCode: ' S9H 0L1 ',
      instructions: '   ',
      status: 'Active',
    });
    const stored = await ctx.as('owner', { method: 'PUT', url: `/api/parkingLots/${lotId}`, payload: padded });
    expect(stored.statusCode).toBe(200);
    expect(stored.json()).toMatchObject({
      name: 'Swift Current Stop',
      address: '12 Central Ave N',
      city: 'Swift Current',
      postalCode: 'S9H 0L1',
      instructions: null,
      status: 'Active',
    });
    await ctx.as('owner', { method: 'PUT', url: `/api/parkingLots/${lotId}`, payload: { ...padded, instructions: 'Ring at the gate', status: 'Inactive' } });
    const { postalCode: _postalCode, instructions: _instructions, status: _status, ...withoutOptional } = padded;
    const kept = await ctx.as('owner', { method: 'PUT', url: `/api/parkingLots/${lotId}`, payload: withoutOptional });
    expect(kept.statusCode).toBe(200);
    expect(kept.json()).toMatchObject({ postalCode: 'S9H 0L1', instructions: 'Ring at the gate', status: 'Inactive' });
    const cleared = await ctx.as('owner', { method: 'PUT', url: `/api/parkingLots/${lotId}`, payload: { ...padded, postalCode: null, instructions: '' } });
    expect(cleared.json()).toMatchObject({ postalCode: null, instructions: null });
  });

  test('tenancy: another owner organisation cannot read or change the lot (404); a carrier cannot change it (403)', async () => {
    const asLakeshore = await ctx.as('admin', { method: 'PUT', url: `/api/parkingLots/${lotId}`, orgId: ORG.lakeshore, payload: lotBody(images[0]) });
    expect(asLakeshore.statusCode).toBe(404);
    expect((await ctx.as('admin', { url: `/api/parkingLots/${lotId}`, orgId: ORG.lakeshore })).statusCode).toBe(404);
    expect((await ctx.as('carrier', { method: 'DELETE', url: `/api/parkingLots/${lotId}` })).statusCode).toBe(403);
  });

  test('a lot held by a booking that has not ended cannot be deleted (409); once free it is deleted', async () => {
    await ctx.db.query(
      `INSERT INTO reservations (lot_id, org_id, duration, start_at, end_at, slots, status, amount_minor, currency)
       VALUES ($1, $2, '24 hrs', now() + interval '2 days', now() + interval '3 days', 1, 'Booked', 1000, 'CAD')`,
      [lotId, ORG.northline],
    );
    const refused = await ctx.as('owner', { method: 'DELETE', url: `/api/parkingLots/${lotId}` });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      errorCode: 'LOT_HAS_BOOKINGS',
      errorMessage: 'This lot has 1 booking that has not ended yet; deactivate it instead, or delete it when they end',
    });
    await ctx.db.query(`UPDATE reservations SET status = 'Cancelled' WHERE lot_id = $1`, [lotId]);
    expect((await ctx.as('owner', { method: 'DELETE', url: `/api/parkingLots/${lotId}` })).statusCode).toBe(204);
    expect((await ctx.as('owner', { url: `/api/parkingLots/${lotId}` })).statusCode).toBe(404);
  });
});
