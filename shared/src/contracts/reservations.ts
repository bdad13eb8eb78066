// The reservations list, its CSV and a reservation's PDF, one definition each: the API registers their
// routes from them and the client derives its fetchers and hooks from them. Types are Static<> of the schemas.
import * as Type from 'typebox';
import { CURRENCIES, RESERVATION_DURATIONS, STATUS_NAMES } from '@haulstop/shared/constants';
import { RESERVATIONS_CACHE } from './cache-keys';
import { endpointsOf } from './endpoint';
import { GATE_STATUSES } from './gate';
import { csvAnswer, DateTime, Id, literalOf, LotTimeZone, oneOf, OrgHeader, Paged, PageQuery, pdfAnswer, responses } from './schema';

/** Where a reservation entry's truck is, as the reservation detail and list answer each entry. */
export const EntryGate = {
  gateStatus: literalOf(GATE_STATUSES, { description: 'NOT_ARRIVED, ON_LOT, LEFT, NO_SHOW or OVERSTAY' }),
  checkedInAt: Type.Union([DateTime('First check-in'), Type.Null()]),
  checkedOutAt: Type.Union([DateTime('Check-out'), Type.Null()]),
};

/** One driver/asset line of a reservation, with where its truck is. */
export const ReservationEntry = Type.Object({
  sno: Type.Integer(),
  driverName: Type.Union([Type.String(), Type.Null()]),
  assetLabel: Type.Union([Type.String(), Type.Null()]),
  ...EntryGate,
});
export type ReservationEntry = Type.Static<typeof ReservationEntry>;

/** A reservation as GET /api/reservations lists it; instants are ISO 8601 text, shown in the lot's zone (timeZone) with its abbreviation. */
export const Reservation = Type.Object({
  reservationId: Type.Integer(),
  parkingLotId: Type.Integer(),
  parkingLotName: Type.String(),
  timeZone: LotTimeZone(),
  orgId: Type.Integer({ description: 'The organisation the parking is for' }),
  orgName: Type.String(),
  bookedByOrgId: Type.Union([Type.Integer(), Type.Null()], { description: 'The carrier that booked for a sub-carrier' }),
  duration: oneOf(RESERVATION_DURATIONS),
  startAt: DateTime(),
  endAt: DateTime(),
  slots: Type.Integer(),
  status: Type.String({ description: 'A SPEC §4 status name' }),
  paymentStatus: Type.Union([Type.String(), Type.Null()]),
  amountMinor: Type.Integer({ description: 'Amount in minor units (cents)' }),
  currency: oneOf(CURRENCIES),
  creationMode: literalOf(['manual', 'automatic'] as const),
  gateCode: Type.Union([Type.String(), Type.Null()], {
    description: "The code that opens the lot's gate, as the reservation's own answer gives it: null once cancelled or while unpaid",
  }),
  entries: Type.Array(ReservationEntry),
  extensionDurations: Type.Array(oneOf(RESERVATION_DURATIONS), { description: 'The durations extensions added after `duration`, oldest first' }),
});
export type Reservation = Type.Static<typeof Reservation>;

/** A company of the company filter: an organisation the current one's reservations are for. */
export const ReservationCompany = Type.Object({ orgName: Type.String(), orgId: Type.Integer() });
export type ReservationCompany = Type.Static<typeof ReservationCompany>;

/** The lot day view: one lot, and the bookings that overlap one day at the lot's clock (earliest first). */
const DayViewQuery = {
  parkingLotId: Type.Optional(Id('One parking lot')),
  date: Type.Optional(Type.String({ format: 'date', description: "YYYY-MM-DD at the lot's clock: the bookings that overlap that day, earliest first" })),
};
const ReservationFilter = {
  orgId: Type.Optional(Id('Company filter: the organisation the reservation is for')),
  status: Type.Optional(oneOf(STATUS_NAMES)),
  ...DayViewQuery,
};
const defineReservationEndpoint = endpointsOf({ tags: ['reservations'] });
const bookingsView = { access: 'org', resource: 'bookings', action: 'view' } as const;

export const listReservations = defineReservationEndpoint({
  method: 'GET',
  path: '/api/reservations',
  summary: 'Reservations of the current organisation, optionally for one company and one status',
  headers: OrgHeader,
  query: Type.Object({ ...PageQuery.properties, ...ReservationFilter }),
  response: responses({ 200: Paged(Reservation) }),
  // The console's most frequent read: the caller's check rides in the page's own statement.
  access: { ...bookingsView, foldsCallerCheck: true },
  cache: RESERVATIONS_CACHE,
});

export const exportReservationsCsv = defineReservationEndpoint({
  method: 'GET',
  path: '/api/reservations/csv',
  summary:
    "The reservations list (same filters) as CSV, all rows, headed by the list's columns in the request's language: start and end at the lot's clock with its abbreviation, and its timeZone",
  headers: OrgHeader,
  query: Type.Object(ReservationFilter),
  ...csvAnswer(),
  access: bookingsView,
});

export const getReservationPdf = defineReservationEndpoint({
  method: 'GET',
  path: '/api/reservations/:reservationId/pdf',
  summary: "One reservation as a PDF, its window at the lot's clock with the zone's abbreviation (another organisation's reservation answers 404)",
  headers: OrgHeader,
  params: Type.Object({ reservationId: Id('Reservation id') }),
  ...pdfAnswer(),
  access: bookingsView,
});

export const listReservationCompanies = defineReservationEndpoint({
  method: 'GET',
  path: '/api/reservation/filter/companyNames',
  summary: 'Companies that have reservations (platform organisation only); the UI adds the leading All',
  query: Type.Object({ saasOrgId: Type.Optional(Id('Limit to what this organisation sees; 1 or absent = all')) }),
  response: responses({ 200: Type.Array(ReservationCompany) }),
  access: bookingsView,
  cache: RESERVATIONS_CACHE,
});
