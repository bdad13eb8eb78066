import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { QueryClient } from '@tanstack/react-query';
import { prefetchDriversPage, useDriversPage } from '@haulstop/shared/api';
import type { Driver } from '@haulstop/shared/contracts';
import { useRemoteTexts } from '@haulstop/shared/i18n';
import { Box, Button, HStack, PagedTable, SearchBox, PageHeader } from '@haulstop/shared/ui/display';
import { pagedTableState } from '@haulstop/shared/query';
import { DriverDialog } from '../features/drivers/DriverDialog';
import { useDriverColumns } from '../features/drivers/useDriverColumns';
import { TEXTS } from '../texts';

/** /createDriver (carrier, broker): the organisation's drivers, 10 a page, searchable; add, edit, deactivate. */
export default function CreateDriver() {
  const { t } = useTranslation();
  useRemoteTexts(TEXTS);
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<{ driver: Driver | null } | null>(null);
  const drivers = useDriversPage(search);
  const edit = useCallback((driver: Driver) => setEditing({ driver }), []);
  const columns = useDriverColumns(edit);

  return (
    <Box p={4}>
      <PageHeader title={t('menu.drivers')}>
        <Button colorPalette="accent" size="sm" onClick={() => setEditing({ driver: null })}>
          {t('admin.drivers.add')}
        </Button>
      </PageHeader>
      <HStack mb={4} wrap="wrap" gap={3}>
        <SearchBox onSearch={setSearch} />
      </HStack>
      <PagedTable<Driver> label={t('menu.drivers')} columns={columns} {...pagedTableState(drivers)} rowKey={(driver) => driver.driverId} />
      <DriverDialog open={editing !== null} driver={editing?.driver ?? null} onClose={() => setEditing(null)} />
    </Box>
  );
}

export const prefetch = (client: QueryClient) => prefetchDriversPage(client);
