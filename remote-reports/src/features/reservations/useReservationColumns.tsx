import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CellLink, formattersFor, StatusBadge, type PagedColumn } from '@haulstop/shared/ui/display';
import { bookingLengthText } from '@haulstop/shared/constants';
import type { Reservation } from '@haulstop/shared/contracts';
import { tableColumnsOf } from '@haulstop/shared/contracts/columns';
import { RESERVATION_COLUMNS, type ReservationListRow } from '@haulstop/shared/contracts/reservation-columns';

/**
 * The reservations list's columns (RESERVATION_COLUMNS, the CSV's too), in the current language;
 * the cells the screen draws itself are here.
 */
export function useReservationColumns(): PagedColumn<Reservation>[] {
  const { t, i18n } = useTranslation();
  // The language the person chose (resolvedLanguage can lag behind while a language file loads).
  const language = i18n.language;
  const format = useMemo(() => formattersFor(language), [language]);
  return useMemo(
    () =>
      tableColumnsOf<ReservationListRow, ReactNode>(RESERVATION_COLUMNS, (label) => t(label), {
        // The reservation's own page (remote-reserve): its whole story and actions.
        reservationId: (r) => <CellLink to={`/reservations/${r.reservationId}`}>{r.reservationId}</CellLink>,
        // The length as it now stands: "36 hrs (24 hrs + 12 hrs)" once extended, agreeing with the end beside it.
        duration: (r) => bookingLengthText((key, params) => t(key, params ?? {}), r),
        start: (r) => format.dateTime(r.startAt, r.timeZone),
        end: (r) => format.dateTime(r.endAt, r.timeZone),
        amount: (r) => format.money(r.amountMinor, r.currency),
        status: (r) => <StatusBadge status={r.status} />,
      }),
    [t, format],
  );
}
