import { Type } from 'typebox';
import { CURRENCIES, RESERVATION_DURATIONS, STATUS_NAMES } from '@haulstop/shared/constants';
import type { ReservationCompany, Reservation as ReservationContract } from '@haulstop/shared/contracts';
import { agrees, type AgreesWith } from '../../lib/contract';
import { EntryGateFields } from '../gate/schemas';
import { Paged, PageQuery } from '../../lib/paging';
import { DateTime, Id, LotTimeZone, OrgHeader, oneOf, responses } from '../../lib/schemas';

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
  creationMode: oneOf(['manual', 'automatic']),
  gateCode: Type.Union([Type.String(), Type.Null()], {
    description: "The code that opens the lot's gate, as the reservation's own answer gives it: null once cancelled or while unpaid",
  }),
  entries: Type.Array(
    Type.Object({
      sno: Type.Integer(),
      driverName: Type.Union([Type.String(), Type.Null()]),
      assetLabel: Type.Union([Type.String(), Type.Null()]),
      ...EntryGateFields,
    }),
  ),
  extensionDurations: Type.Array(oneOf(RESERVATION_DURATIONS), { description: 'The durations extensions added after `duration`, oldest first' }),
});
agrees<AgreesWith<typeof Reservation, ReservationContract>>();

const ReservationCompanyItem = Type.Object({ orgName: Type.String(), orgId: Type.Integer() });
agrees<AgreesWith<typeof ReservationCompanyItem, ReservationCompany>>();

/** The lot day view (DESIGN §8): one lot, and the bookings that overlap one day at the lot's clock (earliest first). */
const DayViewQuery = {
  parkingLotId: Type.Optional(Id('One parking lot')),
  date: Type.Optional(Type.String({ format: 'date', description: "YYYY-MM-DD at the lot's clock: the bookings that overlap that day, earliest first" })),
};

export const listReservationsSchema = {
  tags: ['reservations'],
  summary: 'Reservations of the current organisation, optionally for one company and one status',
  headers: OrgHeader,
  querystring: Type.Object({
    ...PageQuery.properties,
    orgId: Type.Optional(Id('Company filter: the organisation the reservation is for')),
    status: Type.Optional(oneOf(STATUS_NAMES)),
    ...DayViewQuery,
  }),
  response: responses({ 200: Paged(Reservation) }),
};

export const companyNamesSchema = {
  tags: ['reservations'],
  summary: 'Companies that have reservations (platform organisation only); the UI adds the leading All',
  querystring: Type.Object({ saasOrgId: Type.Optional(Id('Limit to what this organisation sees; 1 or absent = all')) }),
  response: responses({ 200: Type.Array(ReservationCompanyItem) }),
};

export const reservationsCsvSchema = {
  tags: ['reservations'],
  summary: "The reservations list (same filters) as CSV, all rows: start and end at the lot's clock with its abbreviation, and its timeZone",
  headers: OrgHeader,
  querystring: Type.Object({
    orgId: Type.Optional(Id('Company filter: the organisation the reservation is for')),
    status: Type.Optional(oneOf(STATUS_NAMES)),
    ...DayViewQuery,
  }),
  produces: ['text/csv'],
  response: responses({ 200: Type.String({ description: 'CSV with a header row' }) }),
};

export const reservationPdfSchema = {
  tags: ['reservations'],
  summary: "One reservation as a PDF, its window at the lot's clock with the zone's abbreviation (another organisation's reservation answers 404)",
  headers: OrgHeader,
  params: Type.Object({ reservationId: Id('Reservation id') }),
  produces: ['application/pdf'],
  response: responses({ 200: Type.Unsafe<Buffer>({ type: 'string', format: 'binary', description: 'The PDF document' }) }),
};
