import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatMoney, StatusBadge, type PagedColumn } from '@haulstop/shared/ui';
import { durationKey } from './duration-key';
import type { Reservation } from '@haulstop/shared/contracts';

/** The reservations report's columns, in the current language. */
export function useReservationColumns(): PagedColumn<Reservation>[] {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return useMemo(
    () => [
      { key: 'id', header: t('reports.reservations.columns.id'), cell: (r) => r.reservationId },
      { key: 'lot', header: t('reports.reservations.columns.lot'), cell: (r) => r.parkingLotName },
      { key: 'company', header: t('reports.reservations.columns.company'), cell: (r) => r.orgName },
      { key: 'duration', header: t('reports.reservations.columns.duration'), cell: (r) => t(durationKey(r.duration), { defaultValue: r.duration }) },
      { key: 'start', header: t('reports.reservations.columns.start'), cell: (r) => formatDateTime(r.startAt, language) },
      { key: 'end', header: t('reports.reservations.columns.end'), cell: (r) => formatDateTime(r.endAt, language) },
      { key: 'slots', header: t('reports.reservations.columns.slots'), cell: (r) => r.slots, align: 'end' },
      { key: 'amount', header: t('reports.reservations.columns.amount'), cell: (r) => formatMoney(r.amountMinor, r.currency, language), align: 'end' },
      { key: 'status', header: t('reports.reservations.columns.status'), cell: (r) => <StatusBadge status={r.status} /> },
    ],
    [t, language],
  );
}
