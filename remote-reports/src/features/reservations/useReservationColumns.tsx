import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CellLink, formattersFor, StatusBadge, type PagedColumn } from '@haulstop/shared/ui';
import { bookingLengthText } from '@haulstop/shared/constants';
import type { Reservation } from '@haulstop/shared/contracts';

/** The reservations report's columns, in the current language. */
export function useReservationColumns(): PagedColumn<Reservation>[] {
  const { t, i18n } = useTranslation();
  // The language the person chose (resolvedLanguage can lag behind while a language file loads).
  const language = i18n.language;
  const format = useMemo(() => formattersFor(language), [language]);
  return useMemo(
    () => [
      {
        key: 'id',
        header: t('reports.reservations.columns.id'),
        cell: (r) => (
          // The reservation's own page (remote-reserve): its whole story and actions.
          <CellLink to={`/reservations/${r.reservationId}`}>{r.reservationId}</CellLink>
        ),
      },
      { key: 'lot', header: t('reports.reservations.columns.lot'), cell: (r) => r.parkingLotName },
      { key: 'company', header: t('reports.reservations.columns.company'), cell: (r) => r.orgName },
      // The length as it now stands: "36 hrs (24 hrs + 12 hrs)" once extended, agreeing with the end beside it.
      { key: 'duration', header: t('reports.reservations.columns.duration'), cell: (r) => bookingLengthText((key, params) => t(key, params ?? {}), r) },
      { key: 'start', header: t('reports.reservations.columns.start'), cell: (r) => format.dateTime(r.startAt, r.timeZone) },
      { key: 'end', header: t('reports.reservations.columns.end'), cell: (r) => format.dateTime(r.endAt, r.timeZone) },
      { key: 'slots', header: t('reports.reservations.columns.slots'), cell: (r) => r.slots, align: 'end' },
      { key: 'amount', header: t('reports.reservations.columns.amount'), cell: (r) => format.money(r.amountMinor, r.currency), align: 'end' },
      { key: 'status', header: t('reports.reservations.columns.status'), cell: (r) => <StatusBadge status={r.status} /> },
    ],
    [t, format],
  );
}
