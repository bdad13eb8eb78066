import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ParkingLot } from '@haulstop/shared/contracts';
import { CellLink, StatusBadge, type PagedColumn } from '@haulstop/shared/ui/display';

/** The lot list's columns; each name opens the lot in the editor (/parkingInfo). */
export function useLotColumns(): PagedColumn<ParkingLot>[] {
  const { t } = useTranslation();
  return useMemo(
    () => [
      {
        key: 'name',
        header: t('admin.parkingLots.columns.name'),
        cell: (lot) => <CellLink to={`/parkingInfo?parkingLotId=${lot.parkingLotId}`}>{lot.name}</CellLink>,
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
