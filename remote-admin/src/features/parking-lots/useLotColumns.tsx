import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { ParkingLot } from '@haulstop/shared/contracts';
import { Link, StatusBadge, type PagedColumn } from '@haulstop/shared/ui';

/** The lot list's columns; each name opens the lot in the editor (/parkingInfo). */
export function useLotColumns(): PagedColumn<ParkingLot>[] {
  const { t } = useTranslation();
  return useMemo(
    () => [
      {
        key: 'name',
        header: t('admin.parkingLots.columns.name'),
        cell: (lot) => (
          <Link asChild colorPalette="accent" color="accent.fg">
            <RouterLink to={`/parkingInfo?parkingLotId=${lot.parkingLotId}`}>{lot.name}</RouterLink>
          </Link>
        ),
      },
      { key: 'location', header: t('admin.parkingLots.columns.location'), cell: (lot) => `${lot.city}, ${lot.region}, ${lot.country}` },
      { key: 'slots', header: t('admin.parkingLots.columns.slots'), cell: (lot) => lot.totalSlots },
      { key: 'free', header: t('admin.parkingLots.columns.freeNow'), cell: (lot) => lot.availableSlots },
      { key: 'currency', header: t('admin.parkingLots.columns.currency'), cell: (lot) => lot.currency },
      { key: 'status', header: t('admin.parkingLots.columns.status'), cell: (lot) => <StatusBadge status={lot.status} /> },
    ],
    [t],
  );
}
