import { Type } from 'typebox';
import { CURRENCIES, RESERVATION_DURATIONS } from '@haulstop/shared/constants';
import type { ParkingLot as ParkingLotContract, ParkingLotDetail as ParkingLotDetailContract } from '@haulstop/shared/contracts';
import { agrees, type AgreesWith } from '../../lib/contract';
import { Paged, PageQuery } from '../../lib/paging';
import { Id, LotTimeZone, OrgHeader, oneOf, responses } from '../../lib/schemas';

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
  prices: Type.Array(Type.Object({ duration: oneOf(RESERVATION_DURATIONS), amountMinor: Type.Integer(), currency: oneOf(CURRENCIES) })),
  images: Type.Array(Type.Object({ imagePath: Type.String({ description: 'Object path for /api/session/downloadUrl' }), imagePriority: Type.Integer() })),
  ownerOrgId: Type.Integer(),
  ownerOrgName: Type.String(),
});
agrees<AgreesWith<typeof ParkingLot, ParkingLotContract>>();

export const listParkingLotsSchema = {
  tags: ['parking lots'],
  summary: "Parking lots for the current organisation: an owner's own lots; every bookable lot for carriers and brokers",
  headers: OrgHeader,
  querystring: Type.Object({
    ...PageQuery.properties,
    search: Type.Optional(Type.String({ maxLength: 64, description: 'Part of the lot name or city' })),
  }),
  response: responses({ 200: Paged(ParkingLot) }),
};

const Attachment = Type.Object({
  imageFilePath: Type.String({ minLength: 1, maxLength: 255, description: 'objectPath from POST /api/files (purpose lotImage), or one of the lot’s images' }),
  priority: Type.Integer({ minimum: 1, maximum: 1000, description: 'Order of the images, 1 first' }),
});

export const ParkingLotDetail = Type.Object({
  ...ParkingLot.properties,
  postalCode: Type.Union([Type.String(), Type.Null()]),
  attachments: Type.Array(Attachment),
});
agrees<AgreesWith<typeof ParkingLotDetail, ParkingLotDetailContract>>();

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
  attachments: Type.Array(Attachment, { maxItems: 100, description: 'At least 1 image (SPEC §5)' }),
  status: Type.Optional(Type.Union([Type.Literal('Active'), Type.Literal('Inactive')], { description: 'Inactive: hidden from carriers and brokers' })),
});

const LotParams = Type.Object({ parkingLotId: Id('Parking lot id') });

export const getParkingLotSchema = { tags: ['parking lots'], headers: OrgHeader, params: LotParams, response: responses({ 200: ParkingLotDetail }) };
export const createParkingLotSchema = {
  tags: ['parking lots'],
  summary: 'Adds a lot to the current (owner) organisation; nothing is written when any field or image is refused',
  headers: OrgHeader,
  body: ParkingLotInput,
  response: responses({ 201: ParkingLotDetail }),
};
export const updateParkingLotSchema = {
  tags: ['parking lots'],
  summary: 'Replaces a lot (its amenities and images too)',
  headers: OrgHeader,
  params: LotParams,
  body: ParkingLotInput,
  response: responses({ 200: ParkingLotDetail }),
};
export const deleteParkingLotSchema = {
  tags: ['parking lots'],
  summary: 'Deletes a lot; 409 while bookings that have not ended hold it (deactivate it instead)',
  headers: OrgHeader,
  params: LotParams,
  response: responses({ 204: Type.Null() }),
};

export const replacePricesSchema = {
  tags: ['parking lots'],
  summary: "Replaces a lot's prices (DESIGN §7): one per duration, in the lot's currency; a duration left out is no longer offered",
  headers: OrgHeader,
  params: LotParams,
  body: Type.Object({
    prices: Type.Array(Type.Object({ duration: Type.String({ maxLength: 16 }), amountMinor: Type.Number({ description: 'Minor units (cents)' }) }), {
      maxItems: 7,
    }),
  }),
  response: responses({ 200: ParkingLotDetail }),
};
