import { lotTimeText } from '@haulstop/shared/time';
import { majorUnits, type ListColumn } from './columns';
import type { Reservation } from './reservations';

/**
 * A reservation as its list's CSV writes it: `lengthText` is its length in words ("36 hrs (24 hrs
 * + 12 hrs)"), said by the API from the language files, since a column's value has no translator.
 */
export type ReservationListRow = Reservation & { lengthText?: string };

/**
 * The reservations list's columns, for the /reservations table and GET /api/reservations/csv: a
 * column added here is in both, under the same header (reservationColumns.* in shared/locales:
 * common texts, since the API reads them too). CSV cells: times at the lot's clock with its zone's
 * abbreviation and the zone named, amounts in major units.
 */
export const RESERVATION_COLUMNS: readonly ListColumn<ReservationListRow>[] = [
  { key: 'reservationId', label: 'reservationColumns.reservationId', value: (r) => r.reservationId },
  { key: 'parkingLotName', label: 'reservationColumns.lot', value: (r) => r.parkingLotName },
  { key: 'orgName', label: 'reservationColumns.company', value: (r) => r.orgName },
  { key: 'duration', label: 'reservationColumns.duration', value: (r) => r.lengthText ?? r.duration },
  { key: 'start', label: 'reservationColumns.start', value: (r) => lotTimeText(r.startAt, r.timeZone) },
  { key: 'end', label: 'reservationColumns.end', value: (r) => lotTimeText(r.endAt, r.timeZone) },
  { key: 'timeZone', label: 'reservationColumns.timeZone', value: (r) => r.timeZone, only: 'csv' },
  { key: 'slots', label: 'reservationColumns.slots', value: (r) => r.slots, align: 'end' },
  { key: 'amount', label: 'reservationColumns.amount', value: (r) => majorUnits(r.amountMinor), align: 'end' },
  { key: 'currency', label: 'reservationColumns.currency', value: (r) => r.currency, only: 'csv' },
  { key: 'status', label: 'reservationColumns.status', value: (r) => r.status },
  { key: 'paymentStatus', label: 'reservationColumns.paymentStatus', value: (r) => r.paymentStatus ?? '', only: 'csv' },
];
