// Drivers and assets of carriers and brokers, one definition per endpoint: the API registers these
// routes from them and the console's fetchers and hooks derive from them. Types are Static<> of the schemas.
import * as Type from 'typebox';
import type { Language } from '@haulstop/shared/constants';
import { ASSETS_CACHE, DRIVERS_CACHE, FLEET_OPTIONS_CACHE } from './cache-keys';
import { endpointsOf } from './endpoint';
import { FLEET_STATUSES } from './fleet-values';
import { Id, Paged, PageQuery, responses } from './schema';

const Nullable = <T extends Type.TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const Status = Type.Union([Type.Literal(FLEET_STATUSES[0]), Type.Literal(FLEET_STATUSES[1])], { description: "'Active' or 'Inactive' (deactivate)" });

/** One driver, as GET /api/drivers and /api/drivers/{driverId} answer it. */
export const Driver = Type.Object({
  driverId: Type.Integer(),
  orgId: Type.Integer(),
  firstName: Type.String(),
  lastName: Type.String(),
  email: Nullable(Type.String()),
  phone: Nullable(Type.String()),
  employeeId: Nullable(Type.String()),
  driverType: Type.String(),
  status: Type.String(),
  // Stored only from the input's three languages, so it is read as one of them.
  language: Nullable(
    Type.Unsafe<Language>(Type.String({ description: "'en', 'fr' or 'es': the language of the driver's trip-link mail and SMS; null reads as English" })),
  ),
});
export type Driver = Type.Static<typeof Driver>;

// Lengths are checked by the shared rules; the schema only bounds the input.
/** The body of POST /api/drivers and PUT /api/drivers/{driverId}. */
export const DriverInput = Type.Object({
  firstName: Type.String({ maxLength: 200 }),
  lastName: Type.String({ maxLength: 200 }),
  email: Type.Optional(Nullable(Type.String({ maxLength: 200 }))),
  phone: Type.Optional(Nullable(Type.String({ maxLength: 32, description: '9 or 10 digits; separators are dropped' }))),
  employeeId: Type.Optional(Nullable(Type.String({ maxLength: 32 }))),
  driverType: Type.String({ maxLength: 32, description: "e.g. 'Company', 'Owner operator', 'Contract'" }),
  status: Type.Optional(Status),
  language: Type.Optional(Nullable(Type.String({ maxLength: 16, description: "'en', 'fr' or 'es'; null or empty clears it (English)" }))),
});
export type DriverInput = Type.Static<typeof DriverInput>;

/** One asset (truck or trailer), as GET /api/assets and /api/assets/{assetId} answer it. */
export const Asset = Type.Object({
  assetId: Type.Integer(),
  orgId: Type.Integer(),
  vin: Type.String(),
  licensePlate: Type.String(),
  licenseState: Nullable(Type.String()),
  axles: Nullable(Type.Integer()),
  trailerLength: Nullable(Type.Integer()),
  make: Nullable(Type.String()),
  makeYear: Nullable(Type.String()),
  color: Nullable(Type.String()),
  assetTypeId: Nullable(Type.Integer()),
  assetTypeName: Type.String(),
  equipmentTypeId: Nullable(Type.Integer()),
  equipmentTypeName: Nullable(Type.String()),
  status: Type.String(),
});
export type Asset = Type.Static<typeof Asset>;

/** The body of POST /api/assets and PUT /api/assets/{assetId}. */
export const AssetInput = Type.Object({
  vin: Type.String({ maxLength: 32, description: 'Exactly 17 letters or digits; stored upper-cased' }),
  licensePlate: Type.String({ minLength: 1, maxLength: 16 }),
  licenseState: Type.Optional(Nullable(Type.String({ maxLength: 32 }))),
  axles: Type.Optional(Nullable(Type.Integer({ minimum: 1, maximum: 12 }))),
  trailerLength: Type.Optional(Nullable(Type.Integer({ minimum: 1, maximum: 100, description: 'Feet' }))),
  make: Type.Optional(Nullable(Type.String({ maxLength: 32 }))),
  makeYear: Type.Optional(Nullable(Type.String({ maxLength: 8, description: '4 digits' }))),
  color: Type.Optional(Nullable(Type.String({ maxLength: 32 }))),
  assetTypeId: Id('Asset type (GET /api/assetTypes)'),
  equipmentTypeId: Type.Optional(Nullable(Id('Equipment type (GET /api/equipmentTypes)'))),
  status: Type.Optional(Status),
});
export type AssetInput = Type.Static<typeof AssetInput>;

const ListQuery = (searchOf: string) =>
  Type.Object({
    ...PageQuery.properties,
    search: Type.Optional(Type.String({ maxLength: 64, description: searchOf })),
    status: Type.Optional(Status),
  });

const defineFleetEndpoint = endpointsOf({ tags: ['fleet'] });
const DriverParams = Type.Object({ driverId: Id('Driver id') });
const AssetParams = Type.Object({ assetId: Id('Asset id') });
// A booking's driver and truck pickers read the fleet too (useFleetOptions).
const DRIVER_WRITES = [DRIVERS_CACHE, FLEET_OPTIONS_CACHE];
const ASSET_WRITES = [ASSETS_CACHE, FLEET_OPTIONS_CACHE];

export const listDrivers = defineFleetEndpoint({
  method: 'GET',
  path: '/api/drivers',
  summary: "The organisation's drivers, paged",
  query: ListQuery('Part of the name, e-mail, phone or employee id'),
  response: responses({ 200: Paged(Driver) }),
  access: { access: 'org', resource: 'drivers', action: 'view' },
  cache: DRIVERS_CACHE,
});

export const createDriver = defineFleetEndpoint({
  method: 'POST',
  path: '/api/drivers',
  body: DriverInput,
  response: responses({ 201: Driver }),
  access: { access: 'org', resource: 'drivers', action: 'create' },
  invalidates: DRIVER_WRITES,
});

export const getDriver = defineFleetEndpoint({
  method: 'GET',
  path: '/api/drivers/:driverId',
  params: DriverParams,
  response: responses({ 200: Driver }),
  access: { access: 'org', resource: 'drivers', action: 'view' },
  cache: DRIVERS_CACHE,
});

export const updateDriver = defineFleetEndpoint({
  method: 'PUT',
  path: '/api/drivers/:driverId',
  params: DriverParams,
  body: DriverInput,
  response: responses({ 200: Driver }),
  access: { access: 'org', resource: 'drivers', action: 'edit' },
  invalidates: DRIVER_WRITES,
});

export const deleteDriver = defineFleetEndpoint({
  method: 'DELETE',
  path: '/api/drivers/:driverId',
  params: DriverParams,
  response: responses({ 204: Type.Null() }),
  access: { access: 'org', resource: 'drivers', action: 'delete' },
  invalidates: DRIVER_WRITES,
});

export const listAssets = defineFleetEndpoint({
  method: 'GET',
  path: '/api/assets',
  summary: "The organisation's trucks and trailers, paged",
  query: ListQuery('Part of the VIN, plate, make or type'),
  response: responses({ 200: Paged(Asset) }),
  access: { access: 'org', resource: 'assets', action: 'view' },
  cache: ASSETS_CACHE,
});

export const createAsset = defineFleetEndpoint({
  method: 'POST',
  path: '/api/assets',
  body: AssetInput,
  response: responses({ 201: Asset }),
  access: { access: 'org', resource: 'assets', action: 'create' },
  invalidates: ASSET_WRITES,
});

export const getAsset = defineFleetEndpoint({
  method: 'GET',
  path: '/api/assets/:assetId',
  params: AssetParams,
  response: responses({ 200: Asset }),
  access: { access: 'org', resource: 'assets', action: 'view' },
  cache: ASSETS_CACHE,
});

export const updateAsset = defineFleetEndpoint({
  method: 'PUT',
  path: '/api/assets/:assetId',
  params: AssetParams,
  body: AssetInput,
  response: responses({ 200: Asset }),
  access: { access: 'org', resource: 'assets', action: 'edit' },
  invalidates: ASSET_WRITES,
});

export const deleteAsset = defineFleetEndpoint({
  method: 'DELETE',
  path: '/api/assets/:assetId',
  params: AssetParams,
  response: responses({ 204: Type.Null() }),
  access: { access: 'org', resource: 'assets', action: 'delete' },
  invalidates: ASSET_WRITES,
});
