import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { prefetchInvoices, useInvoices } from '@haulstop/shared/api';
import { Box, Heading, HStack, PagedTable } from '@haulstop/shared/ui';
import { StatusFilter } from '../features/invoices/StatusFilter';
import type { Invoice } from '@haulstop/shared/contracts';
import { useRemoteTexts } from '@haulstop/shared/i18n';
import { useInvoiceColumns } from '../features/invoices/useInvoiceColumns';
import { TEXTS } from '../texts';

/** /invoiceDashboard: the current organisation's invoices and statements, 10 a page, filtered by status. */
export default function InvoiceDashboard() {
  const { t } = useTranslation();
  // The page's texts come with this remote (no host rebuild); what uses them re-renders when they arrive.
  useRemoteTexts(TEXTS);
  const [status, setStatus] = useState('');
  const invoices = useInvoices({ status });
  const columns = useInvoiceColumns();

  return (
    <Box p={4}>
      <Heading as="h1" size="md" mb={3}>
        {t('menu.invoices')}
      </Heading>
      <HStack mb={4} wrap="wrap" gap={3}>
        <StatusFilter value={status} onChange={setStatus} />
      </HStack>
      <PagedTable<Invoice>
        label={t('menu.invoices')}
        columns={columns}
        rows={invoices.content}
        rowKey={(r) => r.invoiceId}
        totalElements={invoices.totalElements}
        page={invoices.page}
        size={invoices.size}
        onPageChange={invoices.setPage}
        loading={invoices.loading}
        error={invoices.error}
        onRetry={invoices.reload}
      />
    </Box>
  );
}

/** The first data of this page, started by the host together with the page's chunk. */
export const prefetch = prefetchInvoices;
