import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { QueryClient } from '@tanstack/react-query';
import { prefetchInvoices, useInvoices } from '@haulstop/shared/api';
import type { Invoice } from '@haulstop/shared/contracts';
import { useRemoteTexts } from '@haulstop/shared/i18n';
import { canAccess } from '@haulstop/shared/permissions';
import { pagedTableState } from '@haulstop/shared/query';
import { usePermissionContext } from '@haulstop/shared/session';
import { Box, Heading, HStack, PagedTable, Text } from '@haulstop/shared/ui/display';
import { ExportCsvButton } from '../features/invoices/ExportCsvButton';
import { OpenInvoice } from '../features/invoices/OpenInvoice';
import { InvoiceFilters, type InvoiceFilterValues } from '../features/invoices/InvoiceFilters';
import { useInvoiceColumns } from '../features/invoices/useInvoiceColumns';
import { TEXTS } from '../texts';

const KIND = 'consolidated';

/**
 * /consolidatedInvoice (carrier, broker; never Manager): the month-end invoices of the
 * carrier network — one to the parent carrier on the last day of the month, a line
 * per booking of its own and its sub-carriers' (the line names whose booking it was). Open one to
 * read it, download its PDF and pay it.
 */
export default function ConsolidatedInvoice() {
  const { t } = useTranslation();
  useRemoteTexts(TEXTS);
  const ctx = usePermissionContext();
  const [filter, setFilter] = useState<InvoiceFilterValues>({ status: '', kind: KIND, period: '' });
  const [openId, setOpenId] = useState<number | null>(null);
  const invoices = useInvoices({ ...filter, kind: KIND });
  const columns = useInvoiceColumns((invoice) => setOpenId(invoice.invoiceId));
  const title = t('menu.consolidatedInvoice');

  return (
    <Box p={4}>
      <Heading as="h1" size="md" mb={2}>
        {title}
      </Heading>
      <Text mb={3}>{t('finance.consolidated.intro')}</Text>
      <HStack mb={4} wrap="wrap" gap={3} justify="space-between" align="end">
        <InvoiceFilters value={filter} onChange={(value) => setFilter({ ...value, kind: KIND })} showKind={false} />
        <ExportCsvButton filter={{ ...filter, kind: KIND }} fileName="consolidated-invoices.csv" />
      </HStack>
      <PagedTable<Invoice>
        label={title}
        columns={columns}
        {...pagedTableState(invoices)}
        rowKey={(r) => r.invoiceId}
        emptyText={t('finance.consolidated.empty')}
      />
      <OpenInvoice invoiceId={openId} canPay={canAccess({ resource: 'invoicePayments', action: 'create', ctx })} onClose={() => setOpenId(null)} />
    </Box>
  );
}

/** The first page, started by the host together with the page's chunk. */
export const prefetch = (client: QueryClient) => prefetchInvoices(client, { kind: KIND });
