// The driver's trip settings of an organisation, one definition per endpoint: the API registers
// these routes from them and the console's hooks derive from them. Types are Static<> of the schemas.
import * as Type from 'typebox';
import { TRIP_SETTINGS_CACHE } from './cache-keys';
import { defineEndpoint } from './endpoint';
import { Id, responses } from './schema';

const TripSettings = Type.Object({
  payDriverExtensions: Type.Boolean({
    description:
      "true: a driver's \"I need more time\" extends the booking at once, paid by the booking's payment method, when the slot is free; false: the organisation's admins are asked",
  }),
});
/** An organisation's settings of its drivers' trips. */
export type TripSettings = Type.Static<typeof TripSettings>;

const OrgParams = Type.Object({ saasOrgId: Id('Organisation id (the current one)') });
const tags = ['trips'];

export const getTripSettings = defineEndpoint({
  method: 'GET',
  path: '/api/organization/:saasOrgId/tripSettings',
  tags,
  summary: "The organisation's trip settings (members read them)",
  params: OrgParams,
  response: responses({ 200: TripSettings }),
  access: { access: 'org', orgParam: 'saasOrgId', resource: 'organizationProfile', action: 'view' },
  cache: TRIP_SETTINGS_CACHE,
});

export const saveTripSettings = defineEndpoint({
  method: 'PUT',
  path: '/api/organization/:saasOrgId/tripSettings',
  tags,
  summary: "Sets the organisation's trip settings (its admins)",
  params: OrgParams,
  body: Type.Object({ payDriverExtensions: Type.Boolean() }, { additionalProperties: false }),
  response: responses({ 200: TripSettings }),
  access: { access: 'org', orgParam: 'saasOrgId', resource: 'organizationProfile', action: 'edit' },
  invalidates: [TRIP_SETTINGS_CACHE],
});
