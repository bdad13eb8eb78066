import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { NetworkCarrier } from '@haulstop/shared/contracts';
import { Button, StatusBadge, type PagedColumn } from '@haulstop/shared/ui/display';

/** The sub-carrier list's columns; the name opens the sub-carrier's details, the asset count its assets. */
export function useCarrierColumns(onEdit: (carrier: NetworkCarrier) => void, onAssets: (carrier: NetworkCarrier) => void): PagedColumn<NetworkCarrier>[] {
  const { t } = useTranslation();
  return useMemo(
    () => [
      {
        key: 'orgName',
        header: t('admin.network.columns.orgName'),
        cell: (carrier) => (
          <Button
            variant="plain"
            colorPalette="accent"
            color="accent.fg"
            px="0"
            size="sm"
            aria-label={t('admin.network.edit', { name: carrier.orgName })}
            onClick={() => onEdit(carrier)}
          >
            {carrier.orgName}
          </Button>
        ),
      },
      { key: 'dotNumber', header: t('admin.network.columns.dotNumber'), cell: (carrier) => carrier.dotNumber ?? '' },
      { key: 'email', header: t('admin.network.columns.email'), cell: (carrier) => carrier.email ?? '' },
      { key: 'status', header: t('admin.network.columns.status'), cell: (carrier) => <StatusBadge status={carrier.networkStatus} /> },
      {
        key: 'assets',
        header: t('admin.network.columns.assets'),
        cell: (carrier) => (
          <Button
            variant="plain"
            colorPalette="accent"
            color="accent.fg"
            px="0"
            size="sm"
            aria-label={t('admin.network.assetsOf', { name: carrier.orgName, count: carrier.assetCount })}
            onClick={() => onAssets(carrier)}
          >
            {carrier.assetCount}
          </Button>
        ),
      },
    ],
    [t, onEdit, onAssets],
  );
}
