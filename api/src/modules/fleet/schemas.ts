import { Type } from 'typebox';
import {
  FLEET_STATUSES,
  type Asset as AssetContract,
  type AssetInput as AssetInputContract,
  type Driver as DriverContract,
  type DriverInput as DriverInputContract,
} from '@haulstop/shared/contracts';
import { agrees, type AgreesWith } from '../../lib/contract';
import { Paged, PageQuery } from '../../lib/paging';
import { Id, responses } from '../../lib/schemas';

const Nullable = <T extends ReturnType<typeof Type.String> | ReturnType<typeof Type.Integer>>(schema: T) => Type.Union([schema, Type.Null()]);
const Status = Type.Union([Type.Literal(FLEET_STATUSES[0]), Type.Literal(FLEET_STATUSES[1])], { description: "'Active' or 'Inactive' (deactivate)" });

/** A driver (DESIGN §7 fields). */
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
  language: Nullable(Type.String({ description: "'en', 'fr' or 'es': the language of the driver's trip-link mail and SMS; null reads as English" })),
});
agrees<AgreesWith<typeof Driver, DriverContract>>();

// Lengths are checked by the shared rules; the schema only bounds the input.
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
agrees<AgreesWith<typeof DriverInput, DriverInputContract>>();

/** An asset (DESIGN §7 fields). */
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
agrees<AgreesWith<typeof Asset, AssetContract>>();

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
agrees<AgreesWith<typeof AssetInput, AssetInputContract>>();

const ListQuery = (searchOf: string) =>
  Type.Object({
    ...PageQuery.properties,
    search: Type.Optional(Type.String({ maxLength: 64, description: searchOf })),
    status: Type.Optional(Status),
  });

const tags = ['fleet'];
export const listDriversSchema = {
  tags,
  summary: "The organisation's drivers, paged",
  querystring: ListQuery('Part of the name, e-mail, phone or employee id'),
  response: responses({ 200: Paged(Driver) }),
};
export const getDriverSchema = { tags, params: Type.Object({ driverId: Id('Driver id') }), response: responses({ 200: Driver }) };
export const createDriverSchema = { tags, body: DriverInput, response: responses({ 201: Driver }) };
export const updateDriverSchema = { tags, params: Type.Object({ driverId: Id('Driver id') }), body: DriverInput, response: responses({ 200: Driver }) };
export const deleteDriverSchema = { tags, params: Type.Object({ driverId: Id('Driver id') }), response: responses({ 204: Type.Null() }) };

export const listAssetsSchema = {
  tags,
  summary: "The organisation's trucks and trailers, paged",
  querystring: ListQuery('Part of the VIN, plate, make or type'),
  response: responses({ 200: Paged(Asset) }),
};
export const getAssetSchema = { tags, params: Type.Object({ assetId: Id('Asset id') }), response: responses({ 200: Asset }) };
export const createAssetSchema = { tags, body: AssetInput, response: responses({ 201: Asset }) };
export const updateAssetSchema = { tags, params: Type.Object({ assetId: Id('Asset id') }), body: AssetInput, response: responses({ 200: Asset }) };
export const deleteAssetSchema = { tags, params: Type.Object({ assetId: Id('Asset id') }), response: responses({ 204: Type.Null() }) };
