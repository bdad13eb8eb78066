import { useState } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { prefetchInvoices, useInvoices } from '@haulstop/shared/api';
import type { Invoice } from '@haulstop/shared/contracts';
import { useRemoteTexts } from '@haulstop/shared/i18n';
import { canAccess } from '@haulstop/shared/permissions';
import { usePermissionContext } from '@haulstop/shared/session';
import { Box, Heading, HStack, PagedTable } from '@haulstop/shared/ui/display';
import { pagedTableState } from '@haulstop/shared/query';
import { ExportCsvButton } from '../features/invoices/ExportCsvButton';
import { OpenInvoice } from '../features/invoices/OpenInvoice';
import { InvoiceFilters, type InvoiceFilterValues } from '../features/invoices/InvoiceFilters';
import { MonthEndPanelLater } from '../features/invoices/MonthEndPanelLater';
import { useInvoiceColumns } from '../features/invoices/useInvoiceColumns';
import { TEXTS } from '../texts';

/**
 * /invoiceDashboard: the current organisation's invoices and statements (all of them for the
 * platform), 10 a page, filtered by status, kind and period; an invoice opens beside the list
 * (lines, taxes, payments, balance, PDF, Pay); the list exports as CSV. The platform also runs
 * month-end here.
 */
export default function InvoiceDashboard() {
  const { t } = useTranslation();
  // The page's texts come with this remote (no host rebuild); what uses them re-renders when they arrive.
  useRemoteTexts(TEXTS);
  const ctx = usePermissionContext();
  const [filter, setFilter] = useState<InvoiceFilterValues>({ status: '', kind: '', period: '' });
  const [openId, setOpenId] = useState<number | null>(null);
  const invoices = useInvoices(filter);
  const columns = useInvoiceColumns((invoice) => setOpenId(invoice.invoiceId));

  return (
    <Box p={4}>
      <Heading as="h1" size="md" mb={3}>
        {t('menu.invoices')}
      </Heading>
      {canAccess({ resource: 'monthEnd', action: 'create', ctx }) ? <MonthEndPanelLater /> : null}
      <HStack mb={4} wrap="wrap" gap={3} justify="space-between" align="end">
        <InvoiceFilters value={filter} onChange={setFilter} />
        <ExportCsvButton filter={filter} fileName="invoices.csv" />
      </HStack>
      <PagedTable<Invoice> label={t('menu.invoices')} columns={columns} {...pagedTableState(invoices)} rowKey={(r) => r.invoiceId} />
      <OpenInvoice invoiceId={openId} canPay={canAccess({ resource: 'invoicePayments', action: 'create', ctx })} onClose={() => setOpenId(null)} />
    </Box>
  );
}

/** The first data of this page, started by the host together with the page's chunk. */
export const prefetch = (client: QueryClient) => prefetchInvoices(client);
