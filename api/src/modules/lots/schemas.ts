import { Type } from 'typebox';
import { CURRENCIES, RESERVATION_DURATIONS, TIME_ZONES } from '@haulstop/shared/constants';
import type { ParkingLot as ParkingLotContract } from '@haulstop/shared/contracts';
import { agrees, type AgreesWith } from '../../lib/contract';
import { Paged, PageQuery } from '../../lib/paging';
import { OrgHeader, oneOf, responses } from '../../lib/schemas';

export const ParkingLot = Type.Object({
  parkingLotId: Type.Integer(),
  name: Type.String(),
  address: Type.String(),
  city: Type.String(),
  region: Type.String({ description: 'State or province' }),
  country: oneOf(['US', 'CA']),
  latitude: Type.Number(),
  longitude: Type.Number(),
  timeZone: oneOf(TIME_ZONES),
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
