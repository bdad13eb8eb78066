import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { QueryClient } from '@tanstack/react-query';
import { prefetchAssetsPage, useAssetsPage } from '@haulstop/shared/api';
import type { Asset } from '@haulstop/shared/contracts';
import { useRemoteTexts } from '@haulstop/shared/i18n';
import { Box, Button, HStack, PagedTable, SearchBox, PageHeader } from '@haulstop/shared/ui/display';
import { pagedTableState } from '@haulstop/shared/query';
import { AssetDialog } from '../features/assets/AssetDialog';
import { useAssetColumns } from '../features/assets/useAssetColumns';
import { TEXTS } from '../texts';

/** /assets (carrier, broker): the organisation's trucks and trailers, 10 a page, searchable; add, edit, deactivate. */
export default function Assets() {
  const { t } = useTranslation();
  useRemoteTexts(TEXTS);
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<{ asset: Asset | null } | null>(null);
  const assets = useAssetsPage(search);
  const edit = useCallback((asset: Asset) => setEditing({ asset }), []);
  const columns = useAssetColumns(edit);

  return (
    <Box p={4}>
      <PageHeader title={t('menu.assets')}>
        <Button colorPalette="accent" size="sm" onClick={() => setEditing({ asset: null })}>
          {t('admin.assets.add')}
        </Button>
      </PageHeader>
      <HStack mb={4} wrap="wrap" gap={3}>
        <SearchBox onSearch={setSearch} />
      </HStack>
      <PagedTable<Asset> label={t('menu.assets')} columns={columns} {...pagedTableState(assets)} rowKey={(asset) => asset.assetId} />
      <AssetDialog open={editing !== null} asset={editing?.asset ?? null} onClose={() => setEditing(null)} />
    </Box>
  );
}

export const prefetch = (client: QueryClient) => prefetchAssetsPage(client);
