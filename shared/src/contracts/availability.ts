// Availability, one definition per endpoint: the signed-in search, the public lots list and a
// listed lot's photo. The API registers these routes from them and the console's fetchers derive
// from them (@haulstop/shared/api). Types are Static<> of the schemas.
import * as Type from 'typebox';
import { CURRENCIES, PUBLIC_LOTS_MAX_PAGE_SIZE, PUBLIC_LOTS_PAGE_SIZE, PUBLIC_LOTS_SEARCH_MAX_LENGTH, RESERVATION_DURATIONS } from '@haulstop/shared/constants';
import { AVAILABILITY_CACHE, PUBLIC_LOTS_CACHE } from './cache-keys';
import { endpointsOf } from './endpoint';
import { DateTime, Id, LotTimeZone, OrgHeader, oneOf, Paged, PageQuery, responses } from './schema';

const defineAvailabilityEndpoint = endpointsOf({ tags: ['availability'] });
const Nullable = <T extends Type.TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** One lot of GET /api/availability (DESIGN §7): its free slots and price for the asked window. */
const LotAvailability = Type.Object({
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
export type LotAvailability = Type.Static<typeof LotAvailability>;

/** The query of GET /api/availability as the API reads it: one lot, or a search by area and amenities. */
const AvailabilitySearch = Type.Object({
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
});
export type AvailabilitySearch = Type.Static<typeof AvailabilitySearch>;

/**
 * A search as a page builds it: every listed amenity must be present (the URL carries them
 * comma-separated, AvailabilitySearch's `amenities`); `onlyAvailable`: only lots with at least `slots` free.
 */
export type AvailabilityQuery = Omit<AvailabilitySearch, 'amenities'> & { amenities?: string[] };

export const searchAvailability = defineAvailabilityEndpoint({
  method: 'GET',
  path: '/api/availability',
  summary: 'Free slots and price of lots for a window: one lot (parkingLotId) or a search by area and amenities',
  headers: OrgHeader,
  query: AvailabilitySearch,
  response: responses({ 200: Paged(LotAvailability) }),
  access: { access: 'org', resource: 'availability', action: 'view' },
  cache: AVAILABILITY_CACHE,
});

/** GET /api/public/lots (no login): a bookable lot as the global dashboard shows it; nothing private. */
const PublicLot = Type.Object({
  parkingLotId: Type.Integer(),
  name: Type.String(),
  city: Type.String(),
  region: Type.String(),
  country: Type.String(),
  latitude: Type.Number(),
  longitude: Type.Number(),
  totalSlots: Type.Integer(),
  availableSlots: Type.Integer({ description: 'Slots free at this moment' }),
  amenities: Type.Array(Type.String()),
  address: Type.String(),
  postalCode: Nullable(Type.String()),
  priceFrom: Nullable(
    Type.Object({ duration: Type.String(), amountMinor: Type.Integer(), currency: Type.String() }, { description: "The lot's cheapest price (minor units)" }),
  ),
  photoUrl: Nullable(Type.String({ description: "GET /api/public/lots/{parkingLotId}/photo: the lot's first photo" })),
  distanceKm: Type.Optional(Type.Number({ description: 'Great-circle distance from the asked point in km (0.1 km steps); only when a point was asked' })),
});
export type PublicLot = Type.Static<typeof PublicLot>;

/**
 * The query of GET /api/public/lots. Without any of these the answer is every bookable lot, in
 * name order (`{ content }`); with any, it is one page of the matching lots (`Page<PublicLot>`).
 * No `default`s: the API fills them in (useDefaults), and a query without any parameter must stay
 * the whole list partners read.
 */
const PublicLotsQuery = Type.Object({
  latitude: Type.Optional(Type.Number({ minimum: -90, maximum: 90, description: 'With longitude: nearest to this point first, each with its distanceKm' })),
  longitude: Type.Optional(Type.Number({ minimum: -180, maximum: 180 })),
  radiusKm: Type.Optional(
    Type.Number({ minimum: 0.1, maximum: 5000, description: 'With latitude and longitude: only the lots within this great-circle distance (km)' }),
  ),
  search: Type.Optional(
    Type.String({
      maxLength: PUBLIC_LOTS_SEARCH_MAX_LENGTH,
      description: "Words each found (any case or accent) in the lot's name, address, city, region, postal code or country",
    }),
  ),
  page: Type.Optional(Type.Integer({ minimum: 0, maximum: 100000, description: 'Page number, from 0' })),
  size: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: PUBLIC_LOTS_MAX_PAGE_SIZE,
      description: `Rows per page (default ${PUBLIC_LOTS_PAGE_SIZE}, at most ${PUBLIC_LOTS_MAX_PAGE_SIZE})`,
    }),
  ),
});
export type PublicLotsQuery = Type.Static<typeof PublicLotsQuery>;

const PublicLots = Type.Object({
  content: Type.Array(PublicLot),
  totalElements: Type.Optional(Type.Integer({ description: 'Lots matching the query (a page only: with any query parameter)' })),
  page: Type.Optional(Type.Integer()),
  size: Type.Optional(Type.Integer()),
});

export const listPublicLots = defineAvailabilityEndpoint({
  method: 'GET',
  path: '/api/public/lots',
  summary: 'Bookable lots with their free slots now (the global dashboard; no login)',
  description:
    'Without a query: every bookable lot in name order, `{ content }`. With any of `latitude` and `longitude` (and `radiusKm`), `search`, `page`, `size`: one page of the lots matching the search, within `radiusKm` of the point and nearest to it first (by name without one). A place of `GET /api/public/places` gives the point, `{ content, totalElements, page, size }`.',
  query: PublicLotsQuery,
  response: responses({ 200: PublicLots }),
  access: { access: 'public' },
  cache: PUBLIC_LOTS_CACHE,
});

export const getPublicLotPhoto = defineAvailabilityEndpoint({
  method: 'GET',
  path: '/api/public/lots/:parkingLotId/photo',
  summary: "A listed lot's first photo, as the global dashboard shows it (no login); 404 for a lot that is not listed or has none",
  params: Type.Object({ parkingLotId: Id('A lot of GET /api/public/lots') }),
  // The image file itself (its media type is the file's): the handler sends it and no JSON is serialised.
  response: responses({
    200: Type.Unsafe<Uint8Array>({ description: 'The image', content: { 'image/*': { schema: { type: 'string', format: 'binary' } } } }),
  }),
  access: { access: 'public' },
});

/** One `availability` event of GET /api/public/availability/stream: a lot's count after a change. */
export type LotAvailabilityChange = Pick<PublicLot, 'parkingLotId' | 'availableSlots' | 'totalSlots'>;
