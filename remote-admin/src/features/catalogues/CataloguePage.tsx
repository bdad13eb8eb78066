import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCataloguePage, useEndpointMutation } from '@haulstop/shared/api';
import type { CatalogueItem, CatalogueKind } from '@haulstop/shared/contracts';
import { CATALOGUE_ENDPOINTS } from '@haulstop/shared/contracts/catalog';
import { useRemoteTexts } from '@haulstop/shared/i18n';
import { pagedTableState } from '@haulstop/shared/query';
import { Box, Button, HStack, PagedTable, SearchBox, StatusBadge, useConfirm, type PagedColumn, ConfirmRowAction, PageHeader } from '@haulstop/shared/ui';
import { TEXTS } from '../../texts';
import { CatalogueDialog } from './CatalogueDialog';

/** The menu label key of each catalogue page. */
const TITLE: Record<CatalogueKind, string> = { amenities: 'menu.amenities', assetTypes: 'menu.assetTypes', equipmentTypes: 'menu.equipmentTypes' };

/** One platform catalogue (/amenities, /assetType, /equipmentType): searchable list, add, edit, delete. */
export function CataloguePage({ kind }: { kind: CatalogueKind }) {
  const { t } = useTranslation();
  useRemoteTexts(TEXTS);
  const [search, setSearch] = useState('');
  const items = useCataloguePage(kind, search);
  const [dialog, setDialog] = useState<{ open: boolean; editing: CatalogueItem | null }>({ open: false, editing: null });
  const remove = useEndpointMutation(CATALOGUE_ENDPOINTS[kind].remove, { successMessage: t('admin.catalogues.deleted') });
  const confirm = useConfirm();

  const columns: PagedColumn<CatalogueItem>[] = [
    { key: 'name', header: t('admin.catalogues.fields.name'), cell: (item) => item.name },
    { key: 'status', header: t('admin.catalogues.fields.status'), cell: (item) => <StatusBadge status={item.status} /> },
    {
      key: 'actions',
      header: t('admin.catalogues.actions'),
      cell: (item) => (
        <HStack gap={2}>
          <Button
            size="xs"
            variant="outline"
            aria-label={`${t('admin.catalogues.edit')} ${item.name}`}
            onClick={() => setDialog({ open: true, editing: item })}
          >
            {t('admin.catalogues.edit')}
          </Button>
          <ConfirmRowAction
            ask={confirm.ask}
            label={t('admin.catalogues.delete')}
            rowName={item.name}
            question={t('admin.catalogues.confirmDelete', { name: item.name })}
            onConfirm={() => remove.mutate({ params: { id: item.id } })}
          />
        </HStack>
      ),
    },
  ];

  return (
    <Box p={4}>
      <PageHeader title={t(TITLE[kind])}>
        <HStack gap={3}>
          <SearchBox onSearch={setSearch} />
          <Button colorPalette="accent" size="sm" onClick={() => setDialog({ open: true, editing: null })}>
            {t(`admin.catalogues.${kind}.add`)}
          </Button>
        </HStack>
      </PageHeader>
      <PagedTable<CatalogueItem> label={t(TITLE[kind])} columns={columns} {...pagedTableState(items)} rowKey={(item) => item.id} />
      <CatalogueDialog kind={kind} editing={dialog.editing} open={dialog.open} onClose={() => setDialog({ open: false, editing: null })} />
      {confirm.dialog}
    </Box>
  );
}
