import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { QueryClient } from '@tanstack/react-query';
import { prefetchNetworkCarriersPage, useNetworkCarriersPage } from '@haulstop/shared/api';
import type { NetworkCarrier } from '@haulstop/shared/contracts';
import { useRemoteTexts } from '@haulstop/shared/i18n';
import { Box, Button, HStack, PagedTable, SearchBox, Text, PageHeader } from '@haulstop/shared/ui/display';
import { pagedTableState } from '@haulstop/shared/query';
import { useCarrierColumns } from '../features/network-carriers/useCarrierColumns';
import { TEXTS } from '../texts';

/** /carrierOrganization (carrier with its network enabled): the sub-carriers, their status (Invited → Joined → Active) and assets. */
export default function CarrierOrganization() {
  const { t } = useTranslation();
  useRemoteTexts(TEXTS);
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const carriers = useNetworkCarriersPage(search);
  const openAssets = useCallback((carrier: NetworkCarrier) => navigate(`/carrierAssets?saasOrgId=${carrier.saasOrgId}`), [navigate]);
  const openDetails = useCallback((carrier: NetworkCarrier) => navigate(`/editCarrierDetails?saasOrgId=${carrier.saasOrgId}`), [navigate]);
  const columns = useCarrierColumns(openDetails, openAssets);

  return (
    <Box p={4}>
      <PageHeader title={t('admin.network.title')}>
        <Button colorPalette="accent" size="sm" onClick={() => navigate('/addCarrier')}>
          {t('admin.network.add')}
        </Button>
      </PageHeader>
      {/* SPEC §2.7: payment and invoicing happen on the last day of the month. */}
      <Text color="fg.muted" mb={3}>
        {t('carrierNetwork.billingNote')}
      </Text>
      <HStack mb={4} wrap="wrap" gap={3}>
        <SearchBox onSearch={setSearch} />
      </HStack>
      <PagedTable<NetworkCarrier> label={t('admin.network.title')} columns={columns} {...pagedTableState(carriers)} rowKey={(carrier) => carrier.saasOrgId} />
    </Box>
  );
}

export const prefetch = (client: QueryClient) => prefetchNetworkCarriersPage(client);
