// The gate's figures per carrier (DESIGN §8, §10), one definition: the API registers its routes from
// it and the console's hook derives from it. Types are Static<> of the schemas. Amounts are integer
// minor units with their currency, never summed across currencies.
import * as Type from 'typebox';
import { CURRENCIES } from '@haulstop/shared/constants';
import { REPORTS_CACHE } from './cache-keys';
import { endpointsOf } from './endpoint';
import { csvAnswer, oneOf, OrgHeader, Paged, PageQuery, responses } from './schema';

const defineCarrierGateEndpoint = endpointsOf({ tags: ['reports'], headers: OrgHeader, access: { access: 'org', resource: 'reports', action: 'view' } });
const Nullable = <T extends Type.TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

const CarrierGateQuery = {
  from: Type.Optional(
    Type.String({ description: "Inclusive start: a date (YYYY-MM-DD, at the organisation's midnight) or an ISO date-time; default: 30 days before `to`" }),
  ),
  to: Type.Optional(Type.String({ description: 'Exclusive end: a date or an ISO date-time; default: the end of today' })),
};

export const CarrierGateRow = Type.Object({
  orgId: Type.Integer({ description: "The booking's organisation (the carrier or broker the slots were booked for)" }),
  orgName: Type.String(),
  bookings: Type.Integer({ description: "Bookings at the owner's lots whose start is in the range, counted as the lot report counts them" }),
  noShows: Type.Integer({ description: 'Booked slots starting in the range that were no-shows' }),
  noShowRatePercent: Nullable(
    Type.Number({ description: 'No-shows ÷ booked slots starting in the range whose arrival was decided (came or no-show), %; null when none was' }),
  ),
  overstays: Type.Integer({ description: 'Overstays that began in the range' }),
  overstayRevenue: Type.Array(Type.Object({ currency: oneOf(CURRENCIES), amountMinor: Type.Integer() }), {
    description: 'Overstay charged in the range before taxes, one per currency: never summed across currencies',
  }),
  averageDwellMinutes: Nullable(
    Type.Integer({ description: 'Average whole minutes of the stays that ended in the range, check-in to check-out (the gate); null without one' }),
  ),
});
/** One carrier's gate figures at an owner's lots over a range. */
export type CarrierGateRow = Type.Static<typeof CarrierGateRow>;

export const getCarrierGateReport = defineCarrierGateEndpoint({
  method: 'GET',
  path: '/api/reports/parkingLots/carriers',
  summary: "Per carrier at the owner's lots over a range: bookings, no-shows, no-show rate, overstays, overstay revenue per currency, average dwell",
  description:
    "The booking's organisation of each booking at the owner's lots (the platform: every owner's), by name; the same figures as the lot report's, per carrier.",
  query: Type.Object({ ...PageQuery.properties, ...CarrierGateQuery }),
  response: responses({ 200: Paged(CarrierGateRow) }),
  cache: REPORTS_CACHE,
});

export const exportCarrierGateReportCsv = defineCarrierGateEndpoint({
  method: 'GET',
  path: '/api/reports/parkingLots/carriers/csv',
  summary: 'The per-carrier gate report as CSV (a row per carrier, the overstay revenue in a column per currency)',
  description: 'Same query as the per-carrier gate report. All rows (not one page), amounts in major units with the currency code, streamed.',
  query: Type.Object(CarrierGateQuery),
  ...csvAnswer(),
});
