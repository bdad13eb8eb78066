// The driver's trip (public, by its link's token) and an organisation's trip settings, one
// definition per endpoint: the API registers these routes from them and the console's calls derive
// from them. Types are Static<> of the schemas.
import * as Type from 'typebox';
import { RESERVATION_DURATIONS } from '@haulstop/shared/constants';
import { TRIP_CACHE, TRIP_SETTINGS_CACHE } from './cache-keys';
import { endpointsOf } from './endpoint';
import { GATE_STATUSES } from './gate';
import { DateTime, Id, literalOf, oneOf, responses } from './schema';

const NullableString = Type.Union([Type.String(), Type.Null()]);
const NullableDateTime = Type.Union([DateTime(), Type.Null()]);

const Trip = Type.Object({
  reservationId: Type.Integer(),
  sno: Type.Integer(),
  lot: Type.Object({
    parkingLotId: Type.Integer(),
    name: Type.String(),
    address: Type.String(),
    city: Type.String(),
    region: Type.String(),
    postalCode: NullableString,
    latitude: Type.Number(),
    longitude: Type.Number(),
    timeZone: Type.String({ description: "The lot's clock: startAt and endAt are shown in it, with its abbreviation" }),
    instructions: NullableString,
  }),
  startAt: DateTime(),
  endAt: DateTime(),
  status: Type.String(),
  gateStatus: literalOf(GATE_STATUSES),
  gateCode: Type.Union([Type.String(), Type.Null()], { description: 'null until gateCodeFrom, and after the end' }),
  gateCodeFrom: DateTime("The start less the lot's codeVisibleBeforeMinutes"),
  driver: Type.Object({ firstName: Type.String() }),
  asset: Type.Union([Type.Object({ licensePlate: NullableString, make: NullableString }), Type.Null()]),
  checkedInAt: NullableDateTime,
  checkedOutAt: NullableDateTime,
});
/** GET /api/trips/{token}: the driver's trip, public by its token. */
export type Trip = Type.Static<typeof Trip>;

const TripExtensionRequestInput = Type.Object({ duration: oneOf(RESERVATION_DURATIONS) }, { additionalProperties: false });
/** POST /api/trips/{token}/extensionRequest. */
export type TripExtensionRequestInput = Type.Static<typeof TripExtensionRequestInput>;

const TripExtensionRequestResult = Type.Object({
  /** EXTENDED: paid by the booking's method and applied; REQUESTED: the booking's organisation was asked. */
  outcome: Type.Union([Type.Literal('EXTENDED'), Type.Literal('REQUESTED')]),
  endAt: DateTime(),
});
export type TripExtensionRequestResult = Type.Static<typeof TripExtensionRequestResult>;

const TokenParams = Type.Object({ token: Type.String({ minLength: 20, maxLength: 100, description: 'The token of the driver’s trip link' }) });
// The link is the driver's only key: no bearer token, and an unknown, revoked or ended token is 404.
const defineTripLinkEndpoint = endpointsOf({ tags: ['trips'], access: { access: 'public' } });

export const getTrip = defineTripLinkEndpoint({
  method: 'GET',
  path: '/api/trips/:token',
  summary: "The driver's trip, by the token of its link (no sign-in)",
  params: TokenParams,
  response: responses({ 200: Trip }),
  cache: TRIP_CACHE,
});

export const checkInTrip = defineTripLinkEndpoint({
  method: 'POST',
  path: '/api/trips/:token/checkIn',
  summary: "The driver is at the lot: checks the slot in (the gate's rules; a refusal is 409 with why)",
  params: TokenParams,
  response: responses({ 200: Trip }),
  // Its answer is the trip as it now is, which replaces the cached one: nothing is left stale.
  invalidates: [],
});

export const checkOutTrip = defineTripLinkEndpoint({
  method: 'POST',
  path: '/api/trips/:token/checkOut',
  summary: 'The driver left: checks the slot out',
  params: TokenParams,
  response: responses({ 200: Trip }),
  // Its answer is the trip as it now is, which replaces the cached one: nothing is left stale.
  invalidates: [],
});

export const requestTripExtension = defineTripLinkEndpoint({
  method: 'POST',
  path: '/api/trips/:token/extensionRequest',
  summary:
    "The driver asks for more time: extended at once and paid by the booking's payment method when its organisation allows it and the slot is free (EXTENDED), else its organisation is asked (REQUESTED)",
  headers: Type.Object({
    'idempotency-key': Type.Optional(
      Type.String({ minLength: 1, maxLength: 100, description: 'One per attempt: sent again after a lost answer, the same extension (one charge)' }),
    ),
  }),
  params: TokenParams,
  body: TripExtensionRequestInput,
  response: responses({ 200: TripExtensionRequestResult }),
  invalidates: [TRIP_CACHE],
});

const TripSettings = Type.Object({
  payDriverExtensions: Type.Boolean({
    description:
      "true: a driver's \"I need more time\" extends the booking at once, paid by the booking's payment method, when the slot is free; false: the organisation's admins are asked",
  }),
});
/** An organisation's settings of its drivers' trips. */
export type TripSettings = Type.Static<typeof TripSettings>;

const OrgParams = Type.Object({ saasOrgId: Id('Organisation id (the current one)') });
const defineTripEndpoint = endpointsOf({ tags: ['trips'] });

export const getTripSettings = defineTripEndpoint({
  method: 'GET',
  path: '/api/organization/:saasOrgId/tripSettings',
  summary: "The organisation's trip settings (members read them)",
  params: OrgParams,
  response: responses({ 200: TripSettings }),
  access: { access: 'org', orgParam: 'saasOrgId', resource: 'organizationProfile', action: 'view' },
  cache: TRIP_SETTINGS_CACHE,
});

export const saveTripSettings = defineTripEndpoint({
  method: 'PUT',
  path: '/api/organization/:saasOrgId/tripSettings',
  summary: "Sets the organisation's trip settings (its admins)",
  params: OrgParams,
  body: Type.Object({ payDriverExtensions: Type.Boolean() }, { additionalProperties: false }),
  response: responses({ 200: TripSettings }),
  access: { access: 'org', orgParam: 'saasOrgId', resource: 'organizationProfile', action: 'edit' },
  invalidates: [TRIP_SETTINGS_CACHE],
});
