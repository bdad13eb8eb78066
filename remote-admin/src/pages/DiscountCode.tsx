import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { QueryClient } from '@tanstack/react-query';
import { prefetchDiscountCodesPage, useDiscountCodesPage, useEndpointMutation } from '@haulstop/shared/api';
import type { DiscountCode as Code } from '@haulstop/shared/contracts';
import { deleteDiscountCode } from '@haulstop/shared/contracts/discount-codes';
import { useRemoteTexts } from '@haulstop/shared/i18n';
import { canAccess } from '@haulstop/shared/permissions';
import { pagedTableState } from '@haulstop/shared/query';
import { usePermissionContext } from '@haulstop/shared/session';
import { Box, Button, HStack, PagedTable, SearchBox, Text, useConfirm, type PagedColumn, ConfirmRowAction, PageHeader } from '@haulstop/shared/ui';
import { DiscountCodeDialog } from '../features/discount-codes/DiscountCodeDialog';
import { useDiscountColumns } from '../features/discount-codes/useDiscountColumns';
import { TEXTS } from '../texts';

/**
 * /discountCode (owner, carrier, broker; never Manager): an owner creates its codes and
 * sees their usage and remaining value; a carrier or broker sees the codes it can use and what is
 * left of each.
 */
export default function DiscountCode() {
  const { t } = useTranslation();
  useRemoteTexts(TEXTS);
  const ctx = usePermissionContext();
  const canEdit = canAccess({ resource: 'discountCodes', action: 'edit', ctx });
  const [search, setSearch] = useState('');
  const codes = useDiscountCodesPage(search);
  const [dialog, setDialog] = useState<{ open: boolean; editing: Code | null }>({ open: false, editing: null });
  const remove = useEndpointMutation(deleteDiscountCode, { successMessage: t('admin.discountCodes.removed') });
  const confirm = useConfirm();
  const base = useDiscountColumns(canEdit ? 'owner' : 'fleet');
  const columns: PagedColumn<Code>[] = canEdit
    ? [
        ...base,
        {
          key: 'actions',
          header: t('admin.discountCodes.columns.actions'),
          cell: (c) => (
            <HStack gap={2}>
              <Button
                size="xs"
                variant="outline"
                aria-label={`${t('admin.discountCodes.edit')} ${c.code}`}
                onClick={() => setDialog({ open: true, editing: c })}
              >
                {t('admin.discountCodes.edit')}
              </Button>
              <ConfirmRowAction
                ask={confirm.ask}
                label={t('admin.discountCodes.remove')}
                rowName={c.code}
                question={t('admin.discountCodes.confirmRemove', { code: c.code })}
                onConfirm={() => remove.mutate({ params: { discountCodeId: c.discountCodeId } })}
              />
            </HStack>
          ),
        },
      ]
    : base;

  return (
    <Box p={4}>
      <PageHeader title={t('menu.discountCodes')}>
        {canEdit ? (
          <Button colorPalette="accent" size="sm" onClick={() => setDialog({ open: true, editing: null })}>
            {t('admin.discountCodes.add')}
          </Button>
        ) : null}
      </PageHeader>
      {canEdit ? null : <Text mb={3}>{t('admin.discountCodes.fleetIntro')}</Text>}
      <Box maxW="360px">
        <SearchBox onSearch={setSearch} />
      </Box>
      <PagedTable<Code> label={t('menu.discountCodes')} columns={columns} {...pagedTableState(codes)} rowKey={(c) => c.discountCodeId} />
      {canEdit ? <DiscountCodeDialog editing={dialog.editing} open={dialog.open} onClose={() => setDialog({ open: false, editing: null })} /> : null}
      {confirm.dialog}
    </Box>
  );
}

export const prefetch = (client: QueryClient) => prefetchDiscountCodesPage(client);
