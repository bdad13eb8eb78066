import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { QueryClient } from '@tanstack/react-query';
import { prefetchMapLots, useAccessCodesPage, useEndpointMutation, useMapLots } from '@haulstop/shared/api';
import type { AccessCode } from '@haulstop/shared/contracts';
import { removeAccessCode } from '@haulstop/shared/contracts/lots';
import { useRemoteTexts } from '@haulstop/shared/i18n';
import { pagedTableState } from '@haulstop/shared/query';
import {
  Box,
  Button,
  HStack,
  PagedTable,
  SelectField,
  StatusBadge,
  Text,
  formatDateTime,
  useConfirm,
  type PagedColumn,
  ConfirmRowAction,
  PageHeader,
} from '@haulstop/shared/ui';
import { AccessCodeDialog } from '../features/access-codes/AccessCodeDialog';
import { TEXTS } from '../texts';

/** /parkinglotAccessCode (owner): each lot's gate access codes with their windows and status. */
export default function AccessCodes() {
  const { t, i18n } = useTranslation();
  useRemoteTexts(TEXTS);
  const lots = useMapLots();
  const [chosen, setChosen] = useState<number | null>(null);
  const lot = useMemo(() => lots.data?.find((l) => l.parkingLotId === chosen) ?? lots.data?.[0], [lots.data, chosen]);
  const codes = useAccessCodesPage(lot?.parkingLotId ?? null);
  const [dialog, setDialog] = useState<{ open: boolean; editing: AccessCode | null }>({ open: false, editing: null });
  const remove = useEndpointMutation(removeAccessCode, { successMessage: t('admin.accessCodes.removed') });
  const confirm = useConfirm();

  const columns: PagedColumn<AccessCode>[] = [
    { key: 'code', header: t('admin.accessCodes.columns.code'), cell: (c) => c.code },
    { key: 'from', header: t('admin.accessCodes.columns.validFrom'), cell: (c) => formatDateTime(c.validFrom, i18n.language, lot?.timeZone) },
    { key: 'to', header: t('admin.accessCodes.columns.validTo'), cell: (c) => formatDateTime(c.validTo, i18n.language, lot?.timeZone) },
    { key: 'status', header: t('admin.accessCodes.columns.status'), cell: (c) => <StatusBadge status={c.status} /> },
    {
      key: 'actions',
      header: t('admin.accessCodes.columns.actions'),
      cell: (c) =>
        c.status === 'Removed' ? null : (
          <HStack gap={2}>
            <Button size="xs" variant="outline" aria-label={`${t('admin.accessCodes.edit')} ${c.code}`} onClick={() => setDialog({ open: true, editing: c })}>
              {t('admin.accessCodes.edit')}
            </Button>
            <ConfirmRowAction
              ask={confirm.ask}
              label={t('admin.accessCodes.remove')}
              rowName={c.code}
              question={t('admin.accessCodes.confirmRemove', { code: c.code })}
              onConfirm={() => lot && remove.mutate({ params: { parkingLotId: lot.parkingLotId, accessCodeId: c.accessCodeId } })}
            />
          </HStack>
        ),
    },
  ];

  return (
    <Box p={4}>
      <PageHeader title={t('menu.accessCodes')}>
        <Button colorPalette="accent" size="sm" disabled={!lot} onClick={() => setDialog({ open: true, editing: null })}>
          {t('admin.accessCodes.add')}
        </Button>
      </PageHeader>
      {lots.data && !lot ? <Text>{t('admin.accessCodes.noLots')}</Text> : null}
      <Box maxW="360px">
        <SelectField
          name="lot"
          label={t('admin.accessCodes.lot')}
          value={lot ? String(lot.parkingLotId) : ''}
          onChange={(value) => setChosen(Number(value))}
          options={(lots.data ?? []).map((l) => ({ value: String(l.parkingLotId), label: l.name }))}
        />
      </Box>
      <PagedTable<AccessCode>
        label={t('menu.accessCodes')}
        columns={columns}
        rowKey={(c) => c.accessCodeId}
        {...pagedTableState(codes)}
        loading={codes.loading || lots.isPending}
      />
      {lot ? (
        <AccessCodeDialog
          parkingLotId={lot.parkingLotId}
          timeZone={lot.timeZone}
          editing={dialog.editing}
          open={dialog.open}
          onClose={() => setDialog({ open: false, editing: null })}
        />
      ) : null}
      {confirm.dialog}
    </Box>
  );
}

export const prefetch = (client: QueryClient) => prefetchMapLots(client);
