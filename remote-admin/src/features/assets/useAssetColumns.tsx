import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Asset } from '@haulstop/shared/contracts';
import { useCatalogueLabel } from '@haulstop/shared/i18n';
import { Button, StatusBadge, type PagedColumn } from '@haulstop/shared/ui/display';

/** The asset list's columns; a VIN opens the asset in the edit dialog. */
export function useAssetColumns(onEdit: (asset: Asset) => void): PagedColumn<Asset>[] {
  const { t } = useTranslation();
  const label = useCatalogueLabel();
  return useMemo(
    () => [
      {
        key: 'vin',
        header: t('admin.assets.columns.vin'),
        cell: (asset) => (
          <Button variant="plain" colorPalette="accent" color="accent.fg" px="0" size="sm" onClick={() => onEdit(asset)}>
            {asset.vin}
          </Button>
        ),
      },
      {
        key: 'type',
        header: t('admin.assets.columns.type'),
        cell: (asset) => [label('assetTypes', asset.assetTypeName), label('equipmentTypes', asset.equipmentTypeName)].filter(Boolean).join(' · '),
      },
      { key: 'plate', header: t('admin.assets.columns.plate'), cell: (asset) => [asset.licensePlate, asset.licenseState].filter(Boolean).join(' ') },
      { key: 'make', header: t('admin.assets.columns.make'), cell: (asset) => [asset.make, asset.makeYear].filter(Boolean).join(' ') },
      { key: 'status', header: t('admin.assets.columns.status'), cell: (asset) => <StatusBadge status={asset.status} /> },
    ],
    [t, label, onEdit],
  );
}
