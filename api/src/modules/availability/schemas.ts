import { Type } from 'typebox';
import { CURRENCIES, RESERVATION_DURATIONS } from '@haulstop/shared/constants';
import type { LotAvailability as LotAvailabilityContract } from '@haulstop/shared/contracts';
import { agrees, type AgreesWith } from '../../lib/contract';
import { Paged, PageQuery } from '../../lib/paging';
import { DateTime, Id, LotTimeZone, OrgHeader, oneOf, responses } from '../../lib/schemas';

const Nullable = <T extends ReturnType<typeof Type.Integer> | ReturnType<typeof Type.Number> | ReturnType<typeof Type.String>>(schema: T) =>
  Type.Union([schema, Type.Null()]);

export const LotAvailability = Type.Object({
  parkingLotId: Type.Integer(),
  name: Type.String(),
  address: Type.String(),
  city: Type.String(),
  region: Type.String(),
  country: oneOf(['US', 'CA']),
  latitude: Type.Number(),
  longitude: Type.Number(),
  timeZone: LotTimeZone(),
  currency: oneOf(CURRENCIES),
  totalSlots: Type.Integer(),
  availableSlots: Type.Integer({ description: 'Slots free during the whole window' }),
  startAt: DateTime(),
  endAt: DateTime('startAt + the duration (SPEC §9)'),
  duration: oneOf(RESERVATION_DURATIONS),
  slots: Type.Integer(),
  priceMinor: Nullable(Type.Integer({ description: "The lot's price for the duration × slots (minor units); null: no price for this duration" })),
  amenities: Type.Array(Type.String()),
  distanceKm: Nullable(Type.Number({ description: 'From the searched point, when one was given' })),
  imagePath: Nullable(Type.String({ description: "The lot's first photo (an object path for GET /api/session/downloadUrl); null: none" })),
  ownerOrgId: Type.Integer(),
  ownerOrgName: Type.String(),
  instructions: Nullable(Type.String()),
});
agrees<AgreesWith<typeof LotAvailability, LotAvailabilityContract>>();

export const availabilitySchema = {
  tags: ['availability'],
  summary: 'Free slots and price of lots for a window: one lot (parkingLotId) or a search by area and amenities',
  headers: OrgHeader,
  querystring: Type.Object({
    ...PageQuery.properties,
    startAt: Type.String({ format: 'date-time', description: 'Start of the window (ISO 8601)' }),
    duration: oneOf(RESERVATION_DURATIONS),
    slots: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000, default: 1 })),
    parkingLotId: Type.Optional(Id('One lot')),
    latitude: Type.Optional(Type.Number({ minimum: -90, maximum: 90 })),
    longitude: Type.Optional(Type.Number({ minimum: -180, maximum: 180 })),
    radiusKm: Type.Optional(Type.Number({ minimum: 0.1, maximum: 5000 })),
    amenities: Type.Optional(Type.String({ maxLength: 1000, description: 'Comma-separated amenity names; every one must be present' })),
    onlyAvailable: Type.Optional(Type.Boolean({ description: 'Only lots with at least `slots` free' })),
  }),
  response: responses({ 200: Paged(LotAvailability) }),
};
