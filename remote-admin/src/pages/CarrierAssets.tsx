import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { carrierNetworkKeys, saveNetworkAsset, useNetworkAssetsPage, useNetworkCarrierOptions } from '@haulstop/shared/api';
import { errorMessageOf } from '@haulstop/shared/auth';
import type { Asset, AssetInput } from '@haulstop/shared/contracts';
import { useRemoteTexts } from '@haulstop/shared/i18n';
import { Box, Button, HStack, LoadErrorAlert, PagedTable, SearchBox, SelectField, Text, PageHeader } from '@haulstop/shared/ui/display';
import { pagedTableState } from '@haulstop/shared/query';
import { AssetDialog } from '../features/assets/AssetDialog';
import { useAssetColumns } from '../features/assets/useAssetColumns';
import { TEXTS } from '../texts';

/**
 * /carrierAssets?saasOrgId=: a sub-carrier's trucks and trailers; added on /addCarrierAsset, edited
 * with the /assets dialog. Opened from the drawer (no id), it shows the network's first sub-carrier
 * and a select to change it.
 */
export default function CarrierAssets() {
  const { t } = useTranslation();
  useRemoteTexts(TEXTS);
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const raw = params.get('saasOrgId');
  const carriers = useNetworkCarrierOptions();
  const saasOrgId = raw && /^\d+$/.test(raw) && Number(raw) > 0 ? Number(raw) : (carriers.data?.[0]?.saasOrgId ?? 0);
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<{ asset: Asset } | null>(null);
  const assets = useNetworkAssetsPage(saasOrgId, search);
  const edit = useCallback((asset: Asset) => setEditing({ asset }), []);
  const columns = useAssetColumns(edit);
  const save = useCallback((args: { assetId: number | null; input: AssetInput }) => saveNetworkAsset(saasOrgId, args), [saasOrgId]);

  return (
    <Box p={4}>
      <PageHeader title={t('admin.network.assetsTitle')}>
        <HStack>
          <Button variant="outline" size="sm" onClick={() => navigate('/carrierOrganization')}>
            {t('admin.network.back')}
          </Button>
          <Button colorPalette="accent" size="sm" onClick={() => navigate(saasOrgId > 0 ? `/addCarrierAsset?saasOrgId=${saasOrgId}` : '/addCarrierAsset')}>
            {t('admin.assets.add')}
          </Button>
        </HStack>
      </PageHeader>
      <Text color="fg.muted" mb={3}>
        {t('carrierNetwork.billingNote')}
      </Text>
      {carriers.isError ? (
        <LoadErrorAlert title={errorMessageOf(carriers.error, t('common.errorRetrievingData'))} onRetry={() => void carriers.refetch()} />
      ) : null}
      {carriers.isSuccess && carriers.data.length === 0 ? <Text mb={3}>{t('admin.network.noCarriers')}</Text> : null}
      <HStack mb={4} wrap="wrap" gap={3} align="end">
        {carriers.data?.length ? (
          <Box minW="240px">
            <SelectField
              name="saasOrgId"
              label={t('admin.network.columns.orgName')}
              value={String(saasOrgId)}
              onChange={(value: string) => setParams({ saasOrgId: value }, { replace: true })}
              options={carriers.data.map((carrier) => ({ value: String(carrier.saasOrgId), label: carrier.orgName }))}
            />
          </Box>
        ) : null}
        <SearchBox onSearch={setSearch} />
      </HStack>
      {saasOrgId > 0 ? (
        <PagedTable<Asset> label={t('admin.network.assetsTitle')} columns={columns} {...pagedTableState(assets)} rowKey={(asset) => asset.assetId} />
      ) : null}
      <AssetDialog open={editing !== null} asset={editing?.asset ?? null} onClose={() => setEditing(null)} saveFn={save} invalidates={carrierNetworkKeys.all} />
    </Box>
  );
}
