import type { TestContext } from './test-app';

/*
 * Valid request bodies for the write endpoints the tests post to, each changed by the test to
 * the case it proves.
 */

/** A Saskatchewan lot for POST /api/parkingLots, with one image at `image`. */
export const lotBody = (image: string, changes: Record<string, unknown> = {}) => ({
  name: 'Moose Jaw North',
  address: '400 Main St N',
  city: 'Moose Jaw',
  region: 'SK',
  postalCode: 'S6H 0W1',
  country: 'CA',
  latitude: 50.41,
  longitude: -105.53,
  timeZone: 'CST',
  currency: 'CAD',
  totalSlots: 24,
  instructions: 'Gate code at the office',
  amenities: ['Wifi', 'Shower'],
  attachments: [{ imageFilePath: image, priority: 1 }],
  ...changes,
});

/** A catalogue entry's id by its name, as the carrier's console reads the list. */
export const catalogueTypeId = async (ctx: TestContext, kind: 'assetTypes' | 'equipmentTypes', name: string): Promise<number> =>
  (await ctx.as('carrier', { url: `/api/${kind}?size=100` })).json().content.find((t: { name: string }) => t.name === name).id;

/** A Freightliner truck (a dry van) for POST /api/assets, under this VIN and licence plate. */
export const truckBody = async (ctx: TestContext, vin: string, licensePlate: string): Promise<Record<string, unknown>> => ({
  vin,
  licensePlate,
  licenseState: 'AB',
  axles: 3,
  trailerLength: null,
  make: 'Freightliner',
  makeYear: '2021',
  color: 'White',
  assetTypeId: await catalogueTypeId(ctx, 'assetTypes', 'Truck'),
  equipmentTypeId: await catalogueTypeId(ctx, 'equipmentTypes', 'Dry van'),
});
