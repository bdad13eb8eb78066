import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { QueryClient } from '@tanstack/react-query';
import { prefetchLotsPage, useLotsPage } from '@haulstop/shared/api';
import type { ParkingLot as Lot } from '@haulstop/shared/contracts';
import { useRemoteTexts } from '@haulstop/shared/i18n';
import { Box, Button, HStack, PagedTable, SearchBox, PageHeader } from '@haulstop/shared/ui/display';
import { pagedTableState } from '@haulstop/shared/query';
import { useLotColumns } from '../features/parking-lots/useLotColumns';
import { TEXTS } from '../texts';

/** /parkingLot (owner): the organisation's lots, 10 a page, searchable; a name opens the editor. */
export default function ParkingLot() {
  const { t } = useTranslation();
  useRemoteTexts(TEXTS);
  const [search, setSearch] = useState('');
  const lots = useLotsPage(search);
  const columns = useLotColumns();

  return (
    <Box p={4}>
      <PageHeader title={t('menu.parkingLots')}>
        <Button asChild colorPalette="accent" size="sm">
          <RouterLink to="/parkingInfo">{t('admin.parkingLots.add')}</RouterLink>
        </Button>
      </PageHeader>
      <HStack mb={4} wrap="wrap" gap={3}>
        <SearchBox onSearch={setSearch} />
      </HStack>
      <PagedTable<Lot> label={t('menu.parkingLots')} columns={columns} {...pagedTableState(lots)} rowKey={(lot) => lot.parkingLotId} />
    </Box>
  );
}

export const prefetch = (client: QueryClient) => prefetchLotsPage(client);
