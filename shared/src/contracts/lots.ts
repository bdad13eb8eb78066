// The lots domain, one definition per endpoint: the API registers these routes from them and the
// client's fetchers and hooks are derived from them (@haulstop/shared/api). Types are Static<> of the schemas.
import * as Type from 'typebox';
import { CURRENCIES, RESERVATION_DURATIONS } from '@haulstop/shared/constants';
import { ACCESS_CODES_CACHE, AVAILABILITY_CACHE, LOTS_CACHE } from './cache-keys';
import { endpointsOf } from './endpoint';
import { DateTime, Id, LotTimeZone, OrgHeader, oneOf, Paged, PageQuery, responses } from './schema';

const LotPrice = Type.Object({ duration: oneOf(RESERVATION_DURATIONS), amountMinor: Type.Integer(), currency: oneOf(CURRENCIES) });
/** One price of a lot (amount in minor units: cents). */
export type LotPrice = Type.Static<typeof LotPrice>;

const LotImage = Type.Object({ imagePath: Type.String({ description: 'Object path for /api/session/downloadUrl' }), imagePriority: Type.Integer() });
/** One picture of a lot; `imagePath` is an object path for /api/session/downloadUrl. */
export type LotImage = Type.Static<typeof LotImage>;

/** A parking lot as `GET /api/parkingLots` lists it. */
export const ParkingLot = Type.Object({
  parkingLotId: Type.Integer(),
  name: Type.String(),
  address: Type.String(),
  city: Type.String(),
  region: Type.String({ description: 'State or province' }),
  country: oneOf(['US', 'CA']),
  latitude: Type.Number(),
  longitude: Type.Number(),
  timeZone: LotTimeZone(),
  currency: oneOf(CURRENCIES),
  totalSlots: Type.Integer(),
  availableSlots: Type.Integer({ description: 'totalSlots minus slots held by Booked/Upcoming reservations now' }),
  instructions: Type.Union([Type.String(), Type.Null()]),
  status: Type.String(),
  amenities: Type.Array(Type.String({ description: 'Names from the amenities catalogue (GET /api/amenities)' })),
  prices: Type.Array(LotPrice),
  images: Type.Array(LotImage),
  ownerOrgId: Type.Integer(),
  ownerOrgName: Type.String(),
});
export type ParkingLot = Type.Static<typeof ParkingLot>;

const LotAttachment = Type.Object({
  imageFilePath: Type.String({ minLength: 1, maxLength: 255, description: 'objectPath from POST /api/files (purpose lotImage), or one of the lot’s images' }),
  priority: Type.Integer({ minimum: 1, maximum: 1000, description: 'Order of the images, 1 first' }),
});
/** A lot image as the lot editor sends it: an uploaded object path and its order. */
export type LotAttachment = Type.Static<typeof LotAttachment>;

/** GET /api/parkingLots/{parkingLotId}: the list item plus what the editor needs. */
export const ParkingLotDetail = Type.Object({
  ...ParkingLot.properties,
  postalCode: Type.Union([Type.String(), Type.Null()]),
  attachments: Type.Array(LotAttachment),
});
export type ParkingLotDetail = Type.Static<typeof ParkingLotDetail>;

/** The body of POST /api/parkingLots and PUT /api/parkingLots/{parkingLotId}; the rules are shared/src/rules' validateParkingLot. */
const ParkingLotInput = Type.Object({
  name: Type.String({ maxLength: 255 }),
  address: Type.String({ maxLength: 255 }),
  city: Type.String({ maxLength: 255 }),
  region: Type.String({ maxLength: 255, description: 'State or province' }),
  postalCode: Type.Optional(Type.Union([Type.String({ maxLength: 255 }), Type.Null()])),
  country: Type.String({ maxLength: 8, description: 'US or CA' }),
  latitude: Type.Number(),
  longitude: Type.Number(),
  timeZone: Type.String({
    maxLength: 40,
    description:
      'An IANA zone of the lot (America/Regina, America/Toronto, …) or, as before, MST, CST, EST, PST or AST: stored as the zone of that abbreviation where the lot is (CST in SK: America/Regina)',
  }),
  currency: Type.String({ maxLength: 8, description: 'USD for US lots, CAD for Canadian lots' }),
  totalSlots: Type.Number({ description: 'Slot capacity, 1 to 10000' }),
  instructions: Type.Optional(Type.Union([Type.String({ maxLength: 5000 }), Type.Null()])),
  amenities: Type.Array(Type.String({ maxLength: 64 }), { maxItems: 100, description: 'Names from GET /api/amenities' }),
  attachments: Type.Array(LotAttachment, { maxItems: 100, description: 'At least 1 image (SPEC §5)' }),
  status: Type.Optional(Type.Union([Type.Literal('Active'), Type.Literal('Inactive')], { description: 'Inactive: hidden from carriers and brokers' })),
});
export type ParkingLotInput = Type.Static<typeof ParkingLotInput>;

const LotParams = Type.Object({ parkingLotId: Id('Parking lot id') });
const defineLotEndpoint = endpointsOf({ tags: ['parking lots'], headers: OrgHeader });
const LOT_WRITES = [LOTS_CACHE, AVAILABILITY_CACHE];

export const listLots = defineLotEndpoint({
  method: 'GET',
  path: '/api/parkingLots',
  summary: "Parking lots for the current organisation: an owner's own lots; every bookable lot for carriers and brokers",
  query: Type.Object({
    ...PageQuery.properties,
    search: Type.Optional(Type.String({ maxLength: 64, description: 'Part of the lot name or city' })),
  }),
  response: responses({ 200: Paged(ParkingLot) }),
  access: { access: 'org', resource: 'parkingLots', action: 'view' },
  cache: LOTS_CACHE,
});

export const getLot = defineLotEndpoint({
  method: 'GET',
  path: '/api/parkingLots/:parkingLotId',
  params: LotParams,
  response: responses({ 200: ParkingLotDetail }),
  access: { access: 'org', resource: 'parkingLots', action: 'view' },
  cache: LOTS_CACHE,
});

export const createLot = defineLotEndpoint({
  method: 'POST',
  path: '/api/parkingLots',
  summary: 'Adds a lot to the current (owner) organisation; nothing is written when any field or image is refused',
  body: ParkingLotInput,
  response: responses({ 201: ParkingLotDetail }),
  access: { access: 'org', resource: 'parkingLots', action: 'create' },
  invalidates: LOT_WRITES,
});

export const updateLot = defineLotEndpoint({
  method: 'PUT',
  path: '/api/parkingLots/:parkingLotId',
  summary: 'Replaces a lot (its amenities and images too)',
  params: LotParams,
  body: ParkingLotInput,
  response: responses({ 200: ParkingLotDetail }),
  access: { access: 'org', resource: 'parkingLots', action: 'edit' },
  invalidates: LOT_WRITES,
});

export const replaceLotPrices = defineLotEndpoint({
  method: 'PUT',
  path: '/api/parkingLots/:parkingLotId/prices',
  summary: "Replaces a lot's prices (DESIGN §7): one per duration, in the lot's currency; a duration left out is no longer offered",
  params: LotParams,
  body: Type.Object({
    prices: Type.Array(Type.Object({ duration: Type.String({ maxLength: 16 }), amountMinor: Type.Number({ description: 'Minor units (cents)' }) }), {
      maxItems: 7,
    }),
  }),
  response: responses({ 200: ParkingLotDetail }),
  access: { access: 'org', resource: 'pricing', action: 'edit' },
  invalidates: LOT_WRITES,
});

export const deleteLot = defineLotEndpoint({
  method: 'DELETE',
  path: '/api/parkingLots/:parkingLotId',
  summary: 'Deletes a lot; 409 while bookings that have not ended hold it (deactivate it instead)',
  params: LotParams,
  response: responses({ 204: Type.Null() }),
  access: { access: 'org', resource: 'parkingLots', action: 'delete' },
  invalidates: LOT_WRITES,
});

/** A gate access code of a lot; `status` Expired is computed from the window. */
export const AccessCode = Type.Object({
  accessCodeId: Type.Integer(),
  parkingLotId: Type.Integer(),
  code: Type.String(),
  validFrom: DateTime(),
  validTo: DateTime(),
  status: Type.Union([Type.Literal('Active'), Type.Literal('Inactive'), Type.Literal('Expired'), Type.Literal('Removed')], {
    description: 'Expired: an Active code past its window',
  }),
});
export type AccessCode = Type.Static<typeof AccessCode>;

const AccessCodeInput = Type.Object({
  code: Type.String({ maxLength: 255, description: 'Under 32 characters (SPEC §5)' }),
  validFrom: Type.String({ maxLength: 40, description: 'ISO 8601' }),
  validTo: Type.String({ maxLength: 40, description: 'ISO 8601; after validFrom' }),
  status: Type.Optional(Type.Union([Type.Literal('Active'), Type.Literal('Inactive')])),
});
/** The body of POST and PUT …/accessCodes. */
export type AccessCodeInput = Type.Static<typeof AccessCodeInput>;

const CodeParams = Type.Object({ parkingLotId: Id('Parking lot id'), accessCodeId: Id('Access code id') });
const defineAccessCodeEndpoint = endpointsOf({ tags: ['access codes'], headers: OrgHeader });

export const listAccessCodes = defineAccessCodeEndpoint({
  method: 'GET',
  path: '/api/parkingLots/:parkingLotId/accessCodes',
  params: LotParams,
  query: PageQuery,
  response: responses({ 200: Paged(AccessCode) }),
  access: { access: 'org', resource: 'accessCodes', action: 'view' },
  cache: ACCESS_CODES_CACHE,
});

export const createAccessCode = defineAccessCodeEndpoint({
  method: 'POST',
  path: '/api/parkingLots/:parkingLotId/accessCodes',
  params: LotParams,
  body: AccessCodeInput,
  response: responses({ 201: AccessCode }),
  access: { access: 'org', resource: 'accessCodes', action: 'create' },
  invalidates: [ACCESS_CODES_CACHE],
});

export const updateAccessCode = defineAccessCodeEndpoint({
  method: 'PUT',
  path: '/api/parkingLots/:parkingLotId/accessCodes/:accessCodeId',
  params: CodeParams,
  body: AccessCodeInput,
  response: responses({ 200: AccessCode }),
  access: { access: 'org', resource: 'accessCodes', action: 'edit' },
  invalidates: [ACCESS_CODES_CACHE],
});

export const removeAccessCode = defineAccessCodeEndpoint({
  method: 'DELETE',
  path: '/api/parkingLots/:parkingLotId/accessCodes/:accessCodeId',
  summary: 'Marks the code Removed (kept for its history)',
  params: CodeParams,
  response: responses({ 204: Type.Null() }),
  access: { access: 'org', resource: 'accessCodes', action: 'delete' },
  invalidates: [ACCESS_CODES_CACHE],
});
